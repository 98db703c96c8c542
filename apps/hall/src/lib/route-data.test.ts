import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';
import { routeData } from './route-data.ts';

const args = (url: string) => ({ request: new Request(url), params: {}, context: undefined }) as never;

const memberQuery = routeCall(calls.PERSONAL_DATA);
const billQuery = routeCall(calls.QUERY_BILL_DETAILS, (url) => ({
  date: url.searchParams.get('date') ?? '',
}));

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('routeData', () => {
  it('starts each declared call for the address when a session is stored, and returns at once', async () => {
    window.localStorage.setItem('token', 'demo-token');
    const start = vi.spyOn(api, 'start').mockImplementation(() => undefined);
    const loader = routeData(memberQuery, billQuery);
    expect(await loader(args('http://hall.test/billDetails?date=2024-05'))).toBeNull();
    expect(start).toHaveBeenCalledTimes(2);
    expect(start).toHaveBeenCalledWith(memberQuery, new URL('http://hall.test/billDetails?date=2024-05'));
    expect(start).toHaveBeenCalledWith(billQuery, new URL('http://hall.test/billDetails?date=2024-05'));
  });

  it('starts nothing without a session: the visitor is on the way to authorisation', async () => {
    const start = vi.spyOn(api, 'start').mockImplementation(() => undefined);
    const loader = routeData(memberQuery);
    expect(await loader(args('http://hall.test/Recharge'))).toBeNull();
    expect(start).not.toHaveBeenCalled();
  });
});
