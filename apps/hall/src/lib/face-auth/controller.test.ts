// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { GATEWAY_MESSAGES } from '@bluecat/api/messages';
import { answerWith, bendAnswer, type Choices, exampleData, OFFLINE } from '@bluecat/api/testing';
import { toast } from '@bluecat/ui/overlays';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeEffects, machine } from '../../testing/face-auth-test-effects.ts';
import { checkFaceAuthReturn, isQrImage, loadVideoQr, RESULT_DELAY_MS, startFaceAuth } from './controller.ts';
import { completeForm, FACE_AUTH_FLOWS } from './flows.ts';

// The gateway's own toasts (a refusal's message, an answer it cannot read) are read here.
vi.mock('@bluecat/ui/overlays', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bluecat/ui/overlays')>()),
  toast: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(toast).mockClear();
});

const cardForm = { idCardNumber: '15123X', name: '张伟' };
const realNameForm = { mobilePhone: '13912345678', servicePassword: '123456' };
/** QUERY_PHONE's started verification in the contract: its biz_no, and the demo page it leads to. */
const STARTED = exampleData(calls.QUERY_PHONE) as { biz_no: string; url: string };
/** CPDEIMG's QR code in the contract. */
const QR_IMAGE = exampleData(calls.CPDEIMG) as string;
/** PERSONAL_DATA's bound number in the contract. */
const BOUND_NUMBER = '17088886666';

/** The test's effects, the calls answered by the contract as `choices` say. */
function setup(choices: Choices = {}, page?: string) {
  return { ...fakeEffects(page), server: answerWith(choices) };
}

