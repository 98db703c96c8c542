import { SESSION_KEYS, STORAGE_KEYS } from '@bluecat/api/storage';
import { declarationOf, type StorageArea } from '@bluecat/api/testing/stored-keys';
import { DRAFT_PREFIX } from '@bluecat/ui/drafts';
import { RELEASE_RELOAD_MARK } from '@bluecat/ui/new-release';
import { describe, expect, it } from 'vitest';
import { RECENT_SERVICES } from '../features/service-search/recent-services-name.ts';
import { HALL_FORM_DRAFTS } from '../lib/form-drafts.ts';
import { HALL_DRAFTS, HALL_FLOW_DRAFTS } from '../lib/hall-drafts.ts';
import { STORED_KEY_DECLARATIONS } from './stored-keys.ts';

const flowOf = (area: StorageArea, name: string) => declarationOf(STORED_KEY_DECLARATIONS, area, name)?.flow;

describe('the hall’s declared storage names', () => {
  it('give every personal draft a flow, and no draft two', () => {
    const kept = Object.values(HALL_FLOW_DRAFTS).flat();
    expect([...kept].sort()).toEqual(Object.values(HALL_DRAFTS).sort());
    const formDrafts = Object.values(HALL_FORM_DRAFTS).map((key): string =>
      typeof key === 'function' ? key('') : key,
    );
    expect(formDrafts.filter((key) => kept.some((personal) => personal === key))).toEqual([]);
  });

  it.each([
    ['session', `${DRAFT_PREFIX}relieve-not`, '身份信息解绑 (personal data)'],
    ['session', `${DRAFT_PREFIX}transfer-owner`, '过户 (personal data)'],
    ['session', `${DRAFT_PREFIX}transfer-new-owner`, '过户 (personal data)'],
    ['session', `${DRAFT_PREFIX}personage-real-name-start`, '实名登记 (personal data)'],
    ['session', `${DRAFT_PREFIX}${HALL_FORM_DRAFTS.smsRegistration('17088886666')}`, '短信防打扰'],
    ['local', STORAGE_KEYS.token, 'sign-in (the subscriber session)'],
    ['session', SESSION_KEYS.oauth, 'sign-in (WeChat authorisation)'],
    ['session', RELEASE_RELOAD_MARK, 'reload into a new release'],
    ['local', RECENT_SERVICES, '搜索服务 (a setting of the device)'],
  ] as const)('%sStorage %s is declared for %s', (area, name, flow) => {
    expect(flowOf(area, name)).toBe(flow);
  });

  it.each([
    ['session', `${DRAFT_PREFIX}some-screen`],
    // The agent's name, or the right name in the wrong area, is not declared.
    ['local', STORAGE_KEYS.tokens],
    ['local', `${DRAFT_PREFIX}relieve-not`],
    // A family names its members, not itself.
    ['session', `${DRAFT_PREFIX}${HALL_FORM_DRAFTS.smsRegistration('')}`],
  ] as const)('%sStorage %s is not declared', (area, name) => {
    expect(declarationOf(STORED_KEY_DECLARATIONS, area, name)).toBeNull();
  });

  it('names each declaration once', () => {
    const ids = STORED_KEY_DECLARATIONS.map((entry) => `${entry.area} ${entry.name}`);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
