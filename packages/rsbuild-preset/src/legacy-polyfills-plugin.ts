import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LEGACY_ENTRY, LEGACY_POLYFILLS, polyfillGateScript } from '@bluecat/engine-checks/legacy-polyfills';
import type { RsbuildPlugin } from '@rsbuild/core';
import { sha384 } from './first-screens.ts';

/** The entry module of the polyfill file: one import per core-js module, resolved from the app. */
export function legacyEntrySource(appRoot: string, modules: readonly string[] = LEGACY_POLYFILLS): string {
  const require = createRequire(path.join(appRoot, 'package.json'));
  return modules
    .map((module) => `import ${JSON.stringify(require.resolve(`core-js/modules/${module}.js`))};\n`)
    .join('');
}

/**
 * Polyfills only for the phones that need them (legacy-polyfills.mjs). The build adds an entry without a
 * page of its own, `legacy-polyfills`, holding every core-js module of the list in one file, and puts in
 * each page's head the gate script that loads that file where a feature test fails. The gate is inline,
 * after the assets-retry runtime in that plugin's own inline script (or in one of its own without it): a
 * blocking script from a file cost a round trip before the first paint on a phone network. The pages'
 * inline scripts are allowed by their hashes (script-hashes-plugin.ts). The apps' own code carries no
 * polyfill (`output.polyfill: 'off'` in rsbuild.ts).
 */
export function pluginLegacyPolyfills(): RsbuildPlugin {
  const gate = polyfillGateScript();
  return {
    name: 'bluecat:legacy-polyfills',
    setup(api) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => {
        // Written where the bundler's caches live: generated from the list, never edited.
        const file = path.join(api.context.cachePath, 'bluecat', `${LEGACY_ENTRY}.js`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, legacyEntrySource(api.context.rootPath));
        return mergeRsbuildConfig(config, {
          source: { entry: { [LEGACY_ENTRY]: { import: file, html: false } } },
        });
      });

      // After the assets-retry plugin has put its runtime in the head (registered before this one).
      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const files = (compilation.entrypoints.get(LEGACY_ENTRY)?.getFiles() ?? []).filter((file) =>
          file.endsWith('.js'),
        );
        // One file: the gate writes one script tag, which must hold every polyfill.
        if (files.length !== 1) {
          throw new Error(`legacy polyfills: expected one file for ${LEGACY_ENTRY}, got ${files.join(', ')}`);
        }
        const prefix = assetPrefix.endsWith('/') ? assetPrefix : `${assetPrefix}/`;
        const file = files[0] as string;
        const attrs: Record<string, string> = { 'data-polyfills': `${prefix}${file}` };
        // From a CDN (rsbuild.ts): the written tag carries the file's integrity, as the app's own do.
        const source = compilation.assets[file]?.buffer();
        if (compilation.outputOptions.crossOriginLoading && source) {
          attrs['data-polyfills-integrity'] = sha384(source);
        }
        const retry = tags.headTags.find((head) => head.attrs?.['data-rsbuild-assets-retry'] !== undefined);
        if (retry?.attrs && typeof retry.children === 'string' && retry.attrs.src === undefined) {
          retry.children = `${retry.children};\n${gate}`;
          Object.assign(retry.attrs, attrs);
          return tags;
        }
        if (retry)
          throw new Error('legacy polyfills: the assets-retry runtime must be inline (inlineScript)');
        tags.headTags.unshift({ tag: 'script', attrs, children: gate });
        return tags;
      });
    },
  };
}
