import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { LEGACY_ENTRY, LEGACY_POLYFILLS, polyfillGateScript } from './legacy-polyfills.mjs';

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
 * each page's head the gate script that loads that file where a feature test fails: appended to the
 * assets-retry runtime's file (renamed for the gate's hash), or as a file of its own without one. The apps' own code carries no polyfill (`output.polyfill: 'off'` in rsbuild.ts).
 */
export function pluginLegacyPolyfills(): RsbuildPlugin {
  const gate = polyfillGateScript();
  const gateHash = createHash('sha256').update(gate).digest('hex').slice(0, 10);
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

      const jsDir = () => api.getNormalizedConfig().output.distPath.js;
      /** The assets-retry runtime's file (`static/js/assets-retry.<version>.js`), when the app has one. */
      const RETRY_FILE = /(^|\/)assets-retry\.[\w-]+\.js$/;
      /** Its file with the gate after it: one blocking request in the head, not two. */
      const withGate = (file: string) => file.replace(/\.js$/, `.${gateHash}.js`);

      // After the assets-retry plugin has emitted its runtime (same stage, registered before this one).
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        const retry = Object.keys(compilation.assets).find((file) => RETRY_FILE.test(file));
        if (!retry) {
          compilation.emitAsset(`${jsDir()}/polyfill-gate.${gateHash}.js`, new sources.RawSource(gate));
          return;
        }
        const retryCode = compilation.assets[retry]?.source().toString() ?? '';
        compilation.emitAsset(withGate(retry), new sources.RawSource(`${retryCode};\n${gate}`));
        compilation.deleteAsset(retry);
      });

      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const files = (compilation.entrypoints.get(LEGACY_ENTRY)?.getFiles() ?? []).filter((file) =>
          file.endsWith('.js'),
        );
        // One file: the gate writes one script tag, which must hold every polyfill.
        if (files.length !== 1) {
          throw new Error(`legacy polyfills: expected one file for ${LEGACY_ENTRY}, got ${files.join(', ')}`);
        }
        const prefix = assetPrefix.endsWith('/') ? assetPrefix : `${assetPrefix}/`;
        const polyfills = `${prefix}${files[0]}`;
        // The assets-retry runtime is already a blocking script of the head: on a phone network a second
        // one, on a connection of its own, delayed the first paint by a round trip or two.
        const retry = tags.headTags.find((head) => head.attrs?.['data-rsbuild-assets-retry'] !== undefined);
        const src = retry?.attrs?.src;
        if (retry?.attrs && typeof src === 'string') {
          retry.attrs.src = withGate(src);
          retry.attrs['data-polyfills'] = polyfills;
          return tags;
        }
        const gateTag = {
          tag: 'script',
          attrs: { src: `${prefix}${jsDir()}/polyfill-gate.${gateHash}.js`, 'data-polyfills': polyfills },
        };
        tags.headTags.unshift(gateTag);
        return tags;
      });
    },
  };
}
