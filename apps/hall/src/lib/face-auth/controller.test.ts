import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import { describe, expect, it, vi } from 'vitest';
import { fakeEffects, machine, ok, QR_IMAGE, refused } from '../../testing/face-auth-test-effects.ts';
import { checkFaceAuthReturn, isQrImage, loadVideoQr, RESULT_DELAY_MS, startFaceAuth } from './controller.ts';
import { completeForm } from './flows.ts';

const cardForm = { idCardNumber: '15123X', name: '张伟' };
const realNameForm = { mobilePhone: '13912345678', servicePassword: '123456' };

describe('startFaceAuth', () => {
  it.each([
    [{}, '请输入身份证号后六位'],
    [{ idCardNumber: '15123X' }, '请输入您的姓名'],
    [{ idCardNumber: '15123X', name: '   ' }, '请输入您的姓名'],
  ])('toasts the first rule %o breaks and sends nothing', async (form, message) => {
    const { fx } = fakeEffects();
    const run = machine();
    await startFaceAuth(fx, { type: 'cardQuery', form }, run.dispatch);
    expect(fx.toast).toHaveBeenCalledWith(message);
    expect(fx.api.start).not.toHaveBeenCalled();
    expect(run.state).toEqual({ phase: 'idle' });
  });

  it('checks a real-name form against its own row of the rules', async () => {
    const { fx } = fakeEffects();
    await startFaceAuth(fx, { type: 'realName', form: { mobilePhone: '12345678901' } }, machine().dispatch);
    expect(fx.toast).toHaveBeenCalledWith('手机号格式错误');
  });

  it('sends the form with the return URL, stores type and biz_no, and leaves for the provider', async () => {
    const { fx, stored } = fakeEffects('https://hall.example.com/queryCard?x=1');
    const run = machine();
    await startFaceAuth(fx, { type: 'cardQuery', form: { ...cardForm, name: ' 张 伟 ' } }, run.dispatch);

    expect(fx.api.start).toHaveBeenCalledWith(calls.QUERY_PHONE, {
      idCardNumber: '15123X',
      name: '张伟',
      returnUrl: 'https://hall.example.com/queryCard',
    });
    expect(stored.get('authType')).toBe('cardQuery');
    expect(stored.get('biz_no')).toBe('FA1');
    expect(fx.assign).toHaveBeenCalledWith('https://faceid.example.com/v?b=FA1');
    expect(run.state).toEqual({ phase: 'redirecting', url: 'https://faceid.example.com/v?b=FA1' });
  });

  it('takes a return route from the screen over the flow default', async () => {
    const { fx } = fakeEffects();
    await startFaceAuth(fx, { type: 'cardQuery', form: cardForm, returnPath: '/card' }, machine().dispatch);
    expect(fx.api.start).toHaveBeenCalledWith(
      calls.QUERY_PHONE,
      expect.objectContaining({ returnUrl: 'https://hall.example.com/card' }),
    );
  });

  it('resolves a relative address against the page', async () => {
    const { fx } = fakeEffects();
    fx.api.start.mockResolvedValue(ok({ biz_no: 'FA1', url: '/__demo/face-verify?biz_no=FA1' }));
    await startFaceAuth(fx, { type: 'cardQuery', form: cardForm }, machine().dispatch);
    expect(fx.assign).toHaveBeenCalledWith('https://hall.example.com/__demo/face-verify?biz_no=FA1');
  });

  it.each([
    ['a script address', { biz_no: 'FA1', url: 'javascript:alert(1)' }],
    ['an app scheme', { biz_no: 'FA1', url: 'weixin://dl/business' }],
    ['no address', { biz_no: 'FA1' }],
    ['no biz_no', { url: 'https://faceid.example.com/v' }],
    ['a password-check answer', { code: 1, msg: '验证成功' }],
  ])('refuses %s: no redirect, nothing stored', async (_name, data) => {
    const { fx, stored } = fakeEffects();
    fx.api.start.mockResolvedValue(ok(data));
    const run = machine();
    await startFaceAuth(
      fx,
      {
        type: 'setPassword',
        form: { idCard: '36010219900315123X', name: '张伟', mobilePhone: '13912345678' },
      },
      run.dispatch,
    );
    expect(fx.assign).not.toHaveBeenCalled();
    expect(stored.size).toBe(0);
    expect(fx.toast).toHaveBeenCalledWith('人脸核验暂时无法发起，请稍后重试');
    expect(run.state).toEqual({ phase: 'idle' });
  });

  it('returns to the form on -100, which the gateway has shown', async () => {
    const { fx, stored } = fakeEffects();
    fx.api.start.mockResolvedValue(refused(-100, '服务密码错误，请重新输入'));
    const run = machine();
    await startFaceAuth(fx, { type: 'realName', form: realNameForm }, run.dispatch);
    expect(fx.toast).not.toHaveBeenCalled();
    expect(stored.size).toBe(0);
    expect(run.state).toEqual({ phase: 'idle' });
  });

  it('returns to the form on a transport error', async () => {
    const { fx } = fakeEffects();
    fx.api.start.mockRejectedValue(
      new GatewayError('服务器内部错误 (500)，请稍后重试...', 'http', { status: 500 }),
    );
    const run = machine();
    await startFaceAuth(fx, { type: 'cardQuery', form: cardForm }, run.dispatch);
    expect(run.state).toEqual({ phase: 'idle' });
  });

  it('-106: toasts, then shows the QR code of the bound number for a form without one', async () => {
    const { fx } = fakeEffects();
    fx.api.start.mockResolvedValue(refused(-106, '请继续完成承诺视频'));
    const run = machine();
    await startFaceAuth(fx, { type: 'cardQuery', form: cardForm }, run.dispatch);
    expect(fx.toast).toHaveBeenCalledWith('请继续完成承诺视频');
    expect(fx.api.qr).toHaveBeenCalledWith('17088886666', undefined);
    expect(run.state).toEqual({ phase: 'qr-shown', image: QR_IMAGE });
    expect(fx.assign).not.toHaveBeenCalled();
  });

  it('-106: uses the mobile number of the form when it has one', async () => {
    const { fx } = fakeEffects();
    fx.api.start.mockResolvedValue(refused(-106, '请继续完成承诺视频'));
    await startFaceAuth(fx, { type: 'realName', form: realNameForm }, machine().dispatch);
    expect(fx.api.boundNumber).not.toHaveBeenCalled();
    expect(fx.api.qr).toHaveBeenCalledWith('13912345678', undefined);
  });

  it.each([
    [
      'the QR call fails',
      (fx: ReturnType<typeof fakeEffects>['fx']) =>
        fx.api.qr.mockResolvedValue(refused(-100, '二维码获取失败')),
    ],
    [
      'the QR call breaks',
      (fx: ReturnType<typeof fakeEffects>['fx']) => fx.api.qr.mockRejectedValue(new Error('network')),
    ],
    [
      'the answer is not an image',
      (fx: ReturnType<typeof fakeEffects>['fx']) => fx.api.qr.mockResolvedValue(ok('javascript:alert(1)')),
    ],
    [
      'no number is bound',
      (fx: ReturnType<typeof fakeEffects>['fx']) => fx.api.boundNumber.mockResolvedValue(null),
    ],
    [
      'the member cannot be read',
      (fx: ReturnType<typeof fakeEffects>['fx']) => fx.api.boundNumber.mockRejectedValue(new Error('x')),
    ],
  ])('-106: shows the QR failure when %s', async (_name, arrange) => {
    const { fx } = fakeEffects();
    fx.api.start.mockResolvedValue(refused(-106, '请继续完成承诺视频'));
    arrange(fx);
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
      fx.api.start.mockImplementation(async () => {
        seen.push(stored.get('biz_no'), stored.get(`draft:${passed}`));
        return refused(-100, '系统繁忙');
      });

      await startFaceAuth(fx, { type, form }, machine().dispatch);

      expect(fx.api.start).toHaveBeenCalledTimes(1);
      expect(seen).toEqual([undefined, undefined]);
      // Refused, the new check leaves nothing of the earlier one to go on with.
      expect(stored.has('biz_no')).toBe(false);
      expect(stored.has(`draft:${passed}`)).toBe(false);
    },
  );

  it('keeps the earlier check while the form does not pass its rules (nothing starts)', async () => {
    const { fx, stored } = fakeEffects();
    stored.set('biz_no', 'FA0');
    stored.set('draft:cancel-form', '{"biz_no":"FA0"}');
    await startFaceAuth(fx, { type: 'closeAccount', form: {} }, machine().dispatch);
    expect(stored.get('biz_no')).toBe('FA0');
    expect(stored.has('draft:cancel-form')).toBe(true);
  });
});

