import { afterEach, describe, expect, it, vi } from 'vitest';
import * as calls from './calls.gen.ts';
import { createGateway } from './gateway.ts';
import { memoryStorage } from './memory-storage.ts';
import { ROUTE_CALL_ENTRIES } from './route-cache.ts';
import { ROUTE_CALL_LIFETIME_MS, routeCall, routeCallAfter, routeCallOn } from './route-call.ts';

const BALANCE = { amount: '12.00', color: [], title: '', data: [], dataVal: [], explain: '' };
const BILL = {
  amount: '38.00',
  date: '2024-05',
  color: [],
  title: '',
  detailTitle: '',
  legend: [],
  chart: [],
  desc: '',
  list: [],
};

/** What the server answers: the success of the call's path, or the next of `answers` while any are left. */
type Answer = { code: number; msg: string; data?: unknown } | 'offline' | 'never';

/**
 * A gateway whose fetch records each request's path and body and answers it: with `answers` in turn
 * while any are left, then with the call's success.
 */
function setup(...answers: Answer[]) {
  const { storage, items } = memoryStorage({ token: 't1' });
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    requests.push(request.clone());
    const answer =
      answers.shift() ??
      ({ code: 1, msg: '成功', data: request.url.endsWith('/queryBill') ? BILL : BALANCE } as const);
    if (answer === 'never') return new Promise<Response>(() => undefined);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  });
  const effects = {
    toast: vi.fn<(message: string) => void>(),
    showLoading: vi.fn(() => () => undefined),
    alert: vi.fn(() => Promise.resolve()),
    navigate: vi.fn<(to: string) => void>(),
  };
  const pictures: string[] = [];
  const gateway = createGateway({
    baseUrl: 'http://gateway.test',
    effects,
    storage,
    fetch,
    fetchPicture: (address) => pictures.push(address),
  });
  return { gateway, effects, items, requests, pictures };
}

const at = (address: string) => new URL(address, 'http://hall.test');

