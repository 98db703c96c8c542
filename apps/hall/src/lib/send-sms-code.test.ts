// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { answerWith, OFFLINE } from '@bluecat/api/testing';
import { describe, expect, it } from 'vitest';
import { sendSmsCode } from './send-sms-code.ts';

// SmsCodeButton counts down only while this says true; every page asking for a code goes through it.
describe('sendSmsCode', () => {
  it('asks SEND_SMS_CODE for the number and the type, and says true when the code is on its way', async () => {
    const server = answerWith({ SEND_SMS_CODE: 'success' });
    await expect(sendSmsCode('17079112345', '06')).resolves.toBe(true);
    expect(server.bodiesOf(calls.SEND_SMS_CODE)).toEqual([{ mobilePhone: '17079112345', type: '06' }]);
  });

  it('says false on a refusal, which the gateway has shown', async () => {
    answerWith({ SEND_SMS_CODE: 'failed' });
    await expect(sendSmsCode('17079112345', '01')).resolves.toBe(false);
  });

  it('says false, not an error, when the call fails on the way', async () => {
    answerWith({ SEND_SMS_CODE: OFFLINE });
    await expect(sendSmsCode('17079112345', '02')).resolves.toBe(false);
  });
});
