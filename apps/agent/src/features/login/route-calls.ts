import * as calls from '@bluecat/api/calls';
import { ROUTE_CALL_LIFETIME_MS, routeCall } from '@bluecat/api/route-call';
import { type CaptchaKey, newCaptchaKey } from './captcha-key.ts';

/** The key of the image code /login opens with, and when it was made. */
let opening: { key: CaptchaKey; madeAt: number } | null = null;

/**
 * The key of the image code a visit of /login opens with: made by the route's loader, which asks for its
 * image with the page's code, and read by the screen (use-captcha.ts) through the same declaration, so
 * both ask for the same image. It serves for the call's lifetime; after it, or once the screen has asked
 * for a new image, the next visit makes a key of its own.
 */
export function openingCaptchaKey(now: number = Date.now()): CaptchaKey {
  if (!opening || now - opening.madeAt >= ROUTE_CALL_LIFETIME_MS) {
    opening = { key: newCaptchaKey(now), madeAt: now };
  }
  return opening.key;
}

/** The screen shows another image (a tap, a refused sign-in): the opening key is done with. */
export function forgetOpeningCaptchaKey(): void {
  opening = null;
}

/** /login's first call: the image code of the opening key. */
export const captchaQuery = routeCall(calls.captchaImage, () => openingCaptchaKey());