describe('startFaceAuth', () => {
  it.each([
    [{}, '请输入身份证号后六位'],
    [{ idCardNumber: '15123X' }, '请输入您的姓名'],
    [{ idCardNumber: '15123X', name: '   ' }, '请输入您的姓名'],
  ])('toasts the first rule %o breaks and sends nothing', async (form, message) => {
    const { fx, server } = setup();
    const run = machine();
    await startFaceAuth(fx, { type: 'cardQuery', form }, run.dispatch);
    expect(fx.toast).toHaveBeenCalledWith(message);
    expect(server.requests).toEqual([]);
    expect(run.state).toEqual({ phase: 'idle' });
  });

  it('checks a real-name form against its own row of the rules', async () => {
    const { fx } = setup();
    await startFaceAuth(fx, { type: 'realName', form: { mobilePhone: '12345678901' } }, machine().dispatch);
    expect(fx.toast).toHaveBeenCalledWith('手机号格式错误');
  });

  it('sends the form with the return URL, stores type and biz_no, and leaves for the provider', async () => {
    const { fx, stored, server } = setup(
      { QUERY_PHONE: 'success' },
      'https://hall.example.com/queryCard?x=1',
    );
    const run = machine();
    await startFaceAuth(fx, { type: 'cardQuery', form: { ...cardForm, name: ' 张 伟 ' } }, run.dispatch);

    expect(server.bodiesOf(calls.QUERY_PHONE)).toEqual([
      { idCardNumber: '15123X', name: '张伟', returnUrl: 'https://hall.example.com/queryCard' },
    ]);
    expect(stored.get('authType')).toBe('cardQuery');
    expect(stored.get('biz_no')).toBe(STARTED.biz_no);
    // The contract's address is relative (the demo's stand-in page): it is resolved against the page.
    const provider = `https://hall.example.com${STARTED.url}`;
    expect(fx.assign).toHaveBeenCalledWith(provider);
    expect(run.state).toEqual({ phase: 'redirecting', url: provider });
  });

  it('takes a return route from the screen over the flow default', async () => {
    const { fx, server } = setup();
    await startFaceAuth(fx, { type: 'cardQuery', form: cardForm, returnPath: '/card' }, machine().dispatch);
    expect(server.bodiesOf(calls.QUERY_PHONE)).toEqual([
      expect.objectContaining({ returnUrl: 'https://hall.example.com/card' }),
    ]);
  });

  const setPasswordForm = { idCard: '36010219900315123X', name: '张伟', mobilePhone: '13912345678' };

  /** Starts the forgot-password verification, whose call also answers the old-password check. */
  async function startSetPassword(fx: ReturnType<typeof fakeEffects>['fx']) {
    const run = machine();
    await startFaceAuth(fx, { type: 'setPassword', form: setPasswordForm }, run.dispatch);
    return run;
  }

  it.each([
    ['a script address', 'javascript:alert(1)'],
    ['an app scheme', 'weixin://dl/business'],
  ])('refuses %s: no redirect, nothing stored', async (_name, url) => {
    const { fx, stored } = setup({ servicePasswordEditTest: 'faceStarted' });
    bendAnswer(calls.servicePasswordEditTest, (body) => ({
      ...body,
      data: { ...(body.data as object), url },
    }));
    const run = await startSetPassword(fx);
    expect(fx.assign).not.toHaveBeenCalled();
    expect(stored.size).toBe(0);
    expect(fx.toast).toHaveBeenCalledWith('人脸核验暂时无法发起，请稍后重试');
    expect(run.state).toEqual({ phase: 'idle' });
  });

  it('refuses a password-check answer, which starts no verification', async () => {
    const { fx, stored } = setup({ servicePasswordEditTest: 'passwordChecked' });
    const run = await startSetPassword(fx);
    expect(fx.assign).not.toHaveBeenCalled();
    expect(stored.size).toBe(0);
    expect(fx.toast).toHaveBeenCalledWith('人脸核验暂时无法发起，请稍后重试');
    expect(run.state).toEqual({ phase: 'idle' });
  });

  it.each([
    ['no address', 'url'],
    ['no biz_no', 'biz_no'],
  ])('returns to the form on a start with %s, which the gateway cannot read', async (_name, missing) => {
    const { fx, stored } = setup({ servicePasswordEditTest: 'faceStarted' });
    bendAnswer(calls.servicePasswordEditTest, (body) => {
      const { [missing]: _gone, ...data } = body.data as Record<string, unknown>;
      return { ...body, data };
    });
    const run = await startSetPassword(fx);
    expect(fx.assign).not.toHaveBeenCalled();
    expect(stored.size).toBe(0);
    expect(vi.mocked(toast)).toHaveBeenCalledWith(GATEWAY_MESSAGES.unreadableAnswer);
    expect(run.state).toEqual({ phase: 'idle' });
  });

  it('returns to the form on -100, which the gateway has shown', async () => {
    const { fx, stored } = setup({ REAL_NAME: 'failed' });
    const run = machine();
    await startFaceAuth(fx, { type: 'realName', form: realNameForm }, run.dispatch);
    expect(vi.mocked(toast)).toHaveBeenCalledWith('服务密码错误，请重新输入');
    expect(fx.toast).not.toHaveBeenCalled();
    expect(stored.size).toBe(0);
    expect(run.state).toEqual({ phase: 'idle' });
  });

  it('returns to the form on a transport error', async () => {
    const { fx } = setup({ QUERY_PHONE: 'code=500' });
    const run = machine();
    await startFaceAuth(fx, { type: 'cardQuery', form: cardForm }, run.dispatch);
    expect(run.state).toEqual({ phase: 'idle' });
  });

  it('-106: toasts, then shows the QR code of the bound number for a form without one', async () => {
    const { fx, server } = setup({
      QUERY_PHONE: 'promiseVideo',
      PERSONAL_DATA: 'success',
      CPDEIMG: 'success',
    });
    const run = machine();
    await startFaceAuth(fx, { type: 'cardQuery', form: cardForm }, run.dispatch);
    expect(fx.toast).toHaveBeenCalledWith('请继续完成承诺视频');
    expect(server.bodiesOf(calls.CPDEIMG)).toEqual([{ serviceId: BOUND_NUMBER }]);
    expect(run.state).toEqual({ phase: 'qr-shown', image: QR_IMAGE });
    expect(fx.assign).not.toHaveBeenCalled();
  });

  it('-106: uses the mobile number of the form when it has one', async () => {
    const { fx, server } = setup({ REAL_NAME: 'promiseVideo' });
    await startFaceAuth(fx, { type: 'realName', form: realNameForm }, machine().dispatch);
    expect(server.countOf(calls.PERSONAL_DATA)).toBe(0);
    expect(server.bodiesOf(calls.CPDEIMG)).toEqual([{ serviceId: '13912345678' }]);
  });

  it.each<[string, Choices, (() => void)?]>([
    ['the QR call fails', { CPDEIMG: 'failed' }],
    ['the QR call breaks', { CPDEIMG: OFFLINE }],
    [
      'the answer is not an image',
      { CPDEIMG: 'success' },
      () => bendAnswer(calls.CPDEIMG, (body) => ({ ...body, data: 'javascript:alert(1)' })),
    ],
    ['no number is bound', { PERSONAL_DATA: 'unbound' }],
    ['the member cannot be read', { PERSONAL_DATA: 'code=500' }],
  ])('-106: shows the QR failure when %s', async (_name, choices, bend) => {
    const { fx } = setup({ QUERY_PHONE: 'promiseVideo', ...choices });
    bend?.();
    const run = machine();
    await startFaceAuth(fx, { type: 'cardQuery', form: cardForm }, run.dispatch);
    expect(run.state).toEqual({ phase: 'qr-failed' });
  });
});

