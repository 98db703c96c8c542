import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
 * A route file named in its page: a script as a preload, so it downloads with the entry while the
 * bundler's runtime still loads it itself (a `<script>` tag would be taken over by the runtime as it is,
 * failure included: a file whose only request had failed left the route waiting for an event that had
 * already passed, where the runtime's own request fails into 页面加载失败 with 重试). A stylesheet comes
 * inside the page as `<style data-href>`, which the runtime takes for its own file, loaded: no request
 * at all, and the route's frame is styled from the first paint.
 */
export interface FirstScreenFile {
  /** Output path, such as `static/js/async/recharge.1a2b.js`. */
  file: string;
  /** The stylesheet's text, for a `.css` file. */
  css?: string;
}

export function firstScreenTags(files: readonly FirstScreenFile[], publicPath: string): string {
  return files
    .map(({ file, css }) => {
      const href = `${publicPath}${file}`;
      if (file.endsWith('.css')) {
        if (css === undefined) throw new Error(`first screens: no text for ${file}`);
        if (/<\/style/i.test(css)) throw new Error(`first screens: ${file} cannot be put inside a page`);
        return `<style data-href="${href}">${css}</style>`;
      }
      if (file.endsWith('.js')) return `<link href="${href}" rel="preload" as="script" ${LIKE_THE_ENTRY}>`;
      return '';
    })
    .join('');
}

/**
 * A preload is fetched ahead of a deferred script of the entry (High against Low), though nothing of the
 * route runs before the entry has: at the entry's own priority they share the line in document order.
 */
const LIKE_THE_ENTRY = 'fetchpriority="low"';

/** index.html with the route's tags placed just before `</head>`, after the entry's own. */
export function withFirstScreenTags(indexHtml: string, tags: string): string {
  const end = indexHtml.indexOf('</head>');
  if (end < 0) throw new Error('index.html has no </head> to put the route files before');
  return `${indexHtml.slice(0, end)}${tags}${indexHtml.slice(end)}`;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The page with the screen's frame drawn inside the app's root: what the first paint shows while the
 * scripts download. React replaces it when the app starts (each app's main.tsx waits until the route is
 * ready, so the frame is not swapped for a loading skeleton first).
 */
export function withFirstScreenShell(html: string, shell: string): string {
  const at = html.indexOf(EMPTY_ROOT);
  if (at < 0) throw new Error(`the page has no empty ${EMPTY_ROOT} to draw the frame in`);
  return `${html.slice(0, at)}<div id="root">${shell}</div>${html.slice(at + EMPTY_ROOT.length)}`;
}

/**
 * The frames of a folder of `<Address>.html` files (`Recharge.html` → `/Recharge`). Each is the static
 * markup of the screen's frame rendered from the app's own components, kept by that app's
 * first-screen-shells test, which fails when a component no longer renders what the file holds.
 */
export function readFirstScreenShells(folder: string): Record<string, string> {
  if (!existsSync(folder)) return {};
  const shells: Record<string, string> = {};
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.html')) continue;
    shells[`/${file.slice(0, -'.html'.length)}`] = readFileSync(path.join(folder, file), 'utf8').trim();
  }
  return shells;
}

/**
 * Opening an address loads the entry and then, once the entry has run, the route's own files: two
 * waves on a phone network. For the addresses people arrive at, the build writes a page of their own
 * (`<Address>.html`: index.html with the route's stylesheets inside and preloads of its scripts), so
 * those files come with the document or beside the entry; when the runtime asks for them they are
 * already there. An address with a frame in `shells` also shows it from the first paint. Every other
 * address gets index.html as before.
 */
export function pluginFirstScreens(
  screens: FirstScreens,
  shells: Readonly<Record<string, string>> = {},
): RsbuildPlugin {
  for (const address of Object.keys(shells)) {
    if (!screens[address]) throw new Error(`first screens: a frame for ${address}, which is no first screen`);
  }
  return {
    name: 'bluecat:first-screens',
    setup(api) {
      // After the content hashes are final (`optimize-hash`) and the files minified, so the names written
      // are the ones served and the stylesheets put inside are the ones built.
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
          const named = files.map((file) =>
            file.endsWith('.css') ? { file, css: assets[file]?.source().toString() } : { file },
          );
          const shell = shells[address];
          const page = withFirstScreenTags(indexHtml, firstScreenTags(named, publicPath));
          compilation.emitAsset(
            firstScreenFile(address),
            new sources.RawSource(shell === undefined ? page : withFirstScreenShell(page, shell)),
          );
        }
      });
    },
  };
}
