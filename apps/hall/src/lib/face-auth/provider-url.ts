/*
 * The two addresses of a round trip to a verification provider: where it returns to, and the provider's
 * page the server named. A module of its own: pages that only send a subscriber to a provider (the
 * invoice's ID photo, 扫码实名) then do not load the table of every face-verified flow (flows.ts).
 */

/** The address the provider returns to: absolute, on the page's own origin. */
export function returnUrlOf(pageUrl: string, returnPath: string): string {
  return new URL(returnPath, pageUrl).href;
}

/**
 * The provider's page to open, resolved against the current page (the demo answers a relative address),
 * or null unless it is http(s): a server-given URL is never followed to script or app schemes.
 */
export function providerUrlOf(url: string, pageUrl: string): string | null {
  if (url.trim() === '') return null;
  try {
    const resolved = new URL(url.trim(), pageUrl);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}