describe('a new check', () => {
  const cancelForm = { mobilePhone: '17088886666', idCard: '36010219900101123X', name: '张伟' };

  it.each([
    ['closeAccount', cancelForm, 'cancel-form'],
    ['changeCard', { idCard: '36010219900101123X', name: '张伟' }, 'change-card-form'],
    ['callDivert', cardForm, 'call-divert-pass'],
  ] as const)(
    'of %s drops the earlier biz_no and the passed check before it is sent',
    async (type, form, passed) => {
      const { fx, stored } = fakeEffects();
      stored.set('biz_no', 'FA0');
      stored.set('authType', type);
      stored.set(`draft:${passed}`, '{"biz_no":"FA0"}');
      const seen: (string | undefined)[] = [];
      // What the tab still holds of the earlier check when the server gets the new one, which it refuses.
      const server = answerWith({
        [FACE_AUTH_FLOWS[type].call.name]: () => {
          seen.push(stored.get('biz_no'), stored.get(`draft:${passed}`));
          return 'failed';
        },
      });

      await startFaceAuth(fx, { type, form }, machine().dispatch);

      expect(server.requests).toHaveLength(1);
      expect(seen).toEqual([undefined, undefined]);
      // Refused, the new check leaves nothing of the earlier one to go on with.
      expect(stored.has('biz_no')).toBe(false);
      expect(stored.has(`draft:${passed}`)).toBe(false);
    },
  );

  it('keeps the earlier check while the form does not pass its rules (nothing starts)', async () => {
    const { fx, stored, server } = setup();
    stored.set('biz_no', 'FA0');
    stored.set('draft:cancel-form', '{"biz_no":"FA0"}');
    await startFaceAuth(fx, { type: 'closeAccount', form: {} }, machine().dispatch);
    expect(stored.get('biz_no')).toBe('FA0');
    expect(stored.has('draft:cancel-form')).toBe(true);
    expect(server.requests).toEqual([]);
  });
});

