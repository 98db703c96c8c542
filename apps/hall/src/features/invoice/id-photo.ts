import * as calls from '@bluecat/api/calls';
import { readStored, removeStored, writeStored } from '@bluecat/api/storage';
import { MOBILE_PATTERN } from '@bluecat/rules/patterns';
import { toast } from '@bluecat/ui/overlays';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { FACE_AUTH_MESSAGES } from '../../lib/face-auth/messages.ts';
import { providerUrlOf, returnUrlOf } from '../../lib/face-auth/provider-url.ts';

/**
 * 收不到验证码 the ID-photo alternative (product.md › 发票). It leaves for the provider the way face
 * verification does (the same stored auth type and biz_no, the same http(s)-only redirect rule) and comes
 * back to /invoicenoCode, whose NEW_INVOICE_OCR_RESULT proves the number.
 */
export const ID_PHOTO_AUTH_TYPE = 'invoiceOcr';

export interface IdPhotoEffects {
  pageUrl(): string;
  assign(url: string): void;
}

const browser: IdPhotoEffects = {
  pageUrl: () => window.location.href,
  assign: (url) => window.location.assign(url),
};

let starting = false;

/** NEW_INVOICE_OCR for the number, then off to the provider. Resolves false when the person stays. */
export async function startIdPhotoCheck(serviceId: string, fx: IdPhotoEffects = browser): Promise<boolean> {
  if (starting) return false;
  starting = true;
  try {
    const returnUrl = returnUrlOf(fx.pageUrl(), paths.invoicenoCode);
    const answer = await api.call(calls.NEW_INVOICE_OCR, { serviceId, returnUrl });
    // A refusal has been shown by the gateway.
    if (!answer.ok) return false;
    const { biz_no: bizNo, url } = answer.data;
    const target = typeof url === 'string' ? providerUrlOf(url, fx.pageUrl()) : null;
    if (typeof bizNo !== 'string' || bizNo === '' || !target) {
      toast(FACE_AUTH_MESSAGES.startUnavailable);
      return false;
    }
    writeStored('authType', ID_PHOTO_AUTH_TYPE);
    writeStored('biz_no', bizNo);
    fx.assign(target);
    return true;
  } catch {
    // A transport error has been shown by the gateway.
    return false;
  } finally {
    starting = false;
  }
}

/** The business number of an ID-photo check waiting for its result, or null. */
export function pendingIdPhotoCheck(): string | null {
  const bizNo = readStored('biz_no');
  return bizNo && readStored('authType') === ID_PHOTO_AUTH_TYPE ? bizNo : null;
}

export type IdPhotoOutcome =
  | { kind: 'verified'; phone: string }
  /** Refused: the gateway has shown the message; back to /invoiceVerify. */
  | { kind: 'refused' };

/**
 * NEW_INVOICE_OCR_RESULT. The stored number is removed once an answer is in; a transport error rejects and
 * keeps it, so 重试 can ask again.
 */
export async function checkIdPhoto(bizNo: string, signal?: AbortSignal): Promise<IdPhotoOutcome> {
  const answer = await api.call(calls.NEW_INVOICE_OCR_RESULT, { biz_no: bizNo }, { signal });
  removeStored('biz_no');
  if (!answer.ok) return { kind: 'refused' };
  const phone = typeof answer.data.phone === 'string' ? answer.data.phone.trim() : '';
  if (!MOBILE_PATTERN.test(phone)) {
    // Decided: a success that names no usable number cannot open the list; it counts as a failed check.
    toast(FACE_AUTH_MESSAGES.failed);
    return { kind: 'refused' };
  }
  return { kind: 'verified', phone };
}
