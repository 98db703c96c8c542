import type { CallDefinition } from '@bluecat/api/gateway';
import { type FaceAuthForm, faceAuthRules, normaliseFaceAuth } from '@bluecat/rules/face-auth/face-auth';
import { validate } from '@bluecat/rules/validate';
import { isHttpUrl } from '@bluecat/ui/safe-url';
import {
  completeForm,
  FACE_AUTH_FLOWS,
  type FaceAuthFlow,
  type FaceAuthStartBody,
  type FaceAuthStartCall,
  type FaceAuthType,
  startBodyOf,
} from './flows.ts';
import type { FaceAuthEvent } from './machine.ts';
import { FACE_AUTH_MESSAGES } from './messages.ts';
import { providerUrlOf, returnUrlOf } from './provider-url.ts';

/** A gateway answer, as `api.call` resolves it; `data` is checked here before use. */
export interface ApiAnswer {
  ok: boolean;
  code: number;
  msg: string;
  data: unknown;
}

/** The calls face verification makes. Each may reject after the gateway has shown a transport error. */
export interface FaceAuthApi {
  start(call: CallDefinition<FaceAuthStartCall>, body: FaceAuthStartBody): Promise<ApiAnswer>;
  /** RESULT_QUERY */
  result(bizNo: string, signal?: AbortSignal): Promise<ApiAnswer>;
  /** CPDEIMG: the commitment-video QR code for a number. */
  qr(serviceId: string, signal?: AbortSignal): Promise<ApiAnswer>;
  /** The member's bound number, for the QR code of a form that has no mobile field. */
  boundNumber(signal?: AbortSignal): Promise<string | null>;
}

/**
 * The two stored values of product.md › 人脸核验: the auth type (localStorage) and biz_no (sessionStorage); and the
 * drafts that hold an earlier passed check, which a new one forgets.
 */
export interface FaceAuthStorage {
  read(key: 'authType' | 'biz_no'): string | null;
  write(key: 'authType' | 'biz_no', value: string): void;
  remove(key: 'authType' | 'biz_no'): void;
  forgetDraft(key: string): void;
}

export interface FaceAuthEffects {
  api: FaceAuthApi;
  storage: FaceAuthStorage;
  /** Resolves after `ms`, rejects once `signal` aborts. */
  wait(ms: number, signal?: AbortSignal): Promise<void>;
  /** The current page's address: the base of relative provider URLs and of the return URL. */
  pageUrl(): string;
  /** Leaves for the provider (location.assign). */
  assign(url: string): void;
  toast(message: string): void;
  alert(options: { title?: string; message: string }): Promise<void>;
}

export type Dispatch = (event: FaceAuthEvent) => void;

/** product.md › 人脸核验: the result is asked for 500 ms after the person is back. */
export const RESULT_DELAY_MS = 500;

/** -106: the commitment video is missing (product.md › 人脸核验). */
export const VIDEO_REQUIRED_CODE = -106;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function startDataOf(data: unknown): { bizNo: string; url: string } | null {
  if (!isRecord(data) || typeof data.biz_no !== 'string' || typeof data.url !== 'string') return null;
  if (data.biz_no === '') return null;
  return { bizNo: data.biz_no, url: data.url };
}

/** The QR code is shown only as a picture: a data URL of an image, or an http(s) address. */
export function isQrImage(data: unknown): data is string {
  if (typeof data !== 'string') return false;
  return data.startsWith('data:image/') || isHttpUrl(data);
}

export interface StartOptions {
  type: FaceAuthType;
  form: Partial<FaceAuthForm>;
  /** Overrides the flow's return route (a screen reached from several places). */
  returnPath?: string;
}

/**
 * 发起人脸核验: checks the form against the business's row of product.md › 人脸核验 (the first message as a toast),
 * sends the start call with the form and the return URL, stores the auth type and biz_no, and leaves for
 * the provider. -106 turns to the commitment-video QR code instead.
 */
export async function startFaceAuth(fx: FaceAuthEffects, options: StartOptions, dispatch: Dispatch) {
  const flow: FaceAuthFlow = FACE_AUTH_FLOWS[options.type];
  dispatch({ type: 'submit' });
  const form = normaliseFaceAuth(completeForm(options.form));
  const failure = validate(faceAuthRules[flow.action], form);
  if (failure) {
    fx.toast(failure.message);
    dispatch({ type: 'invalid' });
    return;
  }
  dispatch({ type: 'valid' });
  // A new check begins: the one before it, waiting or passed, is dropped first, so a failure of this one
  // cannot leave the screens going on under the earlier biz_no.
  fx.storage.remove('biz_no');
  fx.storage.remove('authType');
  for (const key of flow.verified ?? []) fx.storage.forgetDraft(key);

  const body = startBodyOf(flow, form, returnUrlOf(fx.pageUrl(), options.returnPath ?? flow.returnPath));
  let answer: ApiAnswer;
  try {
    answer = await fx.api.start(flow.call, body);
  } catch {
    // The gateway has shown the transport error; the form stays as typed for another try.
    dispatch({ type: 'refused' });
    return;
  }
  if (!answer.ok) {
    if (answer.code === VIDEO_REQUIRED_CODE) {
      dispatch({ type: 'video-required' });
      await requestVideo(fx, form, dispatch);
      return;
    }
    // -100 and the other codes were shown by the gateway (product.md › 人脸核验).
    dispatch({ type: 'refused' });
    return;
  }

  const started = startDataOf(answer.data);
  const url = started && providerUrlOf(started.url, fx.pageUrl());
  if (!started || !url) {
    fx.toast(FACE_AUTH_MESSAGES.startUnavailable);
    dispatch({ type: 'refused' });
    return;
  }
  fx.storage.write('authType', options.type);
  fx.storage.write('biz_no', started.bizNo);
  dispatch({ type: 'started', url });
  fx.assign(url);
}