/** Lets every request started so far come back and be read. */
const arrived = async () => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Moves the clock on (only Date is faked: the requests' own timers run as they do). */
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

/** 余额 the balance, as a route declares it. */
const balanceRoute = routeCall(calls.QUERY_BALANCE, () => ({}));
/** A bill of the address's month: the body comes from the address. */
const billRoute = routeCall(calls.QUERY_BILL_DETAILS, (url) => {
  const date = url.searchParams.get('date');
  if (date === 'bad') return null;
  return date ? { date } : {};
});

afterEach(() => {
  vi.useRealTimers();
});

describe('route calls', () => {
  it('the screen reading the declaration takes the answer its loader started, with no second request', async () => {
    const { gateway, requests } = setup();
    gateway.start(balanceRoute, at('/balance'));
    expect(requests).toHaveLength(1);
    const read = await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(read).toEqual({ ok: true, code: 1, msg: '成功', data: BALANCE });
    expect(requests).toHaveLength(1);
  });

  it('serves every reader within the lifetime: a second reader after the first gets the same answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { gateway, requests } = setup();
    gateway.start(balanceRoute, at('/balance'));
    const first = await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    later(ROUTE_CALL_LIFETIME_MS - 1);
    const second = await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(second).toEqual(first);
    expect(requests).toHaveLength(1);
  });

  it('shares the request in flight between readers that come at once, with no loader', async () => {
    const { gateway, requests } = setup();
    const [one, two] = await Promise.all([
      gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute }),
      gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute }),
    ]);
    expect(one).toEqual(two);
    expect(requests).toHaveLength(1);
  });

  it('asks again after the lifetime, and the new answer serves the next readers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { gateway, requests } = setup();
    gateway.start(balanceRoute, at('/balance'));
    await arrived();
    later(ROUTE_CALL_LIFETIME_MS);
    await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(requests).toHaveLength(2);
    await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(requests).toHaveLength(2);
  });

  it('asks again on a new visit for what a screen has read, and takes what no screen has read yet', async () => {
    const { gateway, requests } = setup();
    gateway.start(balanceRoute, at('/balance'));
    await arrived();
    // The answer came before the screen's code: the same visit's second loader, then the screen, take it.
    gateway.start(balanceRoute, at('/balance'));
    await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(requests).toHaveLength(1);
    // The subscriber comes back to the address: the visit asks again, and its screen takes that request.
    gateway.start(balanceRoute, at('/balance'));
    gateway.start(balanceRoute, at('/balance'));
    await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(requests).toHaveLength(2);
  });

  it('a read that is a visit takes what waits for a screen, and else asks again', async () => {
    const { gateway, requests } = setup();
    const visit = { route: balanceRoute, visit: true };
    gateway.start(balanceRoute, at('/Recharge'));
    await arrived();
    await gateway.call(calls.QUERY_BALANCE, {}, visit);
    expect(requests).toHaveLength(1);
    // Read already: each further visit asks the server, even two at once.
    await Promise.all([
      gateway.call(calls.QUERY_BALANCE, {}, visit),
      gateway.call(calls.QUERY_BALANCE, {}, visit),
    ]);
    expect(requests).toHaveLength(3);
    // A screen's shared read still takes the last of them.
    await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(requests).toHaveLength(3);
  });

  it('keeps an answer no screen has read for a visit only within the lifetime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { gateway, requests } = setup();
    gateway.start(balanceRoute, at('/balance'));
    await arrived();
    later(ROUTE_CALL_LIFETIME_MS);
    gateway.start(balanceRoute, at('/balance'));
    expect(requests).toHaveLength(2);
  });

  it('counts the lifetime from the answer’s arrival, not from the request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { gateway, requests } = setup();
    gateway.start(balanceRoute, at('/balance'));
    // The request is still on its way long after it left; it arrives now.
    later(ROUTE_CALL_LIFETIME_MS * 2);
    await arrived();
    later(ROUTE_CALL_LIFETIME_MS - 1);
    await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(requests).toHaveLength(1);
  });

  it('keeps an answer as long as its declaration states', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { gateway, requests } = setup();
    const steadyBalance = routeCall(calls.QUERY_BALANCE, () => ({}), { lifetimeMs: 60_000 });
    gateway.start(steadyBalance, at('/balance'));
    await arrived();
    later(59_000);
    await gateway.call(calls.QUERY_BALANCE, {}, { route: steadyBalance });
    expect(requests).toHaveLength(1);
    later(1_000);
    await gateway.call(calls.QUERY_BALANCE, {}, { route: steadyBalance });
    expect(requests).toHaveLength(2);
  });

  it('refuses a lifetime below zero', () => {
    expect(() => routeCall(calls.QUERY_BALANCE, () => ({}), { lifetimeMs: -1 })).toThrow(
      "QUERY_BALANCE: a route call's lifetime is 0 ms or more",
    );
  });

  it.each<[string, Answer]>([
    ['a business code', { code: -100, msg: '查询失败' }],
    ['no network', 'offline'],
    ['an answer the screen cannot read', { code: 1, msg: '成功', data: null }],
  ])('never keeps a failed answer (%s): the next read asks again', async (_case, failure) => {
    const { gateway, requests } = setup(failure);
    gateway.start(balanceRoute, at('/balance'));
    await arrived();
    const read = await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute, toast: false });
    expect(read).toEqual({ ok: true, code: 1, msg: '成功', data: BALANCE });
    expect(requests).toHaveLength(2);
  });

  it('gives a failure to the readers already waiting for it, and asks again for the next', async () => {
    const { gateway, requests } = setup({ code: -100, msg: '查询失败' });
    const [one, two] = await Promise.all([
      gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute }),
      gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute }),
    ]);
    expect([one.ok, two.ok]).toEqual([false, false]);
    expect(requests).toHaveLength(1);
    expect((await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute })).ok).toBe(true);
    expect(requests).toHaveLength(2);
  });

  it('keeps one entry for each body: another month is another call, and each is kept', async () => {
    const { gateway, requests } = setup();
    gateway.start(billRoute, at('/billDetails?date=2024-05'));
    await gateway.call(calls.QUERY_BILL_DETAILS, { date: '2024-06' }, { route: billRoute });
    expect(requests).toHaveLength(2);
    await gateway.call(calls.QUERY_BILL_DETAILS, { date: '2024-05' }, { route: billRoute });
    await gateway.call(calls.QUERY_BILL_DETAILS, { date: '2024-06' }, { route: billRoute });
    expect(requests).toHaveLength(2);
    expect(await Promise.all(requests.map((request) => request.json()))).toEqual([
      { token: 't1', date: '2024-05' },
      { token: 't1', date: '2024-06' },
    ]);
  });

  it('is kept by call and body: another declaration of the same call reads the same entry', async () => {
    const { gateway, requests } = setup();
    const otherBalance = routeCall(calls.QUERY_BALANCE, () => ({}));
    gateway.start(balanceRoute, at('/Recharge'));
    await gateway.call(calls.QUERY_BALANCE, {}, { route: otherBalance });
    expect(requests).toHaveLength(1);
  });

  it('refresh (重试) asks again, and its answer replaces the entry for the next readers', async () => {
    const { gateway, requests } = setup({ code: 1, msg: '成功', data: { ...BALANCE, amount: '10.00' } });
    gateway.start(balanceRoute, at('/balance'));
    await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    const refreshed = await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute, refresh: true });
    expect(requests).toHaveLength(2);
    expect(refreshed).toMatchObject({ ok: true, data: { amount: '12.00' } });
    const next = await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(next).toMatchObject({ ok: true, data: { amount: '12.00' } });
    expect(requests).toHaveLength(2);
  });

  it('never shares a call that is not a declared route call: one tap, one request', async () => {
    const { gateway, requests } = setup();
    gateway.start(balanceRoute, at('/Recharge'));
    await gateway.call(calls.QUERY_BALANCE, {});
    await Promise.all([gateway.call(calls.QUERY_BALANCE, {}), gateway.call(calls.QUERY_BALANCE, {})]);
    expect(requests).toHaveLength(4);
    // Nor does its answer serve a route's reader.
    await gateway.call(calls.QUERY_BILL_DETAILS, { date: '2024-05' });
    await gateway.call(calls.QUERY_BILL_DETAILS, { date: '2024-05' }, { route: billRoute });
    expect(requests).toHaveLength(6);
  });

  it('builds the body from the address, and starts nothing where the address asks for no call', async () => {
    const { gateway, requests } = setup();
    gateway.start(billRoute, at('/billDetails?date=2024-05'));
    gateway.start(billRoute, at('/billDetails?date=bad'));
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/wechat/queryBill');
    expect(await requests[0]?.json()).toEqual({ token: 't1', date: '2024-05' });
  });

  it('starts a waiting call once, however often the loader runs for the same address', () => {
    const { gateway, requests } = setup();
    gateway.start(balanceRoute, at('/balance'));
    gateway.start(balanceRoute, at('/balance'));
    expect(requests).toHaveLength(1);
  });

  it('belongs to the session: a change of token or session headers empties it', async () => {
    const { gateway, requests, items } = setup();
    gateway.start(balanceRoute, at('/balance'));
    items.set('token', 't2');
    await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(requests).toHaveLength(2);
    items.set('tokens', 'agent-session');
    await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(requests).toHaveLength(3);
    // Back to a session seen before: what was asked under it is gone too.
    items.delete('tokens');
    items.set('token', 't1');
    await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(requests).toHaveLength(4);
  });

  it('forgets everything when the app says the subscriber changed', async () => {
    const { gateway, requests } = setup();
    await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    gateway.forgetRouteCalls();
    await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(requests).toHaveLength(2);
  });

  it(`holds at most ${ROUTE_CALL_ENTRIES} entries, the oldest going first`, async () => {
    const { gateway, requests } = setup();
    for (let day = 0; day <= ROUTE_CALL_ENTRIES; day += 1) {
      gateway.start(billRoute, at(`/billDetails?date=2024-${day}`));
    }
    await arrived();
    expect(requests).toHaveLength(ROUTE_CALL_ENTRIES + 1);
    await gateway.call(
      calls.QUERY_BILL_DETAILS,
      { date: `2024-${ROUTE_CALL_ENTRIES}` },
      { route: billRoute },
    );
    await gateway.call(calls.QUERY_BILL_DETAILS, { date: '2024-1' }, { route: billRoute });
    expect(requests).toHaveLength(ROUTE_CALL_ENTRIES + 1);
    await gateway.call(calls.QUERY_BILL_DETAILS, { date: '2024-0' }, { route: billRoute });
    expect(requests).toHaveLength(ROUTE_CALL_ENTRIES + 2);
  });

  it('settles the business codes only when a screen reads, so the toast appears once', async () => {
    const refusal = { code: -100, msg: '查询失败' };
    const { gateway, effects } = setup(refusal, refusal);
    gateway.start(balanceRoute, at('/balance'));
    await arrived();
    expect(effects.toast).not.toHaveBeenCalled();
    const read = await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(read.ok).toBe(false);
    expect(effects.toast).toHaveBeenCalledTimes(1);
    expect(effects.toast).toHaveBeenCalledWith('查询失败');
  });

  it('rejects a read whose screen leaves while the shared answer is on its way; the request runs on', async () => {
    const { gateway, requests } = setup();
    gateway.start(balanceRoute, at('/balance'));
    const controller = new AbortController();
    const pending = gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    // The screen mounted again (React's strict mode does it at once) takes the same request.
    await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(requests).toHaveLength(1);
  });
});

