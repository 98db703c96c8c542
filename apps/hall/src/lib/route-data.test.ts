// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';
import { answerWith } from '@bluecat/api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSubscriber } from './forget-subscriber.ts';
import { readRoute, routeData } from './route-data.ts';

const args = (url: string) => ({ request: new Request(url), params: {}, context: undefined }) as never;

const memberQuery = routeCall(calls.PERSONAL_DATA);
const billQuery = routeCall(calls.QUERY_BILL_DETAILS, (url) => ({
  date: url.searchParams.get('date') ?? '',
}));

afterEach(() => {
  window.localStorage.clear();
});

describe('routeData', () => {
  it('starts each declared call for the address when a session is stored, and returns at once', async () => {
    window.localStorage.setItem('token', 'demo-token');
    const server = answerWith();
    const loader = routeData(memberQuery, billQuery);
    expect(await loader(args('http://hall.test/billDetails?date=2024-05'))).toBeNull();
    // Both requests have left before the loader returned: the screen only picks their answers up.
    expect(server.countOf(calls.PERSONAL_DATA)).toBe(1);
    expect(server.countOf(calls.QUERY_BILL_DETAILS)).toBe(1);
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    expect(server.bodiesOf(calls.PERSONAL_DATA)).toEqual([{ token: 'demo-token' }]);
    expect(server.bodiesOf(calls.QUERY_BILL_DETAILS)).toEqual([{ token: 'demo-token', date: '2024-05' }]);
  });

  it('starts nothing without a session: the visitor is on the way to authorisation', async () => {
    const server = answerWith();
    const loader = routeData(memberQuery);
    expect(await loader(args('http://hall.test/Recharge'))).toBeNull();
    expect(server.countOf(calls.PERSONAL_DATA)).toBe(0);
  });

  it('reads as a visit: takes what the loader started, then asks again on each read', async () => {
    window.localStorage.setItem('token', 'visit-token');
    const server = answerWith();
    const here = new URL('http://hall.test/BusinessQuery');
    await routeData(memberQuery)(args(here.href));
    await readRoute(memberQuery, here);
    expect(server.countOf(calls.PERSONAL_DATA)).toBe(1);
    await readRoute(memberQuery, here);
    expect(server.countOf(calls.PERSONAL_DATA)).toBe(2);
    // As a screen's shared read, it takes what is kept.
    await readRoute(memberQuery, here, { visit: false });
    expect(server.countOf(calls.PERSONAL_DATA)).toBe(2);
  });

  it('forgets what it keeps when the subscriber changes (bind, unbind, 清除登录信息, -101)', async () => {
    window.localStorage.setItem('token', 'member-token');
    const server = answerWith();
    const here = new URL('http://hall.test/PersonalInformation');
    const shared = { visit: false };
    await routeData(memberQuery)(args(here.href));
    await readRoute(memberQuery, here, shared);
    await readRoute(memberQuery, here, shared);
    expect(server.countOf(calls.PERSONAL_DATA)).toBe(1);
    forgetSubscriber();
    await readRoute(memberQuery, here, shared);
    expect(server.countOf(calls.PERSONAL_DATA)).toBe(2);
  });

  it('reads again whatever is kept when asked to refresh', async () => {
    window.localStorage.setItem('token', 'refresh-token');
    const server = answerWith();
    const here = new URL('http://hall.test/PersonalInformation');
    await routeData(memberQuery)(args(here.href));
    await readRoute(memberQuery, here, { refresh: true });
    expect(server.countOf(calls.PERSONAL_DATA)).toBe(2);
  });
});
