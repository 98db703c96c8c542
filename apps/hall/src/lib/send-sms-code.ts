import * as calls from '@bluecat/api/calls';
import type { components } from '@bluecat/api/schema';
import { api } from './api.ts';

/** product.md › 表单与校验: '01' bind, '04' unbind, '05' change password, '06' plan verification and order query. */
export type SmsCodeType = components['schemas']['SmsCodeType'];

/**
 * SEND_SMS_CODE for SmsCodeButton's onSend: true once the code is on its way. A refusal or a transport
 * error has been shown by the gateway, and false lets the button stop its countdown.
 */
export async function sendSmsCode(mobilePhone: string, type: SmsCodeType): Promise<boolean> {
  try {
    const answer = await api.call(calls.SEND_SMS_CODE, { mobilePhone, type });
    return answer.ok;
  } catch {
    return false;
  }
}
