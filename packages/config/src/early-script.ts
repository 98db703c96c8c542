import type { RsbuildPlugin } from '@rsbuild/core';

/** The early script's entry name: `static/js/early-calls.<hash>.js`. */
export const EARLY_ENTRY = 'early-calls';

/**
 * An app's early script: an entry without a page of its own, one file, put in every page's head as an
 * `async` script after the polyfill gate. It downloads beside the entry's deferred scripts and runs as
 * soon as it arrives, without waiting for them, so what it starts (a screen's first calls) runs in
 * parallel with the app's code. A file, not an inline script: inline, its bytes would come before the first
 * paint in every page's own download, and again on every visit (a file is cached).
 */
export function pluginEarlyScript(entryModule: string): RsbuildPlugin {
  return {
    name: 'bluecat:early-script',
    setup(api) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, {
          source: { entry: { [EARLY_ENTRY]: { import: entryModule, html: false } } },
        }),
      );

      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const files = (compilation.entrypoints.get(EARLY_ENTRY)?.getFiles() ?? []).filter((file) =>
          file.endsWith('.js'),
        );
        // One file: a second would be a shared chunk the runtime of this entry must load first.
        if (files.length !== 1) {
          throw new Error(`early script: expected one file for ${EARLY_ENTRY}, got ${files.join(', ')}`);
        }
        const prefix = assetPrefix.endsWith('/') ? assetPrefix : `${assetPrefix}/`;
        const tag = { tag: 'script', attrs: { src: `${prefix}${files[0]}`, async: true } };
        const gate = tags.headTags.findIndex((head) => head.attrs?.['data-polyfills'] !== undefined);
        tags.headTags.splice(gate + 1, 0, tag);
        return tags;
      });
    },
  };
}