describe('checkFaceAuthReturn', () => {
  function returned(type = 'cardQuery') {
    const harness = fakeEffects();
    harness.stored.set('authType', type);
    harness.stored.set('biz_no', 'FA9');
    return harness;
  }

  it('does nothing without a stored number', async () => {
    const { fx } = fakeEffects();
    fx.storage.write('authType', 'cardQuery');
    const run = machine();
    await checkFaceAuthReturn(fx, 'cardQuery', () => cardForm, run.dispatch);
    expect(run.events).toEqual([]);
    expect(fx.api.result).not.toHaveBeenCalled();
  });

  it("leaves another business's verification alone", async () => {
    const { fx, stored } = returned('realName');
    const run = machine();
    await checkFaceAuthReturn(fx, 'cardQuery', () => cardForm, run.dispatch);
    expect(fx.api.result).not.toHaveBeenCalled();
    expect(stored.get('biz_no')).toBe('FA9');
  });

  it('asks 500 ms later, removes the number and passes', async () => {
    const { fx, stored, waits } = returned();
    const run = machine();
    await checkFaceAuthReturn(fx, 'cardQuery', () => cardForm, run.dispatch);
    expect(waits).toEqual([RESULT_DELAY_MS]);
    expect(RESULT_DELAY_MS).toBe(500);
    expect(fx.api.result).toHaveBeenCalledWith('FA9', undefined);
    expect(stored.has('biz_no')).toBe(false);
    expect(stored.get('authType')).toBe('cardQuery');
    expect(fx.toast).toHaveBeenCalledWith('身份核验成功');
    expect(run.state).toEqual({ phase: 'passed', bizNo: 'FA9' });
  });

  it('a mismatch alerts, then returns to the form', async () => {
    const { fx, stored } = returned();
    fx.api.result.mockResolvedValue(
      ok({ biz_no: 'FA9', passed: false, authType: 'QUERY_PHONE', message: '' }),
    );
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
  ] as const)('a mismatch of %s says 001 §8 or 000 §8 as its spec does: %s', async (type, message) => {
    const { fx } = returned(type);
    fx.api.result.mockResolvedValue(ok({ biz_no: 'FA9', passed: false, message: '' }));
    await checkFaceAuthReturn(fx, type, () => ({}), machine().dispatch);
    expect(fx.alert).toHaveBeenCalledWith({ title: '提示', message });
  });

  it.each([
    ['the server message', refused(-100, '身份核验失败，请重试'), '身份核验失败，请重试'],
    ['the default when the answer has none', refused(-5, ''), '身份核验失败，请重试'],
  ])('an answer without a result shows the failure screen with %s', async (_name, answer, message) => {
    const { fx, stored } = returned();
    fx.api.result.mockResolvedValue(answer);
    const run = machine();
    await checkFaceAuthReturn(fx, 'cardQuery', () => cardForm, run.dispatch);
    expect(run.state).toEqual({ phase: 'failed', bizNo: 'FA9', message });
    expect(stored.has('biz_no')).toBe(false);
  });

  it('a transport error shows the failure screen with its message', async () => {
    const { fx } = returned();
    fx.api.result.mockRejectedValue(
      new GatewayError('服务器内部错误 (500)，请稍后重试...', 'http', { status: 500 }),
    );
    const run = machine();
    await checkFaceAuthReturn(fx, 'cardQuery', () => cardForm, run.dispatch);
    expect(run.state).toEqual({
      phase: 'failed',
      bizNo: 'FA9',
      message: '服务器内部错误 (500)，请稍后重试...',
    });
  });

  it('a request cancelled as the page unloads keeps the number', async () => {
    const { fx, stored } = returned();
    fx.api.result.mockRejectedValue(new TypeError('Failed to fetch'));
    // An unloaded page never runs its next task.
    fx.wait.mockImplementation((ms: number) => (ms === 0 ? new Promise<void>(() => {}) : Promise.resolve()));
    const run = machine();
    void checkFaceAuthReturn(fx, 'cardQuery', () => cardForm, run.dispatch);
    await vi.waitFor(() => expect(fx.wait).toHaveBeenLastCalledWith(0, undefined));
    expect(stored.get('biz_no')).toBe('FA9');
    expect(run.state).toEqual({ phase: 'checking', bizNo: 'FA9' });
  });

  it('-106 on the result turns to the commitment video', async () => {
    const { fx } = returned('realName');
    fx.api.result.mockResolvedValue(refused(-106, '请继续完成承诺视频'));
    const run = machine();
    await checkFaceAuthReturn(fx, 'realName', () => realNameForm, run.dispatch);
    expect(fx.toast).toHaveBeenCalledWith('请继续完成承诺视频');
    expect(fx.api.qr).toHaveBeenCalledWith('13912345678', undefined);
    expect(run.state).toEqual({ phase: 'qr-shown', image: QR_IMAGE });
  });

  it('a page that leaves during the delay asks nothing and keeps the number', async () => {
    const { fx, stored } = returned();
    const controller = new AbortController();
    controller.abort();
    await checkFaceAuthReturn(fx, 'cardQuery', () => cardForm, machine().dispatch, controller.signal);
    expect(fx.api.result).not.toHaveBeenCalled();
    expect(stored.get('biz_no')).toBe('FA9');
  });
});

describe('loadVideoQr', () => {
  it('fetches the code for the form number', async () => {
    const { fx } = fakeEffects();
    const run = machine({ phase: 'video-required' });
    await loadVideoQr(fx, completeForm(realNameForm), run.dispatch);
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
