import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { inlineScriptHashes, SCRIPT_HASHES_FILE, scriptHashesConf } from './inline-script-hashes.mjs';

/**
 * Writes `dist/csp-script-hashes.conf`: the hashes of the inline scripts in the build's pages (the
 * assets-retry runtime with the polyfill gate), for the host's Content-Security-Policy. The policy then
 * names exactly the scripts this build inlines; any other inline script or handler stays refused.
 */
export function pluginScriptHashes(): RsbuildPlugin {
  return {
    name: 'bluecat:script-hashes',
    setup(api) {
      api.onAfterBuild(async ({ isFirstCompile }) => {
        if (!isFirstCompile || api.context.action !== 'build') return;
        const dist = api.context.distPath;
        const entries = await readdir(dist, { recursive: true });
        const pages = entries.filter((file) => file.endsWith('.html'));
        const html = await Promise.all(pages.map((file) => readFile(path.join(dist, file), 'utf8')));
        await writeFile(path.join(dist, SCRIPT_HASHES_FILE), scriptHashesConf(inlineScriptHashes(html)));
      });
    },
  };
}