/**
 * On a page of business `type`: when a verification of that business is waiting for its result (the
 * person is back from the provider), asks for it 500 ms later. Does nothing otherwise.
 */
export async function checkFaceAuthReturn(
  fx: FaceAuthEffects,
  type: FaceAuthType,
  form: () => Partial<FaceAuthForm>,
  dispatch: Dispatch,
  signal?: AbortSignal,
) {
  const bizNo = fx.storage.read('biz_no');
  if (!bizNo || fx.storage.read('authType') !== type) return;
  dispatch({ type: 'returned', bizNo });
  try {
    await fx.wait(RESULT_DELAY_MS, signal);
  } catch {
    // The page left before the delay ran out: the number stays stored for the next visit.
    return;
  }
  if (signal?.aborted) return;
  await queryFaceAuthResult(fx, type, bizNo, form, dispatch, signal);
}

/** RESULT_QUERY for biz_no; the stored number is removed once an answer (or a failure) is in. */
export async function queryFaceAuthResult(
  fx: FaceAuthEffects,
  type: FaceAuthType,
  bizNo: string,
  form: () => Partial<FaceAuthForm>,
  dispatch: Dispatch,
  signal?: AbortSignal,
) {
  let answer: ApiAnswer;
  try {
    answer = await fx.api.result(bizNo, signal);
  } catch (error) {
    // Leaving the page cancels the request, which fails like a transport error while the page unloads. A
    // page that has left never runs its next task, so waiting for one keeps biz_no stored for the page the
    // person went to (the return page after a reload, another screen), which then asks for the result.
    try {
      await fx.wait(0, signal);
    } catch {
      return;
    }
    if (signal?.aborted) return;
    fx.storage.remove('biz_no');
    const message = error instanceof Error && error.message ? error.message : FACE_AUTH_MESSAGES.failed;
    dispatch({ type: 'failed', message });
    return;
  }
  if (signal?.aborted) return;
  fx.storage.remove('biz_no');

  if (answer.ok) {
    if (isRecord(answer.data) && answer.data.passed === true) {
      fx.toast(FACE_AUTH_MESSAGES.passed);
      dispatch({ type: 'passed' });
      return;
    }
    // Check failure (product.md › 人脸核验): alert, then back to the form the person filled (a handling
    // business's form page, having no passed check, sends the person on to its start page).
    dispatch({ type: 'rejected' });
    await fx.alert({ title: '提示', message: FACE_AUTH_FLOWS[type].rejected });
    dispatch({ type: 'back' });
    return;
  }
  if (answer.code === VIDEO_REQUIRED_CODE) {
    dispatch({ type: 'video-required' });
    await requestVideo(fx, normaliseFaceAuth(completeForm(form())), dispatch, signal);
    return;
  }
  dispatch({ type: 'failed', message: answer.msg || FACE_AUTH_MESSAGES.failed });
}

/** -106: says so, then fetches the QR code of the mini program that records the commitment video. */
async function requestVideo(
  fx: FaceAuthEffects,
  form: FaceAuthForm,
  dispatch: Dispatch,
  signal?: AbortSignal,
) {
  // The spec's words, shown over whatever the gateway toasted for the code.
  fx.toast(FACE_AUTH_MESSAGES.videoRequired);
  await loadVideoQr(fx, form, dispatch, signal);
}

/**
 * CPDEIMG for the form's mobile number or, for a form without one, the bound number (the -106 answer
 * names none). Used again by 重试 on the QR failure.
 */
export async function loadVideoQr(
  fx: FaceAuthEffects,
  form: FaceAuthForm,
  dispatch: Dispatch,
  signal?: AbortSignal,
) {
  try {
    const serviceId = form.mobilePhone || (await fx.api.boundNumber(signal));
    if (!serviceId) {
      dispatch({ type: 'qr-failed' });
      return;
    }
    const answer = await fx.api.qr(serviceId, signal);
    if (signal?.aborted) return;
    dispatch(
      answer.ok && isQrImage(answer.data) ? { type: 'qr-loaded', image: answer.data } : { type: 'qr-failed' },
    );
  } catch {
    if (!signal?.aborted) dispatch({ type: 'qr-failed' });
  }
}
