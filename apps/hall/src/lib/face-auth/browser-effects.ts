import { abortReason } from '@bluecat/api/abort';
import * as calls from '@bluecat/api/calls';
import type { CallBody } from '@bluecat/api/gateway';
import { readStored, removeStored, writeStored } from '@bluecat/api/storage';
import { clearDraft } from '@bluecat/ui/drafts';
import { alert, PATIENT_LOADING_TEXT, toast } from '@bluecat/ui/overlays';
import { LoadError } from '@bluecat/ui/use-load';
import { api } from '../api.ts';
import { memberQuery } from '../member-query.ts';
import { readRoute } from '../route-data.ts';
import { type FaceAuthApi, type FaceAuthEffects, isQrImage } from './controller.ts';
import type { FaceAuthStartCall } from './flows.ts';
import { FACE_AUTH_MESSAGES } from './messages.ts';

/** The face-verification calls through the hall's gateway. */
export const faceAuthApi: FaceAuthApi = {
  // The body holds the fields faceAuthRules required of this business, checked before it was built, which
  // are the fields the call's own schema requires; TypeScript cannot follow that through the table.
  start: (call, body) => api.call(call, body as CallBody<FaceAuthStartCall>),
  // product.md › 错误与提示: the result waits on the verification provider, so the overlay asks for patience.
  result: (bizNo, signal) =>
    api.call(calls.RESULT_QUERY, { biz_no: bizNo }, { signal, loading: PATIENT_LOADING_TEXT }),
  // The panel itself says 二维码获取失败, so codes the gateway would toast only as "unknown" stay quiet.
  qr: (serviceId, signal) => api.call(calls.CPDEIMG, { serviceId }, { toast: false, signal }),
  // The member the form's route started with its code (features/cancel, features/service-password list
  // memberQuery as their first call), or kept from the hall's entry within its lifetime.
  async boundNumber(signal) {
    const answer = await readRoute(memberQuery, new URL(window.location.href), {
      toast: false,
      loading: false,
      signal,
      visit: false,
    });
    return answer.ok ? (answer.data.mobilePhoneInfo?.mobilePhone ?? null) : null;
  },
};

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortReason(signal));
      },
      { once: true },
    );
  });
}

export const browserFaceAuthEffects: FaceAuthEffects = {
  api: faceAuthApi,
  storage: {
    read: (key) => readStored(key),
    write: (key, value) => writeStored(key, value),
    remove: (key) => removeStored(key),
    forgetDraft: (key) => clearDraft(key),
  },
  wait,
  pageUrl: () => window.location.href,
  assign: (url) => window.location.assign(url),
  toast: (message) => toast(message),
  alert: (options) => alert(options),
};

/** The commitment-video QR code of a number, for a screen that shows it with `useLoad`. */
export async function loadVideoQrImage(serviceId: string, signal?: AbortSignal): Promise<string> {
  const answer = await faceAuthApi.qr(serviceId, signal);
  if (!answer.ok || !isQrImage(answer.data)) throw new LoadError(FACE_AUTH_MESSAGES.qrFailed);
  return answer.data;
}
