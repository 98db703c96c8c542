import { isHttpUrl, isSameSitePath } from '@bluecat/ui/safe-url';

export type BannerTarget = { kind: 'external'; href: string } | { kind: 'internal'; to: string } | null;

/**
 * Where a banner's tpurl leads: an http(s) address opens as a link; an in-app path (`/activity`) goes
 * through the router; anything else — empty, `javascript:`, an app scheme, a protocol-relative `//host` —
 * makes the banner a picture only.
 */
export function bannerTarget(tpurl: string | undefined): BannerTarget {
  const url = tpurl?.trim() ?? '';
  if (isSameSitePath(url)) return { kind: 'internal', to: url };
  return isHttpUrl(url) ? { kind: 'external', href: url } : null;
}
