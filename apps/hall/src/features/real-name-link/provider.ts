import { readStored, removeStored, writeStored } from '@bluecat/api/storage';
import { toast } from '@bluecat/ui/overlays';
import { paths } from '../../config/paths.ts';
import { providerUrlOf, returnUrlOf } from '../../lib/face-auth/flows.ts';
import { FACE_AUTH_MESSAGES } from '../../lib/face-auth/messages.ts';

/**
 * 扫码实名 leaves for the real-name provider as face verification does (000 §4): the start answers biz_no
 * and a URL; biz_no is stored, the URL followed only when http(s) (the face-auth mechanism's rules), and
 * the provider returns to the form. The auth type names this flow so no face-verification page takes the
 * stored number for its own.
 */
export type RealNameFlow = 'realNameLink' | 'personageRealName';

const FORM_PATH: Record<RealNameFlow, string> = {
  realNameLink: paths.realNameLinkForm,
  personageRealName: paths.personageRealNameForm,
};

export function realNameReturnUrl(flow: RealNameFlow): string {
  return returnUrlOf(window.location.href, FORM_PATH[flow]);
}

/** Stores the session and leaves; false (after saying so) when the answer cannot be followed. */
export function leaveForProvider(flow: RealNameFlow, data: unknown): boolean {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const bizNo = typeof record.biz_no === 'string' ? record.biz_no : '';
  const url = typeof record.url === 'string' ? providerUrlOf(record.url, window.location.href) : null;
  if (bizNo === '' || url === null) {
    toast(FACE_AUTH_MESSAGES.startUnavailable);
    return false;
  }
  writeStored('authType', flow);
  writeStored('biz_no', bizNo);
  window.location.assign(url);
  return true;
}

/** The biz_no of a real-name session of this flow that came back from the provider, or null. */
export function returnedBizNo(flow: RealNameFlow): string | null {
  const bizNo = readStored('biz_no');
  return bizNo && readStored('authType') === flow ? bizNo : null;
}

export function forgetSession(): void {
  removeStored('biz_no');
  removeStored('authType');
}

/** /realNameLinkError?error={msg}: the message travels in the query and is shown as text. */
export function errorPathOf(message: string): string {
  return `${paths.realNameLinkError}?error=${encodeURIComponent(message)}`;
}

/** 001 §8 */
export const REAL_NAME_MESSAGES = {
  noOrder: '未获取到订单号，请重新进行扫码激活！',
  noPhone: '未获取手机号',
  submitted: '资料提交成功!!',
  /** Decided: the error page's text when the query carries none. */
  unknownError: '实名登记失败，请重新扫码办理',
} as const;
