import { type FaceAuthForm, normaliseFaceAuth } from '@bluecat/rules/face-auth/face-auth';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { browserFaceAuthEffects } from './browser-effects.ts';
import {
  checkFaceAuthReturn,
  type FaceAuthEffects,
  loadVideoQr,
  queryFaceAuthResult,
  startFaceAuth,
} from './controller.ts';
import { completeForm, type FaceAuthType } from './flows.ts';
import { type FaceAuthState, faceAuthReducer, initialFaceAuthState, isFaceAuthBusy } from './machine.ts';

export interface UseFaceAuthOptions {
  type: FaceAuthType;
  /** The form as typed; kept by the screen in a draft (usePersistedState), which restores it on return. */
  form: Partial<FaceAuthForm>;
  /** Overrides the flow's return route. */
  returnPath?: string;
  /** The face matched: the screen goes on with the verification's biz_no. Called once per verification. */
  onPassed: (bizNo: string) => void;
  /** Replaces the browser's calls, storage and timers (tests). */
  effects?: FaceAuthEffects;
}

export interface FaceAuth {
  state: FaceAuthState;
  /** A start or a check is under way: the form's button waits. */
  busy: boolean;
  /** Checks the form and starts the verification. */
  start: () => void;
  /** 重试 on the authentication-failed screen: asks for the same verification's result again. */
  retry: () => void;
  /** 重试 when the QR code could not be fetched. */
  retryQr: () => void;
  /** 返回修改: back to the form. */
  backToForm: () => void;
}

/**
 * 人脸核验 for a screen of one business (product.md › 人脸核验): `start()` from the form, and on mount (or when the page
 * comes back from the back-forward cache) the result of a verification of this business that is waiting
 * for one. The outcome is `state`; a passed check calls `onPassed`.
 */
export function useFaceAuth({ type, form, returnPath, onPassed, effects }: UseFaceAuthOptions): FaceAuth {
  const fx = effects ?? browserFaceAuthEffects;
  const [state, dispatch] = useReducer(faceAuthReducer, initialFaceAuthState);
  const latest = useRef({ form, returnPath, onPassed, fx, state });
  latest.current = { form, returnPath, onPassed, fx, state };

  useEffect(() => {
    let controller = new AbortController();
    const check = () => {
      void checkFaceAuthReturn(
        latest.current.fx,
        type,
        () => latest.current.form,
        dispatch,
        controller.signal,
      );
    };
    check();
    // A page put in the back-forward cache has its result query cancelled: no failed check, as it is shown
    // again, it asks once more (onPageShow).
    const onPageHide = () => controller.abort();
    // Back from the provider with the browser's back button, the page may come from the back-forward
    // cache with the redirect still showing: check as if it had loaded again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      controller = new AbortController();
      dispatch({ type: 'back' });
      check();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      controller.abort();
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [type]);

  const passedBizNo = state.phase === 'passed' ? state.bizNo : null;
  useEffect(() => {
    if (passedBizNo !== null) latest.current.onPassed(passedBizNo);
  }, [passedBizNo]);

  // A second tap before the first re-render must not send a second start.
  const starting = useRef(false);
  const start = useCallback(() => {
    if (starting.current || latest.current.state.phase !== 'idle') return;
    starting.current = true;
    const { fx: current, form: typed, returnPath: back } = latest.current;
    void startFaceAuth(current, { type, form: typed, returnPath: back }, dispatch).finally(() => {
      starting.current = false;
    });
  }, [type]);

  const retry = useCallback(() => {
    const { state: now, fx: current } = latest.current;
    if (now.phase !== 'failed') return;
    dispatch({ type: 'retry' });
    void queryFaceAuthResult(current, type, now.bizNo, () => latest.current.form, dispatch);
  }, [type]);

  const retryQr = useCallback(() => {
    const { state: now, fx: current, form: typed } = latest.current;
    if (now.phase !== 'qr-failed') return;
    dispatch({ type: 'qr-retry' });
    void loadVideoQr(current, normaliseFaceAuth(completeForm(typed)), dispatch);
  }, []);

  const backToForm = useCallback(() => dispatch({ type: 'back' }), []);

  return { state, busy: isFaceAuthBusy(state), start, retry, retryQr, backToForm };
}
