import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { pluginAfterBuild } from './after-build-plugin.ts';
import { inlineScriptHashes, SCRIPT_HASHES_FILE, scriptHashesConf } from './inline-script-hashes.mjs';

/**
 * Writes `dist/csp-script-hashes.conf`: the hashes of the inline scripts in the build's pages (the
 * assets-retry runtime with the polyfill gate), for the host's Content-Security-Policy. The policy then
 * names exactly the scripts this build inlines; any other inline script or handler stays refused.
 */
export const pluginScriptHashes = (): RsbuildPlugin =>
  pluginAfterBuild('bluecat:script-hashes', async (dist, files) => {
    const pages = files.filter((file) => file.endsWith('.html'));
    const html = await Promise.all(pages.map((file) => readFile(path.join(dist, file), 'utf8')));
    await writeFile(path.join(dist, SCRIPT_HASHES_FILE), scriptHashesConf(inlineScriptHashes(html)));
  });
