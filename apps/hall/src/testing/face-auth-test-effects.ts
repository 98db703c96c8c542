import { throwIfAborted } from '@bluecat/api/abort';
import { vi } from 'vitest';
import type { ApiAnswer, FaceAuthEffects } from '../lib/face-auth/controller.ts';
import {
  type FaceAuthEvent,
  type FaceAuthState,
  faceAuthReducer,
  initialFaceAuthState,
} from '../lib/face-auth/machine.ts';

export const ok = (data: unknown): ApiAnswer => ({ ok: true, code: 1, msg: '成功', data });
export const refused = (code: number, msg: string): ApiAnswer => ({
  ok: false,
  code,
  msg,
  data: { code, msg },
});

export const QR_IMAGE = 'data:image/png;base64,iVBORw0KGgo=';

/**
 * Face-verification effects without a browser: calls answer what a test sets, storage is a map, the
 * delay resolves at once (recording how long it was asked to be) and the redirect is recorded.
 */
export function fakeEffects(page = 'https://hall.example.com/queryCard') {
  const stored = new Map<string, string>();
  const waits: number[] = [];
  const fx = {
    api: {
      start: vi.fn(
        async (): Promise<ApiAnswer> => ok({ biz_no: 'FA1', url: 'https://faceid.example.com/v?b=FA1' }),
      ),
      result: vi.fn(
        async (): Promise<ApiAnswer> =>
          ok({ biz_no: 'FA1', passed: true, authType: 'QUERY_PHONE', message: '' }),
      ),
      qr: vi.fn(async (): Promise<ApiAnswer> => ok(QR_IMAGE)),
      boundNumber: vi.fn(async (): Promise<string | null> => '17088886666'),
    },
    storage: {
      read: (key: string) => stored.get(key) ?? null,
      write: (key: string, value: string) => {
        stored.set(key, value);
      },
      remove: (key: string) => {
        stored.delete(key);
      },
      /** Drafts are kept beside the stored keys as `draft:<key>`. */
      forgetDraft: (key: string) => {
        stored.delete(`draft:${key}`);
      },
    },
    wait: vi.fn(async (ms: number, signal?: AbortSignal) => {
      waits.push(ms);
      throwIfAborted(signal);
    }),
    pageUrl: () => page,
    assign: vi.fn(),
    toast: vi.fn(),
    alert: vi.fn(async () => undefined),
  } satisfies FaceAuthEffects;
  return { fx, stored, waits };
}

/** Runs the dispatched events through the reducer, as the hook does, keeping the trail. */
export function machine(start: FaceAuthState = initialFaceAuthState) {
  const events: FaceAuthEvent[] = [];
  let state = start;
  return {
    events,
    dispatch: (event: FaceAuthEvent) => {
      events.push(event);
      state = faceAuthReducer(state, event);
    },
    get state() {
      return state;
    },
  };
}
