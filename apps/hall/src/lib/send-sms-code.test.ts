import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';
import { sendSmsCode } from './send-sms-code.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

// SmsCodeButton counts down only while this says true; every page asking for a code goes through it.
describe('sendSmsCode', () => {
  it('asks SEND_SMS_CODE for the number and the type, and says true when the code is on its way', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValue({ ok: true, code: 1, msg: '成功', data: {} } as never);
    await expect(sendSmsCode('17079112345', '06')).resolves.toBe(true);
    expect(call).toHaveBeenCalledWith(calls.SEND_SMS_CODE, { mobilePhone: '17079112345', type: '06' });
  });

  it('says false on a refusal, which the gateway has shown', async () => {
    vi.spyOn(api, 'call').mockResolvedValue({
      ok: false,
      code: -100,
      msg: '发送过于频繁',
      data: {},
    } as never);
    await expect(sendSmsCode('17079112345', '01')).resolves.toBe(false);
  });

  it('says false, not an error, when the call fails on the way', async () => {
    vi.spyOn(api, 'call').mockRejectedValue(new GatewayError('网络异常，请稍后重试', 'network'));
    await expect(sendSmsCode('17079112345', '02')).resolves.toBe(false);
  });
});
