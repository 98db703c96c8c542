import { afterEach, describe, expect, it, vi } from 'vitest';
import * as calls from './calls.gen.ts';
import { createGateway, GatewayError, type GatewayOptions } from './gateway.ts';
import { memoryStorage } from './memory-storage.ts';
import { GATEWAY_MESSAGES } from './messages.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Responder = (request: Request) => Response | Promise<Response>;

/** A gateway whose fetch records every request and answers with `respond`. */
function setup(
  respond: Responder,
  options: Partial<GatewayOptions> & { stored?: Record<string, string> } = {},
) {
  const { stored, ...gatewayOptions } = options;
  // Each overlay entry the gateway opens hands back its own hide; all of them report to hideLoading.
  const hideLoading = vi.fn<(message: string) => void>();
  const effects = {
    toast: vi.fn<(message: string) => void>(),
    showLoading: vi.fn((message: string) => () => hideLoading(message)),
    hideLoading,
    alert: vi.fn((_options: { title: string; message: string; confirmText: string }) => Promise.resolve()),
    navigate: vi.fn<(to: string) => void>(),
  };
  const { storage, items } = memoryStorage(stored);
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    requests.push(request.clone());
    return respond(request);
  });
  // Node's Request needs an absolute URL; in the browser baseUrl '' resolves against the page.
  const gateway = createGateway({
    baseUrl: 'http://gateway.test',
    effects,
    storage,
    fetch,
    ...gatewayOptions,
  });
  return { gateway, effects, items, requests, fetch };
}

