import type { StartOptions } from '@bluecat/api/gateway';
import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { memberQuery } from '../../features/member/route-calls.ts';
import { memberAtom } from '../../features/member/state.ts';
import { hallStore } from '../../lib/hall-store.ts';
import { routeData } from '../../lib/route-data.ts';

/** product.md › 号码绑定: plan change and the SMS service. The spec quotes the start of the prompt; the rest is ours. */
export const BOUND_PHONE_PROMPT = '您还未绑定手机号，请先绑定手机号后再办理';
/** product.md › 号码绑定 /cancel: the popup's own words. */
export const CANCEL_BOUND_PHONE_PROMPT = '请先绑定手机号';

const startMember = routeData(memberQuery);

/**
 * What the hall holds for a first call another is chained on: the member, once loaded, so a page behind
 * the guard opened from the hall builds its calls from the bound number it already has.
 */
export const heldAnswers: StartOptions = {
  held: (route) => (route === memberQuery ? (hallStore.get(memberAtom).member ?? undefined) : undefined),
};

/**
 * A loader for a page that needs the member (the bound-phone guard, the member center's pages opened
 * directly): starts that call with the route's code when the hall has no member yet.
 */
export const startMemberWhenMissing: LoaderFunction = (args) =>
  hallStore.get(memberAtom).member === null ? startMember(args) : null;

/**
 * The one bound-phone guard: wraps the given routes in a lazily loaded layout route that renders them only
 * for a member with a bound number (see bound-phone-guard.tsx). Lazy, so the hall's entry does not carry
 * the guard's screen.
 *
 * A page opened directly (outside the hall shell, which loads the member) has the guard load the member
 * before anything shows: its loader starts that call with the route's code, not after it.
 */
export function requireBoundPhone(prompt: string, children: RouteObject[]): RouteObject {
  return {
    loader: startMemberWhenMissing,
    lazy: lazyPage(async () => {
      const { BoundPhoneGuard } = await import('./bound-phone-guard.tsx');
      return { default: () => <BoundPhoneGuard prompt={prompt} /> };
    }),
    children,
  };
}
