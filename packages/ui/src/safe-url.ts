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
