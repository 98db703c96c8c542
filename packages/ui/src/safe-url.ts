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