describe('a route call chained on another’s answer (routeCallAfter)', () => {
  /** A bill of the month the balance names: null when the balance has no amount (no body, no call). */
  const chainedBill = routeCallAfter(balanceRoute, calls.QUERY_BILL_DETAILS, (_url, balance) =>
    balance.amount ? { date: '2024-05' } : null,
  );
  const paths = (requests: Request[]) => requests.map((request) => new URL(request.url).pathname);

  it('starts the first call, then the chained one as soon as its answer is in, and the screen reads it without asking again', async () => {
    const { gateway, requests } = setup();
    gateway.start(chainedBill, at('/bill'));
    expect(paths(requests)).toEqual(['/api/wechat/queryBalance']);
    await arrived();
    expect(paths(requests)).toEqual(['/api/wechat/queryBalance', '/api/wechat/queryBill']);
    expect(await requests[1]?.json()).toMatchObject({ date: '2024-05' });
    const read = await gateway.call(calls.QUERY_BILL_DETAILS, { date: '2024-05' }, { route: chainedBill });
    expect(read).toMatchObject({ ok: true, data: BILL });
    expect(requests).toHaveLength(2);
  });

  it('builds its body from the answer the app already holds, and asks only for itself', async () => {
    const { gateway, requests } = setup();
    gateway.start(chainedBill, at('/bill'), {
      held: (route) => (route === balanceRoute ? BALANCE : undefined),
    });
    expect(paths(requests)).toEqual(['/api/wechat/queryBill']);
  });

  it('sends nothing more when the first call is refused', async () => {
    const { gateway, requests } = setup({ code: 0, msg: '查询失败' });
    gateway.start(chainedBill, at('/bill'));
    await arrived();
    expect(paths(requests)).toEqual(['/api/wechat/queryBalance']);
  });

  it('sends nothing more when the first call finds no network', async () => {
    const { gateway, requests } = setup('offline');
    gateway.start(chainedBill, at('/bill'));
    await arrived();
    expect(paths(requests)).toEqual(['/api/wechat/queryBalance']);
  });

  it('sends nothing more when the answer gives no body', async () => {
    const { gateway, requests } = setup({ code: 1, msg: '成功', data: { ...BALANCE, amount: '' } });
    gateway.start(chainedBill, at('/bill'));
    await arrived();
    expect(paths(requests)).toEqual(['/api/wechat/queryBalance']);
  });
});

