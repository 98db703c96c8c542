/**
 * The picture a screen shows largest, when a first call's answer names it (the comment zone's first
 * banner): asked for as soon as that answer is in, by the page's early script or by the gateway, so
 * its request waits neither for the app's scripts nor for the screen to render. The screen's `<img>` of
 * the same address then finds it in the browser's cache.
 *
 * The declaration names the picture by a JSON pointer into the answer's data (RFC 6901, `/list/0/url`)
 * rather than by a function, so the early script, which carries no screen's code, reads it from its
 * table too (config/first-calls.gen.json).
 */

/** What a JSON pointer (`/list/0/url`) points at in `data`; undefined where the path is missing. */
export function atPointer(data: unknown, pointer: string): unknown {
  if (!pointer.startsWith('/')) return undefined;
  let value = data;
  for (const raw of pointer.slice(1).split('/')) {
    const step = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, step)) {
      return undefined;
    }
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/**
 * The picture's address made absolute, when it is one the page may fetch: http(s), or a path of the
 * site. Anything else (empty, not a string, `data:`, `javascript:`, not an address) is null.
 */
export function pictureAddress(raw: unknown, base: string): string | null {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) return null;
  try {
    const url = new URL(text, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Asks the browser for a picture: an `Image` whose `src` is set, kept by the browser's image cache. */
export function fetchPicture(address: string): void {
  if (typeof Image !== 'function') return;
  new Image().src = address;
}

/** The picture `pointer` names in a call's data, fetched when its address is one the page may fetch. */
export function fetchPictureOf(
  data: unknown,
  pointer: string,
  fetch: (address: string) => void = fetchPicture,
): void {
  if (typeof location === 'undefined') return;
  const address = pictureAddress(atPointer(data, pointer), location.href);
  if (address) fetch(address);
}
