import { afterEach, describe, expect, it, vi } from 'vitest';
import * as calls from './calls.gen.ts';
import { createGateway } from './gateway.ts';
import { memoryStorage } from './memory-storage.ts';
import { routeCall } from './route-call.ts';

const BALANCE = { amount: '12.00', color: [], title: '', data: [], dataVal: [], explain: '' };

/** A gateway whose fetch records each request's path and body and answers with `answer`. */
function setup(answer: unknown = { code: 1, msg: '成功', data: BALANCE }, pending = false) {
  const { storage, items } = memoryStorage({ token: 't1' });
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    requests.push(request.clone());
    if (pending) return new Promise<Response>(() => undefined);
    return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
  });
  const effects = {
    toast: vi.fn<(message: string) => void>(),
    showLoading: vi.fn(() => () => undefined),
    alert: vi.fn(() => Promise.resolve()),
    navigate: vi.fn<(to: string) => void>(),
  };
  const gateway = createGateway({ baseUrl: 'http://gateway.test', effects, storage, fetch });
  return { gateway, effects, items, requests };
}

const at = (address: string) => new URL(address, 'http://hall.test');

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

  it('is taken once: 重试 through the same declaration asks the server again', async () => {
    const { gateway, requests } = setup();
    gateway.start(balanceRoute, at('/balance'));
    await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(requests).toHaveLength(2);
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

  it('is kept by its declaration: a plain call, or another declaration of the same call, sends its own', async () => {
    const { gateway, requests } = setup();
    const otherBalance = routeCall(calls.QUERY_BALANCE, () => ({}));
    gateway.start(balanceRoute, at('/Recharge'));
    await gateway.call(calls.QUERY_BALANCE, {});
    await gateway.call(calls.QUERY_BALANCE, {}, { route: otherBalance });
    expect(requests).toHaveLength(3);
  });

  it('is not taken for another address or session', async () => {
    // Any settled answer will do: what counts is whether a request was made.
    const { gateway, requests, items } = setup({ code: 3, msg: '' });
    gateway.start(billRoute, at('/billDetails?date=2024-05'));
    await gateway.call(calls.QUERY_BILL_DETAILS, { date: '2024-06' }, { route: billRoute });
    expect(requests).toHaveLength(2);
    gateway.start(balanceRoute, at('/balance'));
    items.set('token', 't2');
    await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(requests).toHaveLength(4);
  });

  it('settles the business codes when the screen reads, so the toast appears once', async () => {
    const { gateway, effects } = setup({ code: -100, msg: '查询失败' });
    gateway.start(balanceRoute, at('/balance'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(effects.toast).not.toHaveBeenCalled();
    const read = await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(read.ok).toBe(false);
    expect(effects.toast).toHaveBeenCalledTimes(1);
    expect(effects.toast).toHaveBeenCalledWith('查询失败');
  });

  it('drops an answer nobody took within ten seconds of its arrival', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { gateway, requests } = setup();
    gateway.start(balanceRoute, at('/balance'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.setSystemTime(Date.now() + 10_001);
    await gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute });
    expect(requests).toHaveLength(2);
  });

  it('rejects a read whose screen leaves while the shared answer is on its way', async () => {
    const { gateway } = setup(undefined, true);
    gateway.start(balanceRoute, at('/balance'));
    const controller = new AbortController();
    const pending = gateway.call(calls.QUERY_BALANCE, {}, { route: balanceRoute, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
