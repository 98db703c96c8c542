import { throwIfAborted } from '@bluecat/api/abort';
import { vi } from 'vitest';
import { faceAuthApi } from '../lib/face-auth/browser-effects.ts';
import type { FaceAuthEffects } from '../lib/face-auth/controller.ts';
import {
  type FaceAuthEvent,
  type FaceAuthState,
  faceAuthReducer,
  initialFaceAuthState,
} from '../lib/face-auth/machine.ts';

/**
 * Face-verification effects without a browser around the real calls: the calls go through the hall's
 * gateway (a test answers them with `answerWith`), storage is a map, the delay resolves at once
 * (recording how long it was asked to be) and the redirect is recorded.
 */
export function fakeEffects(page = 'https://hall.example.com/queryCard') {
  const stored = new Map<string, string>();
  const waits: number[] = [];
  const fx = {
    api: faceAuthApi,
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
