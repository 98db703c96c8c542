import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * An address people open the app at from outside (a menu, a link, a bookmark) → the named chunks of
 * the route modules it renders, outermost first (`import(/* webpackChunkName: "…" *\/ …)` in the routes).
 */
export type FirstScreens = Readonly<Record<string, readonly string[]>>;

/** `/Recharge` → `Recharge.html`; the host answers the address with it (deploy/nginx, scripts/serve.mjs). */
export function firstScreenFile(address: string): string {
  if (!/^\/[\w-]+(\/[\w-]+)*$/.test(address)) {
    throw new Error(`first screen ${address}: expected a plain path such as /Recharge`);
  }
  return `${address.slice(1)}.html`;
}

/**
 * The tags that name a route's files in its page: preloads, so they download with the entry while the
 * bundler's runtime still loads them itself. A `<script>` or stylesheet tag would be taken over by the
 * runtime as it is, failure included: a file whose only request had failed left the route waiting for an
 * event that had already passed, where the runtime's own request fails into 页面加载失败 with 重试.
 */
export function firstScreenTags(files: readonly string[], publicPath: string): string {
  return files
    .map((file) => {
      const href = `${publicPath}${file}`;
      if (file.endsWith('.css')) return `<link href="${href}" rel="preload" as="style" ${LIKE_THE_ENTRY}>`;
      if (file.endsWith('.js')) return `<link href="${href}" rel="preload" as="script" ${LIKE_THE_ENTRY}>`;
      return '';
    })
    .join('');
}

/**
 * A preload is fetched ahead of a deferred script of the entry (High against Low), though nothing of the
 * route runs before the entry has: at the entry's own priority they share the line in document order,
 * and the stylesheet that holds the first paint is not kept waiting by either.
 */
const LIKE_THE_ENTRY = 'fetchpriority="low"';

/** index.html with the route's tags placed just before `</head>`, where the entry's own end. */
export function withFirstScreenTags(indexHtml: string, tags: string): string {
  const end = indexHtml.indexOf('</head>');
  if (end < 0) throw new Error('index.html has no </head> to put the route files before');
  return `${indexHtml.slice(0, end)}${tags}${indexHtml.slice(end)}`;
}

/**
 * Opening an address loads the entry and then, once the entry has run, the route's own files: two
 * waves on a phone network. For the addresses people arrive at, the build writes a page of their own
 * (`<Address>.html`, index.html plus preloads of the route's files), so those files download beside the
 * entry; when the runtime asks for them they are already there. Every other address gets index.html as
 * before.
 */
export function pluginFirstScreens(screens: FirstScreens): RsbuildPlugin {
  return {
    name: 'bluecat:first-screens',
    setup(api) {
      // After the content hashes are final (`optimize-hash`), so the names written are the ones served.
      api.processAssets({ stage: 'report' }, ({ assets, compilation, sources }) => {
        if (api.context.action !== 'build') return;
        const index = assets['index.html'];
        if (!index) throw new Error('first screens: the build has no index.html');
        const indexHtml = index.source().toString();
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const initial = new Set<string>();
        for (const entry of compilation.entrypoints.values()) {
          for (const file of entry.getFiles()) initial.add(file);
        }
        for (const [address, chunkNames] of Object.entries(screens)) {
          const files: string[] = [];
          for (const name of chunkNames) {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) {
              throw new Error(
                `first screen ${address}: no chunk named "${name}" (webpackChunkName of its route import)`,
              );
            }
            for (const file of group.getFiles()) {
              if (!initial.has(file) && !files.includes(file) && /\.(js|css)$/.test(file)) files.push(file);
            }
          }
          // Stylesheets first: each is needed before the route paints.
          files.sort((a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')));
          compilation.emitAsset(
            firstScreenFile(address),
            new sources.RawSource(withFirstScreenTags(indexHtml, firstScreenTags(files, publicPath))),
          );
        }
      });
    },
  };
}
