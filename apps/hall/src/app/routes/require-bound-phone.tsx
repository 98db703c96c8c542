import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';

/** 001 §6: plan change and the SMS service. The spec quotes the start of the prompt; the rest is ours. */
export const BOUND_PHONE_PROMPT = '您还未绑定手机号，请先绑定手机号后再办理';
/** 001 §2 /cancel: the popup's own words. */
export const CANCEL_BOUND_PHONE_PROMPT = '请先绑定手机号';

/**
 * The one bound-phone guard: wraps the given routes in a lazily loaded layout route that renders them only
 * for a member with a bound number (see bound-phone-guard.tsx). Lazy, so the hall's entry does not carry
 * the member state and the gateway.
 */
export function requireBoundPhone(prompt: string, children: RouteObject[]): RouteObject {
  return {
    lazy: lazyPage(async () => {
      const { BoundPhoneGuard } = await import('./bound-phone-guard.tsx');
      return { default: () => <BoundPhoneGuard prompt={prompt} /> };
    }),
    children,
  };
}
