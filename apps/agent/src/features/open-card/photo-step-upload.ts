import { throwIfAborted } from '@bluecat/api/abort';
import * as calls from '@bluecat/api/calls';
import { type Gateway, GatewayError, type UploadProgress } from '@bluecat/api/gateway';
import { AGENT_DRAFTS } from '../../lib/agent-drafts.ts';

/**
 * Agents open cards at shop counters on weak mobile networks, and a photo is the largest thing the app
 * sends. A transport failure (no answer, a timeout, a gateway in between answering 502/503/504) is
 * tried again, at most twice, after 1 s and then 2 s. An answer from the server — a refusal, a 500 —
 * is final: sending the same photo again would only get the same answer.
 */
export const UPLOAD_RETRY = {
  retries: 2,
  firstDelayMs: 1000,
} as const;

const RETRIED_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** Shown under the progress bar from the second try on: why the bar starts again. */
export const UPLOAD_RETRY_TEXT = '网络不佳，正在重新上传...';

/**
 * Milliseconds to wait before the next try after `failedTries` tries have failed with `error`, or null
 * when it is not tried again.
 */
export function retryDelay(error: unknown, failedTries: number): number | null {
  if (failedTries > UPLOAD_RETRY.retries) return null;
  if (!(error instanceof GatewayError)) return null;
  const transient =
    error.kind === 'timeout' ||
    error.kind === 'network' ||
    (error.kind === 'http' && error.status !== undefined && RETRIED_STATUSES.has(error.status));
  return transient ? UPLOAD_RETRY.firstDelayMs * 2 ** (failedTries - 1) : null;
}

/** Shown when the server says it stored the photo but names no address for it (the spec is silent here). */
export const PHOTO_NOT_STORED = '照片上传失败，请重新拍照';

export interface UploadDeps {
  api: Pick<Gateway, 'call'>;
  toast: (message: string) => void;
  sleep?: (ms: number) => Promise<void>;
  /** The agent's 取消上传: ends the try under way and any further one. */
  signal?: AbortSignal;
  /** The bytes sent of the try under way; each try starts again from 0. */
  onProgress?: (progress: UploadProgress) => void;
  /** Which try is starting (1, 2, 3). */
  onTry?: (tries: number) => void;
}

/** A pause between tries that 取消上传 cuts short. */
const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Uploads the joint photo (uploadCard) and answers the stored image's URL, or null when the server
 * refused it (the gateway, or this function for an answer without a URL, has shown a message). A transport failure that outlives the retries is
 * thrown, as the gateway threw it (its message is on screen too); a cancelled upload throws the abort
 * reason. Every try sends `image` as it is: the photo is prepared once, never again for a retry.
 * The screen shows the upload's own progress bar, so the gateway's loading overlay stays away.
 */
export async function uploadJointPhoto(
  image: string,
  workNo: string,
  deps: UploadDeps,
): Promise<string | null> {
  const { signal, onProgress } = deps;
  const sleep = deps.sleep ?? ((ms: number) => wait(ms, signal));
  for (let tries = 1; ; tries += 1) {
    throwIfAborted(signal);
    deps.onTry?.(tries);
    try {
      const result = await deps.api.call(
        calls.uploadCard,
        { image, workNo },
        { loading: false, onProgress: onProgress ?? (() => undefined), ...(signal ? { signal } : {}) },
      );
      if (!result.ok) return null;
      if (typeof result.data === 'string' && result.data !== '') return result.data;
      // An answer without a URL has stored nothing the record could point at.
      deps.toast(PHOTO_NOT_STORED);
      return null;
    } catch (error) {
      const delay = retryDelay(error, tries);
      if (delay === null) throw error;
      await sleep(delay);
    }
  }
}

/** The step's draft (the uploaded photo's address, whether the camera is open) of one card, in this tab. */
export const photoDraftKey = AGENT_DRAFTS.photo;
/** The prepared photo of one card that the server does not have yet, in this tab. */
export const preparedPhotoKey = AGENT_DRAFTS.preparedPhoto;
