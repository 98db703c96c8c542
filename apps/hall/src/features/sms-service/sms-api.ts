import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import { api } from '../../lib/api.ts';
import { loadCall } from '../../lib/load-call.ts';
import { type Registration, readRegistration } from './registration.ts';
import { orderedQuery, registrationQuery } from './route-calls.ts';

/**
 * GET_SMSBYPHONE: code 1 is ordered; any other answer is not (product.md › 短信防打扰: isShow 0 offers 订购), so a member
 * is never left without a way to order. Only a transport failure, where no answer came, is a load error
 * (the gateway rejects it, and the page offers 重试). `first`: the page's first read, which takes what the
 * route's loader started (route-calls.ts); a later one asks the server.
 */
export async function loadOrdered(serviceid: string, signal: AbortSignal, first = false): Promise<boolean> {
  const answer = await api.call(
    calls.GET_SMSBYPHONE,
    { serviceid },
    { toast: false, loading: false, signal, ...(first ? { route: orderedQuery } : {}) },
  );
  return isOrderedAnswer(answer.code);
}

export function isOrderedAnswer(code: number): boolean {
  return code === 1;
}

/** QUERY_SMSREGISTER for the number; `first` as for `loadOrdered`. */
export async function loadRegistration(
  serviceid: string,
  signal: AbortSignal,
  first = false,
): Promise<Registration> {
  const route = first ? registrationQuery : undefined;
  return readRegistration(await loadCall(calls.QUERY_SMSREGISTER, { serviceid }, signal, route));
}

export interface SmsChange {
  addType?: string;
  delType?: string;
  addNum?: string;
  delNum?: string;
}

/**
 * CHANGESMS with only what changed ('' for the rest). True when accepted; a refusal or a transport
 * failure has been shown by the gateway and leaves the page as it was.
 */
export async function sendChange(serviceid: string, change: SmsChange): Promise<boolean> {
  try {
    const answer = await api.call(calls.CHANGESMS, {
      serviceid,
      addType: change.addType ?? '',
      delType: change.delType ?? '',
      addNum: change.addNum ?? '',
      delNum: change.delNum ?? '',
    });
    return answer.ok;
  } catch (error) {
    if (error instanceof GatewayError) return false;
    throw error;
  }
}

/** product.md › 短信防打扰: the toast of an accepted change. */
export const CHANGE_ACCEPTED = '提交成功，请稍后进行查询！';
