import * as calls from '@bluecat/api/calls';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';
import { routeData } from './route-data.ts';

const args = (url: string) => ({ request: new Request(url), params: {}, context: undefined }) as never;

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('routeData', () => {
  it('starts the declared calls with the address when a session is stored, and returns at once', async () => {
    window.localStorage.setItem('token', 'demo-token');
    const prefetch = vi.spyOn(api, 'prefetch').mockImplementation(() => undefined);
    const loader = routeData(({ call, url }) =>
      call(calls.QUERY_BILL_DETAILS, { date: url.searchParams.get('date') ?? '' }),
    );
    expect(await loader(args('http://hall.test/billDetails?date=2024-05'))).toBeNull();
    expect(prefetch).toHaveBeenCalledWith(calls.QUERY_BILL_DETAILS, { date: '2024-05' });
  });

  it('starts nothing without a session: the visitor is on the way to authorisation', async () => {
    const prefetch = vi.spyOn(api, 'prefetch').mockImplementation(() => undefined);
    const loader = routeData(({ call }) => call(calls.PERSONAL_DATA));
    expect(await loader(args('http://hall.test/Recharge'))).toBeNull();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
