import { createHash } from 'node:crypto';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Which release a page belongs to. WeChat keeps a page open for days; after a deployment its next screen's
 * file may be gone from the host. The page then compares its own release (the meta tag below, in every page
 * of the build) with the one the host now serves (`version.json`, beside the pages, revalidated on every
 * request) to tell a new release from a network failure (@bluecat/ui new-release.ts).
 */
export const RELEASE_META = 'bluecat-release';
export const VERSION_FILE = 'version.json';

/**
 * The build's id: a digest of every file name but the pages' (each carries its content hash) and of the
 * entry page (its inline styles and scripts). Any change of code or style changes it; the same sources
 * built again give the same id.
 */
export function releaseId(assetNames: readonly string[], indexHtml: string): string {
  const hash = createHash('sha256');
  for (const name of [...assetNames].filter((name) => !name.endsWith('.html')).sort())
    hash.update(`${name}\n`);
  hash.update(indexHtml);
  return hash.digest('hex').slice(0, 12);
}

/** The page with the release's meta tag as the first thing in its head. */
export function withReleaseMeta(html: string, id: string): string {
  const head = /<head[^>]*>/i.exec(html);
  if (!head) throw new Error('release id: the page has no <head> to name its release in');
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}<meta name="${RELEASE_META}" content="${id}">${html.slice(at)}`;
}

/**
 * Names the release in every page and writes `version.json` (`{"release":"…"}`) beside them. Before the
 * route pages are made from index.html (first-screens.ts, stage `report`), after the content hashes are
 * final (`optimize-hash`), so the id covers the names served.
 */
export function pluginReleaseId(): RsbuildPlugin {
  return {
    name: 'bluecat:release-id',
    setup(api) {
      api.processAssets({ stage: 'optimize-transfer' }, ({ assets, compilation, sources }) => {
        const index = assets['index.html'];
        if (!index) return;
        const id = releaseId(Object.keys(assets), index.source().toString());
        for (const name of Object.keys(assets)) {
          if (!name.endsWith('.html')) continue;
          const html = assets[name]?.source().toString() ?? '';
          compilation.updateAsset(name, new sources.RawSource(withReleaseMeta(html, id)));
        }
        compilation.emitAsset(VERSION_FILE, new sources.RawSource(`${JSON.stringify({ release: id })}\n`));
      });
    },
  };
}