/** Answers like a server that never replies, until the request is aborted. */
const never: Responder = (request) =>
  new Promise<Response>((_resolve, reject) => {
    request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('request shape', () => {
  it('POSTs the JSON body to baseUrl + the call path', async () => {
    const { gateway, requests } = setup(() => json({ code: 1, msg: '兑换成功', data: { left: 10 } }), {
      baseUrl: 'https://api.example.com/',
    });
    await gateway.call(calls.POINTS_EXCHANGE, { productId: 'p1' });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('https://api.example.com/api/wechat/pointsExchange');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.json()).toEqual({ productId: 'p1' });
  });

  it('sends a new W3C traceparent with every call', async () => {
    const { gateway, requests } = setup(() => json({ code: 1, msg: '', data: {} }));
    await gateway.call(calls.POINTS_EXCHANGE, { productId: 'p1' });
    await gateway.call(calls.POINTS_EXCHANGE, { productId: 'p1' });
    const [first, second] = requests.map((request) => request.headers.get('traceparent'));
    expect(first).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(second).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(second?.split('-')[1]).not.toBe(first?.split('-')[1]);
  });

  it('adds the stored token to the body and thirdSession / workNo headers when stored', async () => {
    const { gateway, requests } = setup(() => json({ code: 1, msg: '', data: {} }), {
      stored: { token: 'tok-1', tokens: 'third-1', workNo: 'LM360021' },
    });
    await gateway.call(calls.POINTS_EXCHANGE, { productId: 'p1' });
    const [request] = requests;
    expect(await request?.json()).toEqual({ productId: 'p1', token: 'tok-1' });
    expect(request?.headers.get('thirdSession')).toBe('third-1');
    expect(request?.headers.get('workNo')).toBe('LM360021');
  });

  it('keeps a token the body names itself (the real-name provider token of getSimpleOrCardNum)', async () => {
    const { gateway, requests } = setup(() => json({ code: 1, msg: '', data: {} }), {
      stored: { token: 'session-token' },
    });
    await gateway.call(calls.getSimpleOrCardNum, {
      bizId: 'biz-1',
      token: 'provider-token',
      uimId: 'u1',
      serviceId: '17012345678',
      workNo: 'LM360021',
      recordNumber: 'R1',
      cityName: '南昌',
    });
    const body = (await requests[0]?.json()) as { token?: string };
    expect(body.token).toBe('provider-token');
  });

  it('sends neither token nor session headers when nothing is stored', async () => {
    const { gateway, requests } = setup(() => json({ code: 1, msg: '', data: { list: [] } }));
    await gateway.call(calls.BANNER);
    const [request] = requests;
    expect(await request?.json()).toEqual({});
    expect(request?.headers.has('thirdSession')).toBe(false);
    expect(request?.headers.has('workNo')).toBe(false);
  });

  it('sends the fields of a GET call as the query string, without a body or the token', async () => {
    expect(calls.captchaImage.method).toBe('get');
    const { gateway, requests } = setup(() => json({ code: 1, msg: '', data: { img: 'aGk=' } }), {
      stored: { token: 'tok-1', tokens: 'third-1' },
    });
    await gateway.call(calls.captchaImage, { randomStr: '7', times: '1718262000000' });
    const [request] = requests;
    expect(request?.method).toBe('GET');
    const url = new URL(request?.url ?? '');
    expect(url.pathname).toBe('/api/gzh/captchaImage');
    expect(Object.fromEntries(url.searchParams)).toEqual({ randomStr: '7', times: '1718262000000' });
    expect(request?.body).toBeNull();
    expect(request?.headers.get('thirdSession')).toBe('third-1');
  });
});

describe('success codes', () => {
  it('returns data on code 1', async () => {
    const { gateway, effects } = setup(() => json({ code: 1, msg: '成功', data: { list: [] } }));
    await expect(gateway.call(calls.BANNER)).resolves.toEqual({
      ok: true,
      code: 1,
      msg: '成功',
      data: { list: [] },
    });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('accepts code 0 where the app counts it as success (hall)', async () => {
    const { gateway, effects } = setup(() => json({ code: 0, msg: '', data: { list: [] } }), {
      successCodes: [1, 0],
    });
    await expect(gateway.call(calls.BANNER)).resolves.toMatchObject({
      ok: true,
      code: 0,
      data: { list: [] },
    });
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('treats code 0 as another code with the default success codes (agent)', async () => {
    const { gateway, effects } = setup(() => json({ code: 0, msg: '校验未通过' }));
    const result = await gateway.call(calls.BANNER);
    expect(result).toEqual({ ok: false, code: 0, msg: '校验未通过', data: { code: 0, msg: '校验未通过' } });
    expect(effects.toast).toHaveBeenCalledWith('校验未通过');
  });

  it('returns the whole body when data is absent', async () => {
    const { gateway } = setup(() => json({ code: 1, msg: '兑换成功' }));
    const result = await gateway.call(calls.POINTS_EXCHANGE, { productId: 'p1' });
    expect(result).toEqual({ ok: true, code: 1, msg: '兑换成功', data: { code: 1, msg: '兑换成功' } });
  });

  it('reads codes sent as numeric strings', async () => {
    const { gateway } = setup(() => json({ code: '1', msg: '', data: { list: [] } }));
    await expect(gateway.call(calls.BANNER)).resolves.toMatchObject({ ok: true, code: 1 });
  });
});

describe('a success no screen can read', () => {
  const member = { memberInfo: { memberName: '蓝猫用户', bindStatus: 0 } };

  it.each([
    ['data null', { code: 1, msg: '成功', data: null }],
    ['no data', { code: 1, msg: '成功' }],
    ['data {}', { code: 1, msg: '成功', data: {} }],
    ['memberInfo null', { code: 1, msg: '成功', data: { memberInfo: null } }],
    ['a list that is not a list', { code: 1, msg: '', data: { list: 'none' } }],
  ])('is refused with %s, like a broken transport, with its message', async (_case, body) => {
    const { gateway, effects } = setup(() => json(body));
    const call = body.msg === '' ? gateway.call(calls.BANNER) : gateway.call(calls.PERSONAL_DATA, {});
    await expect(call).rejects.toMatchObject({
      name: 'GatewayError',
      kind: 'answer',
      message: '返回数据异常，请稍后重试',
    });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('返回数据异常，请稍后重试');
  });

  it('hands on a readable answer, an optional field sent as null left out', async () => {
    const { gateway } = setup(() =>
      json({ code: 1, msg: '成功', data: { ...member, mobilePhoneInfo: null } }),
    );
    await expect(gateway.call(calls.PERSONAL_DATA, {})).resolves.toEqual({
      ok: true,
      code: 1,
      msg: '成功',
      data: member,
    });
  });
});

describe('business codes', () => {
  it('-100 toasts the default message and hands the full answer to the caller', async () => {
    const { gateway, effects } = setup(() => json({ code: -100 }));
    const result = await gateway.call(calls.POINTS_EXCHANGE, { productId: 'p1' });
    expect(result).toEqual({ ok: false, code: -100, msg: '', data: { code: -100 } });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('操作失败');
  });

  it('-100 toasts the given msg, even with toast: false', async () => {
    const { gateway, effects } = setup(() => json({ code: -100, msg: '兑换失败，积分不足' }));
    const result = await gateway.call(calls.POINTS_EXCHANGE, { productId: 'p1' }, { toast: false });
    expect(result).toMatchObject({ ok: false, code: -100, msg: '兑换失败，积分不足' });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('兑换失败，积分不足');
  });

  it('-101 removes every configured session key and nothing else', async () => {
    const { gateway, items } = setup(() => json({ code: -101, msg: '登录已失效' }), {
      stored: { token: 'tok-1', tokens: 'third-1', workNo: 'LM360021', uimId: 'u-1' },
      sessionKeys: ['token', 'tokens'],
    });
    await gateway.call(calls.getSeesion, { workNo: 'LM360021', Type: 1 });
    expect(items.has('token')).toBe(false);
    expect(items.has('tokens')).toBe(false);
    expect(items.get('workNo')).toBe('LM360021');
    expect(items.get('uimId')).toBe('u-1');
  });

  it('-101 removes the token, shows the 去登录 dialog and navigates once it is confirmed', async () => {
    let confirm = () => {};
    const { gateway, effects, items } = setup(() => json({ code: -101, msg: '登录已失效，请重新登录' }), {
      stored: { token: 'tok-1', tokens: 'third-1' },
      sessionExpiredPath: '/PersonalInformation',
    });
    effects.alert.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          confirm = resolve;
        }),
    );
    const result = await gateway.call(calls.BANNER);
    expect(result).toMatchObject({ ok: false, code: -101, msg: '登录已失效，请重新登录' });
    expect(items.has('token')).toBe(false);
    expect(items.get('tokens')).toBe('third-1');
    expect(effects.alert).toHaveBeenCalledExactlyOnceWith({
      title: '提示',
      message: '登录已失效，请重新登录',
      confirmText: '去登录',
    });
    expect(effects.navigate).not.toHaveBeenCalled();
    confirm();
    await vi.waitFor(() => expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/PersonalInformation'));
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('-101 from four calls at once shows one 去登录 dialog and navigates once', async () => {
    let confirm = () => {};
    const { gateway, effects } = setup(() => json({ code: -101, msg: '登录已失效，请重新登录' }));
    effects.alert.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          confirm = resolve;
        }),
    );
    await Promise.all([
      gateway.call(calls.POINTS_EXCHANGE_LIST),
      gateway.call(calls.SIGN_STATUS),
      gateway.call(calls.PERSONAL_DATA),
      gateway.call(calls.BANNER),
    ]);
    expect(effects.alert).toHaveBeenCalledOnce();
    confirm();
    await vi.waitFor(() => expect(effects.navigate).toHaveBeenCalledOnce());

    // Once that dialog is answered, a later expiry asks again.
    await gateway.call(calls.BANNER);
    expect(effects.alert).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['no msg', {}],
    ['an empty msg', { msg: '' }],
  ])('-101 with %s says 登录已失效，请重新登录', async (_name, extra) => {
    const { gateway, effects } = setup(() => json({ code: -101, ...extra }));
    await gateway.call(calls.BANNER);
    expect(effects.alert).toHaveBeenCalledExactlyOnceWith({
      title: '提示',
      message: '登录已失效，请重新登录',
      confirmText: '去登录',
    });
  });

  it('-101 sent as a string code is handled the same way', async () => {
    const { gateway, effects, items } = setup(() => json({ code: '-101', msg: '请重新登录' }), {
      stored: { token: 'tok-1' },
      sessionExpiredPath: '/login',
    });
    await expect(gateway.call(calls.BANNER)).resolves.toMatchObject({ ok: false, code: -101 });
    expect(items.has('token')).toBe(false);
    await vi.waitFor(() => expect(effects.navigate).toHaveBeenCalledWith('/login'));
  });

  it('-102 toasts the default message and navigates to the session page', async () => {
    const { gateway, effects } = setup(() => json({ code: -102 }));
    await expect(gateway.call(calls.BANNER)).resolves.toMatchObject({ ok: false, code: -102 });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('请先绑定手机号');
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/PersonalInformation');
  });

  it('-102 toasts the given msg', async () => {
    const { gateway, effects } = setup(() => json({ code: -102, msg: '您还未绑定手机号' }));
    await gateway.call(calls.BANNER);
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('您还未绑定手机号');
  });

  it.each([60001, 60002, 60003])('%i toasts that the card-opening link must be reopened', async (code) => {
    const { gateway, effects } = setup(() => json({ code, msg: '开卡链接已关闭' }));
    await expect(gateway.call(calls.checkworknoinfo, { workNo: 'LM1', type: 1 })).resolves.toMatchObject({
      ok: false,
      code,
    });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('请关闭当前链接，重新进入进行开卡。');
  });

  it('any other code toasts its msg', async () => {
    const { gateway, effects } = setup(() => json({ code: 2, msg: '订单已支付' }));
    await expect(gateway.call(calls.BANNER)).resolves.toMatchObject({
      ok: false,
      code: 2,
      msg: '订单已支付',
    });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('订单已支付');
  });

  it('any other code without msg toasts 未知错误', async () => {
    const { gateway, effects } = setup(() => json({ code: 7 }));
    await gateway.call(calls.BANNER);
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('未知错误');
  });

  it('any other code stays silent with toast: false', async () => {
    const { gateway, effects } = setup(() => json({ code: 2, msg: '订单已支付' }));
    await expect(gateway.call(calls.BANNER, undefined, { toast: false })).resolves.toMatchObject({
      ok: false,
    });
    expect(effects.toast).not.toHaveBeenCalled();
  });
});

describe('loading overlay', () => {
  it('shows 加载中... for a loading call and hides it on success', async () => {
    expect(calls.POINTS_EXCHANGE.loading).toBe(true);
    const { gateway, effects } = setup(() => json({ code: 1, msg: '' }));
    await gateway.call(calls.POINTS_EXCHANGE, { productId: 'p1' });
    expect(effects.showLoading).toHaveBeenCalledExactlyOnceWith('加载中...');
    expect(effects.hideLoading).toHaveBeenCalledOnce();
  });

  it('hides it on a business failure, before the toast', async () => {
    const { gateway, effects } = setup(() => json({ code: -100, msg: '兑换失败，积分不足' }));
    await gateway.call(calls.POINTS_EXCHANGE, { productId: 'p1' });
    expect(effects.hideLoading).toHaveBeenCalledOnce();
    const hiddenAt = effects.hideLoading.mock.invocationCallOrder[0] ?? Number.POSITIVE_INFINITY;
    const toastAt = effects.toast.mock.invocationCallOrder[0] ?? 0;
    expect(hiddenAt).toBeLessThan(toastAt);
  });

  it('hides it on a transport failure', async () => {
    const { gateway, effects } = setup(() => new Response('Internal Server Error', { status: 500 }));
    await expect(gateway.call(calls.POINTS_EXCHANGE, { productId: 'p1' })).rejects.toBeInstanceOf(
      GatewayError,
    );
    expect(effects.showLoading).toHaveBeenCalledOnce();
    expect(effects.hideLoading).toHaveBeenCalledOnce();
  });

  it('is not shown for other calls unless asked, and takes a text', async () => {
    expect(calls.BANNER.loading).toBe(false);
    const { gateway, effects } = setup(() => json({ code: 1, msg: '', data: { list: [] } }));
    await gateway.call(calls.BANNER);
    expect(effects.showLoading).not.toHaveBeenCalled();
    await gateway.call(calls.BANNER, undefined, { loading: '加载中，请耐心等待...' });
    expect(effects.showLoading).toHaveBeenCalledExactlyOnceWith('加载中，请耐心等待...');
    await gateway.call(calls.BANNER, undefined, { loading: true });
    expect(effects.showLoading).toHaveBeenLastCalledWith('加载中...');
    expect(effects.hideLoading).toHaveBeenCalledTimes(2);
  });

  it('can be turned off for a loading call', async () => {
    const { gateway, effects } = setup(() => json({ code: 1, msg: '' }));
    await gateway.call(calls.POINTS_EXCHANGE, { productId: 'p1' }, { loading: false });
    expect(effects.showLoading).not.toHaveBeenCalled();
    expect(effects.hideLoading).not.toHaveBeenCalled();
  });

  it('closes the entry of each overlapping loading call as that call settles', async () => {
    const answers: Array<() => void> = [];
    const { gateway, effects } = setup(
      () =>
        new Promise<Response>((resolve) =>
          answers.push(() => resolve(json({ code: 1, msg: '', data: { list: [] } }))),
        ),
    );
    const first = gateway.call(calls.POINTS_EXCHANGE, { productId: 'p1' });
    const second = gateway.call(calls.BANNER, undefined, { loading: '加载中，请耐心等待...' });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(effects.showLoading).toHaveBeenCalledTimes(2);
    answers[0]?.();
    await first;
    expect(effects.hideLoading).toHaveBeenCalledExactlyOnceWith('加载中...');
    answers[1]?.();
    await second;
    expect(effects.hideLoading).toHaveBeenCalledTimes(2);
    expect(effects.hideLoading).toHaveBeenLastCalledWith('加载中，请耐心等待...');
  });
});

describe('transport errors', () => {
  it('times out after 30 s with the timeout message', async () => {
    vi.useFakeTimers();
    const { gateway, effects } = setup(never);
    const pending = gateway.call(calls.POINTS_EXCHANGE, { productId: 'p1' });
    const settled = vi.fn();
    pending.then(settled, settled);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toMatchObject({ name: 'GatewayError', kind: 'timeout' });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('请求超时，请稍后重试...');
    expect(effects.hideLoading).toHaveBeenCalledOnce();
  });

  it('honours a configured timeout', async () => {
    vi.useFakeTimers();
    const { gateway } = setup(never, { timeoutMs: 5_000 });
    const pending = gateway.call(calls.BANNER);
    const check = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(5_000);
    await check;
  });

  it.each([
    [500, '服务器内部错误 (500)，请稍后重试...'],
    [405, '请求方式不被允许 (405)，请联系管理员'],
    [502, '系统更新中，请稍后重试...'],
    [404, '系统更新中，请稍后重试...'],
  ])('HTTP %i without a code toasts %s and rejects', async (status, message) => {
    const { gateway, effects } = setup(() => new Response('<html>error</html>', { status }));
    const failure = await gateway.call(calls.BANNER).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ kind: 'http', status, message });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith(message);
  });

  // The decision GATEWAY_MESSAGES.methodNotAllowed records (product.md › 错误与提示): one text for every call, the
  // subscriber's handling flows included, never a [name]异常 that would name the call.
  it.each([
    ['a hall query', calls.BANNER],
    ['a hall handling flow', calls.personTransAcctTForm],
    ['the agent app', calls.getSeesion],
  ] as const)('HTTP 405 in %s toasts the one catalogue text, not the call name', async (_area, call) => {
    const { gateway, effects } = setup(() => new Response('', { status: 405 }));
    const failure = await gateway
      .call(call as typeof calls.BANNER, {} as never)
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      kind: 'http',
      status: 405,
      message: '请求方式不被允许 (405)，请联系管理员',
    });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('请求方式不被允许 (405)，请联系管理员');
    expect(effects.toast.mock.calls[0]?.[0]).not.toMatch(/异常$/);
  });

  it('a failed answer that carries a code toasts its msg', async () => {
    const { gateway, effects } = setup(() => json({ code: -1, msg: '参数错误' }, 400));
    await expect(gateway.call(calls.BANNER)).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      message: '参数错误',
    });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('参数错误');
  });

  it('a failed answer that carries a code but no msg toasts 请求异常', async () => {
    const { gateway, effects } = setup(() => json({ code: '500' }, 500));
    await expect(gateway.call(calls.BANNER)).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('请求异常');
  });

  it('a network failure toasts 系统更新中 and rejects', async () => {
    const { gateway, effects } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(gateway.call(calls.BANNER)).rejects.toMatchObject({ name: 'GatewayError', kind: 'network' });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith('系统更新中，请稍后重试...');
  });

  it('a 200 answer that is not the envelope counts as a transport failure', async () => {
    const { gateway, effects } = setup(
      () => new Response('<!doctype html><title>app</title>', { status: 200 }),
    );
    await expect(gateway.call(calls.BANNER)).rejects.toMatchObject({ kind: 'http', status: 200 });
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith(GATEWAY_MESSAGES.systemUpdating);
  });

  it('a call the caller aborts rejects with the abort reason and shows nothing', async () => {
    const { gateway, effects } = setup(never);
    const controller = new AbortController();
    const pending = gateway.call(calls.POINTS_EXCHANGE, { productId: 'p1' }, { signal: controller.signal });
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'left the page' });
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.hideLoading).toHaveBeenCalledOnce();
  });

  describe('the transport failure hook (field reports)', () => {
    function withHook(respond: Responder, options: Partial<GatewayOptions> = {}) {
      const transportFailed = vi.fn();
      const { effects } = setup(respond);
      const { gateway } = setup(respond, { effects: { ...effects, transportFailed }, ...options });
      return { gateway, transportFailed };
    }

    it.each([
      [
        'an HTTP status',
        () => new Response('<html>error</html>', { status: 502 }),
        { kind: 'http', status: 502 },
      ],
      ['no network', () => Promise.reject(new TypeError('Failed to fetch')), { kind: 'network' }],
      ['a 2xx not the envelope', () => new Response('<html></html>'), { kind: 'answer', status: 200 }],
    ] as const)('names the call and %s', async (_, respond, failure) => {
      const { gateway, transportFailed } = withHook(respond as Responder);
      await gateway.call(calls.BANNER).catch(() => undefined);
      expect(transportFailed).toHaveBeenCalledExactlyOnceWith({
        call: 'BANNER',
        ...failure,
        trace: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
    });

    it('names the trace id the failed request sent in its traceparent', async () => {
      const transportFailed = vi.fn();
      const { effects } = setup(() => json({}));
      const { gateway, requests } = setup(() => new Response('down', { status: 500 }), {
        effects: { ...effects, transportFailed },
      });
      await gateway.call(calls.BANNER).catch(() => undefined);
      const header = requests[0]?.headers.get('traceparent') ?? '';
      expect(transportFailed.mock.calls[0]?.[0].trace).toBe(header.split('-')[1]);
    });

    it('names the call that timed out', async () => {
      vi.useFakeTimers();
      const { gateway, transportFailed } = withHook(never, { timeoutMs: 1_000 });
      const pending = gateway.call(calls.BANNER).catch(() => undefined);
      await vi.advanceTimersByTimeAsync(1_000);
      await pending;
      expect(transportFailed).toHaveBeenCalledExactlyOnceWith({
        call: 'BANNER',
        kind: 'timeout',
        trace: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
    });

    it('is not told of a business code', async () => {
      const { gateway, transportFailed } = withHook(() => json({ code: -1, msg: '余额不足' }));
      await gateway.call(calls.BANNER).catch(() => undefined);
      expect(transportFailed).not.toHaveBeenCalled();
    });
  });
});