describe('checkFaceAuthReturn', () => {
  /** Back from the provider on a page of `type`, with verification FA9 waiting for its result. */
  function returned(choices: Choices = {}, type = 'cardQuery') {
    const harness = setup(choices);
    harness.stored.set('authType', type);
    harness.stored.set('biz_no', 'FA9');
    return harness;
  }

  it('does nothing without a stored number', async () => {
    const { fx, server } = setup();
    fx.storage.write('authType', 'cardQuery');
    const run = machine();
    await checkFaceAuthReturn(fx, 'cardQuery', () => cardForm, run.dispatch);
    expect(run.events).toEqual([]);
    expect(server.requests).toEqual([]);
  });

  it("leaves another business's verification alone", async () => {
    const { fx, stored, server } = returned({}, 'realName');
    const run = machine();
    await checkFaceAuthReturn(fx, 'cardQuery', () => cardForm, run.dispatch);
    expect(server.requests).toEqual([]);
    expect(stored.get('biz_no')).toBe('FA9');
  });

  it('asks 500 ms later, removes the number and passes', async () => {
    const { fx, stored, waits, server } = returned({ RESULT_QUERY: 'success' });
    const run = machine();
    await checkFaceAuthReturn(fx, 'cardQuery', () => cardForm, run.dispatch);
    expect(waits).toEqual([RESULT_DELAY_MS]);
    expect(RESULT_DELAY_MS).toBe(500);
    expect(server.bodiesOf(calls.RESULT_QUERY)).toEqual([{ biz_no: 'FA9' }]);
    expect(stored.has('biz_no')).toBe(false);
    expect(stored.get('authType')).toBe('cardQuery');
    expect(fx.toast).toHaveBeenCalledWith('身份核验成功');
    expect(run.state).toEqual({ phase: 'passed', bizNo: 'FA9' });
  });

  it('a mismatch alerts, then returns to the form', async () => {
    const { fx, stored } = returned({ RESULT_QUERY: 'checkFailed' });
    const run = machine();
    await checkFaceAuthReturn(fx, 'cardQuery', () => cardForm, run.dispatch);
    expect(fx.alert).toHaveBeenCalledWith({ title: '提示', message: '您的身份信息校验失败，请重试' });
    expect(run.events.map((event) => event.type)).toEqual(['returned', 'rejected', 'back']);
    expect(run.state).toEqual({ phase: 'idle' });
    expect(stored.has('biz_no')).toBe(false);
  });

  it.each([
    ['closeAccount', '身份核验失败，请重试'],
    ['changeCard', '身份核验失败，请重试'],
    ['callDivert', '身份核验失败，请重试'],
    ['accountBind', '身份核验失败，请重试'],
    ['setPassword', '身份核验失败，请重试'],
    ['cardQuery', '您的身份信息校验失败，请重试'],
    ['realName', '您的身份信息校验失败，请重试'],
  ] as const)(
    'a mismatch of %s says what product.md › 人脸核验 has for its business: %s',
    async (type, message) => {
      const { fx } = returned({ RESULT_QUERY: 'checkFailed' }, type);
      await checkFaceAuthReturn(fx, type, () => ({}), machine().dispatch);
      expect(fx.alert).toHaveBeenCalledWith({ title: '提示', message });
    },
  );

  it.each<[string, string, (() => void)?]>([
    ['the server message', '身份核验失败，请重试'],
    [
      'the default when the answer has none',
      '身份核验失败，请重试',
      // A code the contract does not list, with no message at all.
      () => bendAnswer(calls.RESULT_QUERY, () => ({ code: -5, msg: '' })),
    ],
  ])('an answer without a result shows the failure screen with %s', async (_name, message, bend) => {
    const { fx, stored } = returned({ RESULT_QUERY: 'failed' });
    bend?.();
    const run = machine();
    await checkFaceAuthReturn(fx, 'cardQuery', () => cardForm, run.dispatch);
    expect(run.state).toEqual({ phase: 'failed', bizNo: 'FA9', message });
    expect(stored.has('biz_no')).toBe(false);
  });

  it('a transport error shows the failure screen with its message', async () => {
    const { fx } = returned({ RESULT_QUERY: 'code=500' });
    const run = machine();
    await checkFaceAuthReturn(fx, 'cardQuery', () => cardForm, run.dispatch);
    expect(run.state).toEqual({
      phase: 'failed',
      bizNo: 'FA9',
      message: '服务器内部错误 (500)，请稍后重试...',
    });
  });

  it('a request cancelled as the page unloads keeps the number', async () => {
    const { fx, stored } = returned({ RESULT_QUERY: OFFLINE });
    // An unloaded page never runs its next task.
    fx.wait.mockImplementation((ms: number) => (ms === 0 ? new Promise<void>(() => {}) : Promise.resolve()));
    const run = machine();
    void checkFaceAuthReturn(fx, 'cardQuery', () => cardForm, run.dispatch);
    await vi.waitFor(() => expect(fx.wait).toHaveBeenLastCalledWith(0, undefined));
    expect(stored.get('biz_no')).toBe('FA9');
    expect(run.state).toEqual({ phase: 'checking', bizNo: 'FA9' });
  });

  it('-106 on the result turns to the commitment video', async () => {
    const { fx, server } = returned({ RESULT_QUERY: 'promiseVideo' }, 'realName');
    const run = machine();
    await checkFaceAuthReturn(fx, 'realName', () => realNameForm, run.dispatch);
    expect(fx.toast).toHaveBeenCalledWith('请继续完成承诺视频');
    expect(server.bodiesOf(calls.CPDEIMG)).toEqual([{ serviceId: '13912345678' }]);
    expect(run.state).toEqual({ phase: 'qr-shown', image: QR_IMAGE });
  });

  it('a page that leaves during the delay asks nothing and keeps the number', async () => {
    const { fx, stored, server } = returned();
    const controller = new AbortController();
    controller.abort();
    await checkFaceAuthReturn(fx, 'cardQuery', () => cardForm, machine().dispatch, controller.signal);
    expect(server.requests).toEqual([]);
    expect(stored.get('biz_no')).toBe('FA9');
  });
});

describe('loadVideoQr', () => {
  it('fetches the code for the form number', async () => {
    const { fx, server } = setup({ CPDEIMG: 'success' });
    const run = machine({ phase: 'video-required' });
    await loadVideoQr(fx, completeForm(realNameForm), run.dispatch);
    expect(server.bodiesOf(calls.CPDEIMG)).toEqual([{ serviceId: '13912345678' }]);
    expect(run.state).toEqual({ phase: 'qr-shown', image: QR_IMAGE });
  });
});

describe('isQrImage', () => {
  it.each<[unknown, boolean]>([
    [QR_IMAGE, true],
    ['data:image/jpeg;base64,/9j/', true],
    ['https://img.example.com/qr.png', true],
    ['data:text/html;base64,PGI+', false],
    ['javascript:alert(1)', false],
    ['/qr.png', false],
    ['', false],
    [null, false],
    [{ url: QR_IMAGE }, false],
  ])('%o → %s', (value, expected) => {
    expect(isQrImage(value)).toBe(expected);
  });
});
