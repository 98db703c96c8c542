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
 * A path on this site (`/activity`, `/__demo/service-chat`): one leading slash, never `//host` or
 * `/\host`, which browsers read as another site.
 */
export function isSameSitePath(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
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
