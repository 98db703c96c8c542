import * as calls from '@bluecat/api/calls';
import { type Gateway, GatewayError } from '@bluecat/api/gateway';
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

/** Loading texts: the first try shows the usual one; a retry says why the wait is longer. */
export const UPLOAD_LOADING_TEXT = '加载中...';
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
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Uploads the joint photo (uploadCard) and answers the stored image's URL, or null when the server
 * refused it (the gateway, or this function for an answer without a URL, has shown a message). A transport failure that outlives the retries is
 * thrown, as the gateway threw it (its message is on screen too).
 */
export async function uploadJointPhoto(
  image: string,
  workNo: string,
  deps: UploadDeps,
): Promise<string | null> {
  const sleep = deps.sleep ?? wait;
  for (let tries = 1; ; tries += 1) {
    try {
      const result = await deps.api.call(
        calls.uploadCard,
        { image, workNo },
        { loading: tries === 1 ? UPLOAD_LOADING_TEXT : UPLOAD_RETRY_TEXT },
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
