/**
 * Server-given URLs (banners, activity links, rich text) are followed only when they are absolute
 * http(s) addresses: anything else could run script (`javascript:`) or open an app scheme.
 */
export function isHttpUrl(url: string | null | undefined): url is string {
  if (typeof url !== 'string') return false;
  const trimmed = url.trim();
  if (trimmed === '') return false;
  try {
    const { protocol } = new URL(trimmed);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Stands in for the page's origin when a path is resolved. A path that starts with one slash resolves
 * the same way against any http(s) origin, so the answer does not depend on where the app is served, and
 * it holds at build time too, where there is no page.
 */
const PAGE_ORIGIN = 'https://same-site.invalid';

/**
 * A path on this site (`/activity`, `/__demo/service-chat`). Judged by where browsers take it, not by
 * its spelling: the URL parser drops tabs and line breaks and reads a backslash as `/`, so `/<tab>/evil.com`,
 * `/<line feed>/evil.com` and `/\evil.com` all become `//evil.com`, another site. The same parser
 * reads the link when it is followed, so the check and the navigation agree.
 */
export function isSameSitePath(url: string | null | undefined): url is string {
  if (typeof url !== 'string' || !url.startsWith('/')) return false;
  try {
    return new URL(url, PAGE_ORIGIN).origin === PAGE_ORIGIN;
  } catch {
    return false;
  }
}

/** Where a server-given jump link (a banner's tpurl) leads, or null when it is not followed. */
export type BannerTarget = { kind: 'external'; href: string } | { kind: 'internal'; to: string } | null;

/**
 * Where a banner's tpurl leads: an http(s) address opens as a link; an in-app path (`/activity`) goes
 * through the router; anything else — empty, `javascript:`, an app scheme, a protocol-relative `//host` —
 * makes the banner a picture only. Shared by the points banner and the comment zone's carousel.
 */
export function bannerTarget(tpurl: string | undefined): BannerTarget {
  const url = tpurl?.trim() ?? '';
  if (isSameSitePath(url)) return { kind: 'internal', to: url };
  return isHttpUrl(url) ? { kind: 'external', href: url } : null;
}