describe('a route call chained on a lookup outside the gateway (routeCallOn)', () => {
  const paths = (requests: Request[]) => requests.map((request) => new URL(request.url).pathname);
  /** The bill of the month a lookup names; none when it names none. */
  const billOn = (lookup: () => Promise<string>) =>
    routeCallOn(lookup, calls.QUERY_BILL_DETAILS, (_url, month) => (month ? { date: month } : null));
  /** A lookup still out, and how it finds its month. */
  function pendingLookup() {
    let found: (month: string) => void = () => undefined;
    const lookup = new Promise<string>((resolve) => {
      found = resolve;
    });
    return { lookup: () => lookup, found: (month: string) => found(month) };
  }

  it('starts the call once the lookup has found, and the screen reads it without asking again', async () => {
    const { gateway, requests } = setup();
    const { lookup, found } = pendingLookup();
    const route = billOn(lookup);
    gateway.start(route, at('/store'));
    await arrived();
    expect(requests).toEqual([]);
    found('2024-05');
    await arrived();
    expect(paths(requests)).toEqual(['/api/wechat/queryBill']);
    const read = await gateway.call(calls.QUERY_BILL_DETAILS, { date: '2024-05' }, { route });
    expect(read).toMatchObject({ ok: true, data: BILL });
    expect(requests).toHaveLength(1);
  });

  it('sends nothing when the lookup gives no body', async () => {
    const { gateway, requests } = setup();
    gateway.start(
      billOn(async () => ''),
      at('/store'),
    );
    await arrived();
    expect(requests).toEqual([]);
  });

  it('sends nothing when the session changed while the lookup was out', async () => {
    const { gateway, items, requests } = setup();
    const { lookup, found } = pendingLookup();
    gateway.start(billOn(lookup), at('/store'));
    items.set('token', 't2');
    found('2024-05');
    await arrived();
    expect(requests).toEqual([]);
  });
});

