import type { RsbuildPlugin } from '@rsbuild/core';

/** The early script's entry name: `static/js/early-calls.<hash>.js`. */
export const EARLY_ENTRY = 'early-calls';

/**
 * What the early script shares with the app's entry (the transport, its fetch client, the stored
 * session's reader, the build's settings): one chunk, `static/js/early-shared.<hash>.js`, which both load,
 * instead of a copy inside each.
 */
export const EARLY_SHARED_CHUNK = 'early-shared';

/** The app's own entry (`source.entry.index` in each app's config). */
const APP_ENTRY = 'index';

export interface HeadTag {
  tag: string;
  attrs?: Record<string, string | boolean | null | undefined>;
}

function scriptFile(tag: HeadTag): string | undefined {
  const src = tag.tag === 'script' ? tag.attrs?.src : undefined;
  return typeof src === 'string' ? src : undefined;
}

/**
 * A page's head with the early script's files placed: its own file `async` right after the polyfill gate,
 * and each chunk it shares with the app's entry (already one of the page's deferred scripts) moved to the
 * front of the deferred scripts. `files` are the early entry's script addresses, as the page names them.
 */
export function placeEarlyScript(headTags: readonly HeadTag[], files: readonly string[]): HeadTag[] {
  const own = files.filter((file) => file.includes(`/${EARLY_ENTRY}.`));
  const [ownFile] = own;
  if (own.length !== 1 || ownFile === undefined) {
    throw new Error(`early script: expected one file for ${EARLY_ENTRY}, got ${files.join(', ')}`);
  }
  const shared = files.filter((file) => file !== ownFile);
  const rest = headTags.filter((head) => !shared.includes(scriptFile(head) ?? ''));
  const sharedTags = shared.map((file) => {
    const tag = headTags.find((head) => scriptFile(head) === file);
    // The app's entry needs each shared chunk too, so the page already loads it.
    if (!tag) throw new Error(`early script: ${file} is not one of the page's scripts`);
    return tag;
  });
  const firstDeferred = rest.findIndex((head) => head.attrs?.defer === true);
  rest.splice(firstDeferred < 0 ? rest.length : firstDeferred, 0, ...sharedTags);
  const gate = rest.findIndex((head) => head.attrs?.['data-polyfills'] !== undefined);
  rest.splice(gate + 1, 0, { tag: 'script', attrs: { src: ownFile, async: true } });
  return rest;
}

/**
 * An app's early script: an entry without a page of its own, put in every page's head as an `async`
 * script after the polyfill gate. It downloads beside the entry's deferred scripts and runs as soon as it
 * arrives, without waiting for them, so what it starts (a screen's first calls) runs in parallel with the
 * app's code. A file, not an inline script: inline, its bytes would come before the first paint in every
 * page's own download, and again on every visit (a file is cached).
 *
 * The modules it has in common with the app's entry are split into one chunk of their own that both
 * entries load (each bundle's runtime takes it from the page's shared chunk list). Its tag is the first
 * of the deferred scripts: deferred scripts run in order, and the early script's own code waits for that
 * chunk, so anywhere later it would wait for the libraries ahead of it to arrive.
 */
export function pluginEarlyScript(entryModule: string): RsbuildPlugin {
  return {
    name: 'bluecat:early-script',
    setup(api) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, {
          source: { entry: { [EARLY_ENTRY]: { import: entryModule, html: false } } },
          performance: {
            chunkSplit: {
              strategy: config.performance?.chunkSplit?.strategy ?? 'split-by-experience',
              override: {
                cacheGroups: {
                  [EARLY_SHARED_CHUNK]: {
                    name: EARLY_SHARED_CHUNK,
                    // A module both the early script and the app's entry use.
                    chunks: (chunk) => chunk.name === EARLY_ENTRY || chunk.name === APP_ENTRY,
                    minChunks: 2,
                    // Ahead of the library groups (vendors): a module the early script needs is here.
                    priority: 100,
                    // However small: a copy in each entry would cost more bytes than the request it saves.
                    minSize: 0,
                  },
                },
              },
            },
          },
        }),
      );

      // Tree shaking per runtime (the default) compiles a module both entries use once for each, when they
      // use different exports of it (the early script only createTransport, the app more), and so leaves a
      // copy in each. Analysed once for the whole build, it is one module that the shared chunk can hold.
      api.modifyRspackConfig((config, { isProd }) => {
        if (!isProd) return;
        config.optimization ??= {};
        config.optimization.usedExports = 'global';
      });

      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const prefix = assetPrefix.endsWith('/') ? assetPrefix : `${assetPrefix}/`;
        const files = (compilation.entrypoints.get(EARLY_ENTRY)?.getFiles() ?? [])
          .filter((file) => file.endsWith('.js'))
          .map((file) => `${prefix}${file}`);
        // Rsbuild's tags are HeadTags with optional extras (children, meta), kept as they are.
        tags.headTags = placeEarlyScript(tags.headTags, files) as typeof tags.headTags;
        return tags;
      });
    },
  };
}
