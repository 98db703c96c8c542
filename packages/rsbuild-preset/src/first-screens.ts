import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { PLAIN_ADDRESS, type RouteModules } from './route-modules.ts';

/** `/Recharge` → `Recharge.html`; the host answers the address with it (deploy/nginx, @bluecat/demo-host static-server.mjs). */
export function firstScreenFile(address: string): string {
  if (!PLAIN_ADDRESS.test(address)) {
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
  /**
   * The script's `sha384-…` hash, when the build's files come from another origin with subresource
   * integrity (PUBLIC_ASSET_PREFIX): the preload then asks as the runtime will (CORS, the same integrity),
   * so the runtime's request takes the preloaded file instead of fetching it again.
   */
  integrity?: string;
}

export function firstScreenTags(files: readonly FirstScreenFile[], publicPath: string): string {
  return files
    .map(({ file, css, integrity }) => {
      const href = `${publicPath}${file}`;
      if (file.endsWith('.css')) {
        if (css === undefined) throw new Error(`first screens: no text for ${file}`);
        if (/<\/style/i.test(css)) throw new Error(`first screens: ${file} cannot be put inside a page`);
        return `<style data-href="${href}">${css}</style>`;
      }
      if (file.endsWith('.js')) {
        const checked = integrity ? ` crossorigin="anonymous" integrity="${integrity}"` : '';
        return `<link href="${href}" rel="preload" as="script" ${LIKE_THE_ENTRY}${checked}>`;
      }
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

export interface FirstScreensOptions {
  /** The app's folder, which the modules of `routeModules` are relative to. */
  root: string;
  /** Every address the router knows → the modules its route loads (route-modules.ts). */
  routeModules: RouteModules;
  /** Frames (`/Recharge` → markup) drawn in some of those pages before the app starts. */
  shells?: Readonly<Record<string, string>>;
}

/** What the plugin reads of a chunk group's origins: the import's module and what it asked for. */
interface Origin {
  module?: { resource?: string } | undefined;
  request?: string;
}

/**
 * Opening an address loads the entry and then, once the entry has run, the route's own files: two
 * waves on a phone network. So the build writes every address the router knows a page of its own
 * (`<Address>.html`: index.html with the route's stylesheets inside and preloads of its scripts), which
 * the host answers for it: those files come with the document or beside the entry, and when the runtime
 * asks for them they are already there. An address with a frame in `shells` also shows it from the first
 * paint. Any other address (one with a parameter) gets index.html.
 */
export function pluginFirstScreens({ root, routeModules, shells = {} }: FirstScreensOptions): RsbuildPlugin {
  for (const address of Object.keys(shells)) {
    if (!routeModules[address]) throw new Error(`first screens: a frame for ${address}, which no route has`);
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
        // Each lazily imported module → the files its import loads, by the importing module and request.
        const filesOf = new Map<string, readonly string[]>();
        for (const group of compilation.chunkGroups) {
          for (const origin of group.origins as Origin[]) {
            const importer = origin.module?.resource;
            if (!importer || !origin.request) continue;
            filesOf.set(path.resolve(path.dirname(importer), origin.request), group.getFiles());
          }
        }
        for (const [address, modules] of Object.entries(routeModules)) {
          const files: string[] = [];
          for (const module of modules) {
            const groupFiles = filesOf.get(path.resolve(root, module));
            if (!groupFiles) {
              throw new Error(
                `route page ${address}: no import of ${module} in the build; is src/config/route-modules.gen.json out of date? (vitest -u in the app)`,
              );
            }
            for (const file of groupFiles) {
              if (!initial.has(file) && !files.includes(file) && /\.(js|css)$/.test(file)) files.push(file);
            }
          }
          // Stylesheets first: each is needed before the route paints.
          files.sort((a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')));
          const checked = Boolean(compilation.outputOptions.crossOriginLoading);
          const named = files.map((file) => {
            if (file.endsWith('.css')) return { file, css: assets[file]?.source().toString() };
            const source = assets[file]?.buffer();
            return checked && source ? { file, integrity: sha384(source) } : { file };
          });
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

/** A subresource-integrity value of a file's bytes, as the bundler's own (security.sri, sha384). */
export function sha384(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}