describe('the picture a route call’s answer names (picture)', () => {
  /** The comment zone's banners, as comments/route-calls.ts declares them. */
  const bannersRoute = routeCall(calls.get_banner, () => ({}), { picture: '/list/0/url' });
  const banners = (...urls: string[]) => ({
    code: 1,
    msg: '成功',
    data: { list: urls.map((url) => ({ url, tpurl: '' })) },
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is asked for as soon as the answer the loader started is in, as an address of the site', async () => {
    vi.stubGlobal('location', { href: 'http://hall.test/message' });
    const { gateway, pictures } = setup(banners('/__demo/banner-1.svg', '/__demo/banner-2.svg'));
    gateway.start(bannersRoute, at('/message'));
    expect(pictures).toEqual([]);
    await arrived();
    expect(pictures).toEqual(['http://hall.test/__demo/banner-1.svg']);
  });

  it('is not asked for when the answer fails, names none, or names what is no http(s) address', async () => {
    vi.stubGlobal('location', { href: 'http://hall.test/message' });
    for (const answer of [
      { code: -100, msg: '系统繁忙' },
      'offline' as const,
      banners(),
      banners('  '),
      banners('javascript:alert(1)'),
      banners('data:image/svg+xml,<svg/>'),
    ]) {
      const { gateway, pictures } = setup(answer);
      gateway.start(bannersRoute, at('/message'));
      await arrived();
      expect(pictures).toEqual([]);
    }
  });

  it('is named by a JSON pointer', () => {
    expect(() => routeCall(calls.get_banner, () => ({}), { picture: 'list.0.url' })).toThrow(
      'get_banner: a picture is named by a JSON pointer, like /list/0/url',
    );
  });

  it('is not asked for once the session has changed while the answer was on its way', async () => {
    vi.stubGlobal('location', { href: 'http://hall.test/message' });
    const { gateway, items, pictures } = setup(banners('/__demo/banner-1.svg'));
    gateway.start(bannersRoute, at('/message'));
    items.set('token', 't2');
    await arrived();
    expect(pictures).toEqual([]);
  });
});
