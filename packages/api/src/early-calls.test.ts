import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as calls from './calls.gen.ts';
import { startEarlyCalls } from './early-calls.ts';
import { createGateway } from './gateway.ts';
import { memoryStorage } from './memory-storage.ts';
import { ROUTE_CALL_LIFETIME_MS, routeCall } from './route-call.ts';
import { createTransport } from './transport.ts';

const BASE = 'http://gateway.test';
/** The member, as the hall's routes declare it. */
const memberRoute = routeCall(calls.PERSONAL_DATA);
const HERE = new URL('/Recharge', BASE);

/** A fetch that counts requests by path and answers each with the member (or the balance, for it). */
function server() {
  const paths: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    paths.push(new URL(request.url).pathname);
    const data = request.url.endsWith('/queryBalance')
      ? { amount: '12.00', color: [], title: '', data: [], dataVal: [] }
      : { memberInfo: { memberName: '张小猫', bindStatus: 0 } };
    return new Response(JSON.stringify({ code: 1, msg: 'ok', data }));
  });
  return { fetch, paths };
}

const effects = () => ({
  toast: vi.fn(),
  showLoading: vi.fn(() => () => undefined),
  alert: vi.fn(() => Promise.resolve()),
  navigate: vi.fn(),
});

// The early script and the app share the page's window; these tests run without a DOM.
beforeEach(() => {
  vi.stubGlobal('window', {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early calls', () => {
  it('asks for the picture a call’s answer names as soon as it is in, before the app has run', async () => {
    vi.stubGlobal('location', { href: 'https://hall.test/message' });
    const { storage } = memoryStorage({ token: 'tk' });
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ code: 1, msg: 'ok', data: { list: [{ url: '/__demo/b1.svg', tpurl: '' }] } }),
        ),
    );
    const pictures: string[] = [];
    const early = createTransport({ baseUrl: BASE, storage, fetch });
    startEarlyCalls(
      early,
      { get_banner: { ...calls.get_banner, picture: '/list/0/url' }, PERSONAL_DATA: calls.PERSONAL_DATA },
      [['get_banner', {}], ['PERSONAL_DATA']],
      (address) => pictures.push(address),
    );
    expect(pictures).toEqual([]);
    await vi.waitFor(() => expect(pictures).toEqual(['https://hall.test/__demo/b1.svg']));
  });

  it('a call started from the document is the one the route’s loader and its screen take', async () => {
    const { storage } = memoryStorage({ token: 'tk' });
    const { fetch, paths } = server();
    const early = createTransport({ baseUrl: BASE, storage, fetch });
    startEarlyCalls(early, { PERSONAL_DATA: calls.PERSONAL_DATA }, [['PERSONAL_DATA']]);
    expect(paths).toEqual(['/api/wechat/memberInfo']);

    const gateway = createGateway({ baseUrl: BASE, effects: effects(), storage, fetch });
    gateway.start(memberRoute, HERE);
    const result = await gateway.call(calls.PERSONAL_DATA, undefined, { route: memberRoute });

    expect(result).toMatchObject({ ok: true, data: { memberInfo: { memberName: '张小猫' } } });
    expect(paths).toEqual(['/api/wechat/memberInfo']);
  });

  it('enters the cache: every loader and reader within the lifetime shares it, a read after it asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { storage } = memoryStorage({ token: 'tk' });
    const { fetch, paths } = server();
    startEarlyCalls(createTransport({ baseUrl: BASE, storage, fetch }), calls.CALLS, [['PERSONAL_DATA']]);
    const gateway = createGateway({ baseUrl: BASE, effects: effects(), storage, fetch });
    gateway.start(memberRoute, HERE);
    gateway.start(memberRoute, HERE);
    await gateway.call(calls.PERSONAL_DATA, undefined, { route: memberRoute });
    await gateway.call(calls.PERSONAL_DATA, undefined, { route: memberRoute });
    expect(paths).toHaveLength(1);
    vi.setSystemTime(Date.now() + ROUTE_CALL_LIFETIME_MS);
    await gateway.call(calls.PERSONAL_DATA, undefined, { route: memberRoute });
    expect(paths).toHaveLength(2);
  });

  it('is taken over by a screen that reads the call without a loader', async () => {
    const { storage } = memoryStorage({ token: 'tk' });
    const { fetch, paths } = server();
    startEarlyCalls(createTransport({ baseUrl: BASE, storage, fetch }), calls.CALLS, [['PERSONAL_DATA']]);
    const gateway = createGateway({ baseUrl: BASE, effects: effects(), storage, fetch });
    const result = await gateway.call(calls.PERSONAL_DATA, undefined, { route: memberRoute });
    expect(result.ok).toBe(true);
    expect(paths).toHaveLength(1);
  });

  it('is not taken once it has failed, nor once it has outlived the lifetime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { storage } = memoryStorage({ token: 'tk' });
    const { fetch, paths } = server();
    fetch.mockImplementationOnce(async (input: RequestInfo | URL) => {
      paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
      throw new TypeError('Failed to fetch');
    });
    const early = createTransport({ baseUrl: BASE, storage, fetch });
    startEarlyCalls(early, calls.CALLS, [['PERSONAL_DATA'], ['QUERY_BALANCE', {}]]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.setSystemTime(Date.now() + ROUTE_CALL_LIFETIME_MS);
    const gateway = createGateway({ baseUrl: BASE, effects: effects(), storage, fetch });
    const member = await gateway.call(calls.PERSONAL_DATA, undefined, { route: memberRoute });
    expect(member.ok).toBe(true);
    gateway.start(
      routeCall(calls.QUERY_BALANCE, () => ({})),
      HERE,
    );
    expect(paths).toEqual([
      '/api/wechat/memberInfo',
      '/api/wechat/queryBalance',
      '/api/wechat/memberInfo',
      '/api/wechat/queryBalance',
    ]);
  });

  it('is never taken by a call that is not a declared route call', async () => {
    const { storage } = memoryStorage({ token: 'tk' });
    const { fetch, paths } = server();
    startEarlyCalls(createTransport({ baseUrl: BASE, storage, fetch }), calls.CALLS, [['PERSONAL_DATA']]);
    const gateway = createGateway({ baseUrl: BASE, effects: effects(), storage, fetch });
    await gateway.call(calls.PERSONAL_DATA, undefined);
    expect(paths).toHaveLength(2);
    await gateway.call(calls.PERSONAL_DATA, undefined, { route: memberRoute });
    expect(paths).toHaveLength(2);
  });

  it('is not taken for another session: the token is part of the call', async () => {
    const { fetch, paths } = server();
    const before = memoryStorage({ token: 'old' });
    startEarlyCalls(createTransport({ baseUrl: BASE, storage: before.storage, fetch }), calls.CALLS, [
      ['PERSONAL_DATA'],
    ]);
    const now = memoryStorage({ token: 'new' });
    const gateway = createGateway({ baseUrl: BASE, effects: effects(), storage: now.storage, fetch });
    gateway.start(memberRoute, HERE);
    await gateway.call(calls.PERSONAL_DATA, undefined, { route: memberRoute });
    expect(paths).toHaveLength(2);
  });

  it('refuses a call its routes do not hold, before sending anything', () => {
    const { storage } = memoryStorage({ token: 'tk' });
    const { fetch, paths } = server();
    const early = createTransport({ baseUrl: BASE, storage, fetch });
    expect(() => startEarlyCalls(early, { QUERY_BALANCE: calls.QUERY_BALANCE }, [['PERSONAL_DATA']])).toThrow(
      'PERSONAL_DATA: the early script has no route for it',
    );
    expect(paths).toEqual([]);
  });

  it('is not taken by a refresh, which asks the server itself', async () => {
    const { storage } = memoryStorage({ token: 'tk' });
    const { fetch, paths } = server();
    startEarlyCalls(createTransport({ baseUrl: BASE, storage, fetch }), calls.CALLS, [['PERSONAL_DATA']]);
    const gateway = createGateway({ baseUrl: BASE, effects: effects(), storage, fetch });
    await gateway.call(calls.PERSONAL_DATA, undefined, { route: memberRoute, refresh: true });
    expect(paths).toHaveLength(2);
    // Nor is it left on the window for a later read.
    gateway.forgetRouteCalls();
    await gateway.call(calls.PERSONAL_DATA, undefined, { route: memberRoute });
    expect(paths).toHaveLength(3);
  });
});
