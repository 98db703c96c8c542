/**
 * The states of one 人脸核验 face verification as a screen sees them (product.md › 人脸核验), as a pure reducer:
 *
 *   idle → validating → starting → redirecting            (the form is sent, the browser leaves)
 *   idle → checking → passed | rejected | failed           (back from the provider, result asked)
 *   starting | checking → video-required → qr-shown | qr-failed   (-106: the commitment video is missing)
 *
 * Effects (calls, storage, timers, the redirect) live in controller.ts; an event that does not fit the
 * current state is ignored, so a late answer cannot move a screen that has already moved on.
 */
export type FaceAuthState =
  | { phase: 'idle' }
  | { phase: 'validating' }
  | { phase: 'starting' }
  | { phase: 'redirecting'; url: string }
  | { phase: 'checking'; bizNo: string }
  | { phase: 'passed'; bizNo: string }
  /** The check ran and the face did not match: the alert is up, then the form again. */
  | { phase: 'rejected'; bizNo: string }
  /** No result could be had: the authentication-failed screen, whose 重试 asks again. */
  | { phase: 'failed'; bizNo: string; message: string }
  | { phase: 'video-required' }
  | { phase: 'qr-shown'; image: string }
  | { phase: 'qr-failed' };

export type FaceAuthPhase = FaceAuthState['phase'];

export type FaceAuthEvent =
  | { type: 'submit' }
  | { type: 'invalid' }
  | { type: 'valid' }
  | { type: 'started'; url: string }
  /** The start was refused (the gateway or the screen has said why) or its address was unusable. */
  | { type: 'refused' }
  | { type: 'returned'; bizNo: string }
  | { type: 'passed' }
  | { type: 'rejected' }
  | { type: 'failed'; message: string }
  | { type: 'retry' }
  | { type: 'video-required' }
  | { type: 'qr-loaded'; image: string }
  | { type: 'qr-failed' }
  | { type: 'qr-retry' }
  /** 返回修改 / the alert answered / the page shown again from the back-forward cache. */
  | { type: 'back' };

export const initialFaceAuthState: FaceAuthState = { phase: 'idle' };

export function faceAuthReducer(state: FaceAuthState, event: FaceAuthEvent): FaceAuthState {
  switch (event.type) {
    case 'submit':
      return state.phase === 'idle' ? { phase: 'validating' } : state;
    case 'invalid':
      return state.phase === 'validating' ? { phase: 'idle' } : state;
    case 'valid':
      return state.phase === 'validating' ? { phase: 'starting' } : state;
    case 'started':
      return state.phase === 'starting' ? { phase: 'redirecting', url: event.url } : state;
    case 'refused':
      return state.phase === 'starting' ? { phase: 'idle' } : state;
    case 'returned':
      // A page restored from the back-forward cache may still show the redirect in progress.
      return state.phase === 'idle' || state.phase === 'redirecting'
        ? { phase: 'checking', bizNo: event.bizNo }
        : state;
    case 'passed':
      return state.phase === 'checking' ? { phase: 'passed', bizNo: state.bizNo } : state;
    case 'rejected':
      return state.phase === 'checking' ? { phase: 'rejected', bizNo: state.bizNo } : state;
    case 'failed':
      return state.phase === 'checking'
        ? { phase: 'failed', bizNo: state.bizNo, message: event.message }
        : state;
    case 'retry':
      return state.phase === 'failed' ? { phase: 'checking', bizNo: state.bizNo } : state;
    case 'video-required':
      return state.phase === 'starting' || state.phase === 'checking' ? { phase: 'video-required' } : state;
    case 'qr-loaded':
      return state.phase === 'video-required' ? { phase: 'qr-shown', image: event.image } : state;
    case 'qr-failed':
      return state.phase === 'video-required' ? { phase: 'qr-failed' } : state;
    case 'qr-retry':
      return state.phase === 'qr-failed' ? { phase: 'video-required' } : state;
    case 'back':
      return BACK_TO_FORM.has(state.phase) ? { phase: 'idle' } : state;
  }
}

/** States a person may leave for the form; a check or start in flight must finish first. */
const BACK_TO_FORM: ReadonlySet<FaceAuthPhase> = new Set<FaceAuthPhase>([
  'redirecting',
  'rejected',
  'failed',
  'qr-shown',
  'qr-failed',
]);

/** While these last the form's button does nothing: something is already on its way. */
export function isFaceAuthBusy(state: FaceAuthState): boolean {
  return (
    state.phase === 'validating' ||
    state.phase === 'starting' ||
    state.phase === 'redirecting' ||
    state.phase === 'checking' ||
    state.phase === 'passed' ||
    state.phase === 'rejected'
  );
}
