/**
 * `PUBLIC_ASSET_PREFIX`: where a build's `static/**` is served from when it is not the page's own origin,
 * such as a CDN (`https://cdn.example.com/hall/`). Empty keeps every file on the page's origin. The pages
 * then name their scripts and styles there with subresource integrity (rsbuild.ts), so a file changed on
 * the CDN is refused, and the host's policy names the prefix's origin (deploy/nginx `ASSET_ORIGIN`).
 */
export const ASSET_PREFIX_VARIABLE = 'PUBLIC_ASSET_PREFIX';

/**
 * The prefix as the build uses it (ending in `/`, '' for none), or the problem with the value: an
 * `https://` address without query, hash or credentials. Plain http would be blocked as mixed content on
 * the apps' https pages, and anything else is not a place files can be fetched from.
 */
export function readAssetPrefix(raw: string | undefined): { prefix: string } | { problem: string } {
  const value = (raw ?? '').trim();
  if (value === '') return { prefix: '' };
  const url = parsed(value);
  const usable = url?.protocol === 'https:' && !url.username && !url.password && !/[?#]/.test(value);
  if (!usable) {
    return {
      problem: `${ASSET_PREFIX_VARIABLE} must be empty or an https:// address without query or hash (https://cdn.example.com/hall/), got "${value}"`,
    };
  }
  return { prefix: url.href.endsWith('/') ? url.href : `${url.href}/` };
}

function parsed(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
