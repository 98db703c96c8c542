// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { RECENT_LIMIT, readRecent, rememberOpened } from './recent-services.ts';
import { RECENT_SERVICES } from './recent-services-name.ts';
import { SERVICES, type Service } from './service-catalogue.ts';

const byId = (id: string) => SERVICES.find((service) => service.id === id) as Service;
const ids = (services: readonly Service[]) => services.map((service) => service.id);

beforeEach(() => window.localStorage.clear());

describe('最近使用', () => {
  it('keeps the last five opened, the last first, each once', () => {
    for (const id of ['recharge', 'bill', 'invoice', 'cancel', 'change-card', 'store', 'bill']) {
      rememberOpened(byId(id));
    }
    expect(RECENT_LIMIT).toBe(5);
    expect(ids(readRecent())).toEqual(['bill', 'store', 'change-card', 'cancel', 'invoice']);
    expect(JSON.parse(window.localStorage.getItem(RECENT_SERVICES) ?? '')).toEqual(ids(readRecent()));
  });

  it('forgets ids the catalogue no longer has, and anything that is not a list', () => {
    window.localStorage.setItem(RECENT_SERVICES, JSON.stringify(['gone', 'invoice', 3, 'invoice']));
    expect(ids(readRecent())).toEqual(['invoice']);
    window.localStorage.setItem(RECENT_SERVICES, '{"invoice":1}');
    expect(readRecent()).toEqual([]);
    window.localStorage.setItem(RECENT_SERVICES, 'not json');
    expect(readRecent()).toEqual([]);
  });
});
