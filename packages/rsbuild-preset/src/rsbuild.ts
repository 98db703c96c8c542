import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAllowedMapsRequest, isMapsProxyPath } from '@bluecat/demo-host/maps-proxy';
import { BROWSER_TARGETS } from '@bluecat/engine-checks/browser-targets';
import { cssFallbacks } from '@bluecat/engine-checks/css-fallbacks';
import { LEGACY_ENTRY } from '@bluecat/engine-checks/legacy-polyfills';
import { defineConfig, mergeRsbuildConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginAssetsRetry } from '@rsbuild/plugin-assets-retry';
import { pluginCheckSyntax } from '@rsbuild/plugin-check-syntax';
import { pluginReact } from '@rsbuild/plugin-react';
import { appEnvDefine, type ReadAppEnv, readPublicVars } from './app-env.ts';
import { ASSET_PREFIX_VARIABLE, readAssetPrefix } from './asset-prefix.ts';
import { pluginDeploySettings } from './deploy-settings.ts';
import { EARLY_ENTRY, pluginEarlyScript } from './early-script.ts';
import {
  pluginFirstScreens,
  readFirstScreenShells,
  readFrameLeads,
  readUntitledFrames,
} from './first-screens.ts';
import { pluginLegacyPolyfills } from './legacy-polyfills-plugin.ts';
import { nutuiTransformImport } from './nutui.ts';
import { pluginPrecompress } from './precompress.ts';
import { pluginReleaseId } from './release-id.ts';
import { readRouteModules } from './route-modules.ts';
import { pluginScriptHashes } from './script-hashes-plugin.ts';
import { svgDataUrl } from './svg-data-url.ts';

/** The apps' icon (favicon.svg), as the address every page's <link rel="icon"> carries. */
const FAVICON = svgDataUrl(readFileSync(fileURLToPath(new URL('../favicon.svg', import.meta.url)), 'utf8'));

export interface AppBuildOptions {
  /** Page title shown in the browser tab. */
  title: string;
  /** Port of `rsbuild dev` / `rsbuild preview`. */
  port: number;
  /** Where the dev server forwards `/api` (the Prism mock by default). */
  apiTarget: string;
  /**
   * Folder of stand-in pages for outside services (WeChat authorisation, face verification, a payment
   * cashier): `rsbuild dev` answers `/__demo/<name>` with `<name>.html` from it, as the demo host's
   * static server (@bluecat/demo-host) does for the built app.
   */
  demoDir?: string;
  /**
   * The app's folder. Its `src/config/route-modules.gen.json` (every address → its route's modules, written
   * by the app's route-modules test) gives each address a page that loads them beside the entry, and its
   * `src/config/first-screen-shells/<Address>.html` frames are drawn in those pages; every other page
   * draws its screen's header, titled from `src/config/route-titles.gen.json`, above the loading
   * skeleton, or the skeleton alone for the addresses `src/config/first-screen-frames.gen.json` lists
   * (written by the app's first-screen-shells test; first-screens.ts).
   */
  appRoot?: string;
  /**
   * `apiTarget` is the demo stack's mock console (@bluecat/mock-console, started by `npm run dev`): its
   * page `/__mock/` is forwarded there with `/api`.
   */
  mockConsole?: boolean;
  /**
   * The app's early script, relative to the app (`./src/app/early-calls.ts`): loaded `async` from every
   * page, it starts a screen's first calls in parallel with the app's scripts (early-script.ts).
   */
  earlyScript?: string;
  /**
   * Reads the app's PUBLIC_* variables into its settings (the app's `src/config/read-env.ts`). Run once,
   * at build time, in the app's folder (`appRoot`); the code gets the result as `APP_ENV` (app-env.ts).
   */
  readEnv?: ReadAppEnv;
  /** Extra config deep-merged last (entry, middleware, rspack options). */
  extra?: RsbuildConfig;
}

/** Chunk name → the packages in it; reported by bench/sizes.mjs under these names. */
export const HEAVY_LIBRARIES = {
  'lib-echarts': /[\\/]node_modules[\\/](echarts|zrender)[\\/]/,
  'lib-signature': /[\\/]node_modules[\\/](react-signature-canvas|signature_pad|trim-canvas)[\\/]/,
  'lib-compressor': /[\\/]node_modules[\\/](compressorjs|blueimp-canvas-to-blob|is-blob)[\\/]/,
} as const;

/** The phones the apps run on (browser-targets.mjs): the build compiles and checks for them. */
export { BROWSER_TARGETS };

/** Dependencies published with ES2020+ syntax, compiled down to the targets like the apps' own code. */
const MODERN_DEPENDENCIES =
  /[\\/]node_modules[\\/](openapi-fetch|react-router|react-router-dom|web-vitals)[\\/]/;

/**
 * The syntax level the output is checked against. The plugin would derive 2017 from the targets, because
 * its parser checks whole ECMAScript editions and Safari 12 lacks one ES2018 feature (regular-expression
 * lookbehind). Every piece of ES2018 and ES2019 syntax the compiler leaves in place (object spread,
 * `catch {}` without a binding) runs on Chrome 69 and iOS 12; ES2020's `?.` and `??` do not, and fail.
 */
const CHECKED_ECMA_VERSION = 2019;

/** Entries loaded by a tag of their own, which the library chunks must not take modules from (rspack config below). */
const OWN_FILE_ENTRIES = [LEGACY_ENTRY, EARLY_ENTRY];

/**
 * react-router publishes a production build beside its development one, but its package exports name only
 * the development build (remix-run/react-router#12532), which keeps every dev warning and check. A
 * production build of the apps takes the production files: a third less router code to download and run.
 */
function reactRouterProductionAliases(): Record<string, string> {
  const require = createRequire(import.meta.url);
  const development = path.dirname(require.resolve('react-router'));
  const production = development.replace(/([\\/])development$/, '$1production');
  if (production === development) return {};
  return {
    'react-router$': path.join(production, 'index.mjs'),
    'react-router/dom$': path.join(production, 'dom-export.mjs'),
  };
}

/**
 * product.md › 错误与提示: a page part that fails to load is fetched again. The plugin does so for the entry's
 * deferred files and for every lazily loaded JS and CSS chunk, a bounded number of times; when they all
 * fail the route's error page offers 页面加载失败 with 重试. With `static/**` on a CDN (`assetPrefix`) every
 * retry is from the page's own origin, which holds the same build: a CDN that fails, or serves a file its
 * integrity refuses, does not stop the page, and a retry never goes back to the CDN (cdnThenOrigin).
 */
function assetsRetry(assetPrefix: string) {
  return pluginAssetsRetry({
    type: ['script', 'link'],
    max: 3,
    delay: 1000,
    // Same URL: no cache-busting query, the hashed name is the version.
    addQuery: false,
    // Inline in the page: as a file it was a blocking request, a round trip before the first paint on a
    // phone network. The Content-Security-Policy allows it by its hash, never by 'unsafe-inline'
    // (script-hashes-plugin.ts).
    inlineScript: true,
    ...(assetPrefix ? { domain: cdnThenOrigin(assetPrefix) } : {}),
  });
}

/**
 * The plugin's `domain` as a function its runtime calls in the page (it is written into the page as
 * text, so it holds the prefix as a literal). ES5, for the oldest engines.
 *
 * The runtime takes the next try's domain as the one after the current in this list, cyclically, and
 * the tag it writes for an entry file carries no `integrity`. With `[cdn, origin]` a changed CDN file
 * refused by its integrity, then one failed try on the origin (a weak network, a 5xx), sent the third
 * try to the CDN without integrity, and the changed file ran. The origin is therefore listed twice: the
 * one after the first origin is the origin again, so once off the CDN every retry stays on the page's
 * own origin, whose files need no integrity.
 */
function cdnThenOrigin(assetPrefix: string): () => string[] {
  const cdn = JSON.stringify(assetPrefix.replace(/\/$/, ''));
  return new Function(`return [${cdn}, window.location.origin, window.location.origin];`) as () => string[];
}

/** A page per address of the app's router, some with a frame drawn in it (first-screens.ts). */
function routePages(appRoot: string): RsbuildPlugin {
  const config = (file: string) => path.join(appRoot, 'src/config', file);
  return pluginFirstScreens({
    root: appRoot,
    routeModules: readRouteModules(config('route-modules.gen.json')),
    shells: readFirstScreenShells(config('first-screen-shells')),
    titles: JSON.parse(readFileSync(config('route-titles.gen.json'), 'utf8')),
    untitled: readUntitledFrames(config('first-screen-frames.gen.json')),
    leads: readFrameLeads(config('first-screen-frames.gen.json')),
  });
}

/**
 * One build shape for both apps: React, NutUI per component (JS and CSS), same-origin `/api`
 * proxied to the mock in development, and a phone viewport.
 */
export function defineAppConfig(options: AppBuildOptions) {
  const define = options.readEnv && options.appRoot ? appEnvDefine(options.appRoot, options.readEnv) : {};
  const assetPrefix = options.appRoot ? readBuildAssetPrefix(options.appRoot) : '';
  const base: RsbuildConfig = {
    plugins: [
      pluginReact(),
      assetsRetry(assetPrefix),
      // core-js only where a feature test fails, in a file of its own (legacy-polyfills-plugin.ts).
      pluginLegacyPolyfills(),
      // Fails the production build when an output file (dependencies included) has syntax the targets lack.
      pluginCheckSyntax({
        ecmaVersion: CHECKED_ECMA_VERSION,
        // The router chunk holds only react-router, compiled to the targets above (MODERN_DEPENDENCIES).
        // What stays is one native `import()` (ES2020 by edition, yet in Chrome since 63 and Safari since
        // 11.1) in its framework-mode module loader, which the data router never calls.
        excludeOutput: /[\\/]lib-router\.[0-9a-f]+\.js$/,
      }),
      ...(options.earlyScript ? [pluginEarlyScript(options.earlyScript)] : []),
      // Every page names its release, and version.json names the one the host serves (release-id.ts).
      pluginReleaseId(),
      ...(options.appRoot ? [routePages(options.appRoot), pluginDeploySettings(options.appRoot)] : []),
      // dist/csp-script-hashes.conf: the hashes of the pages' inline scripts, for the host's policy.
      pluginScriptHashes(),
      // .gz beside each text asset for the host's gzip_static (deploy/nginx).
      pluginPrecompress(),
    ],
    source: {
      define,
      transformImport: [nutuiTransformImport],
      // Rsbuild compiles no JavaScript from node_modules by default; these ship syntax newer than the
      // targets (`?.`, `??`). The syntax check below names any other that does.
      include: [MODERN_DEPENDENCIES],
    },
    html: {
      title: options.title,
      // Zoom stays allowed (WCAG 1.4.4): no maximum-scale or user-scalable=no.
      // The icon rides in the page as a data: address: one request less on every first visit, for a
      // few hundred bytes of markup (the policy's img-src allows data:).
      tags: [{ tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: FAVICON }, head: true }],
      meta: {
        viewport: 'width=device-width, initial-scale=1, viewport-fit=cover',
        'format-detection': 'telephone=no',
      },
      // The template only fixes <html lang="zh-CN">; Rsbuild injects title, meta, scripts and styles.
      template: fileURLToPath(new URL('../index.html', import.meta.url)),
    },
    server: {
      host: '127.0.0.1',
      port: options.port,
      strictPort: true,
      historyApiFallback: true,
      // `/api` also matches `/api-baidu/…` (a prefix): the maps lookup reaches Prism as on a demo host, and
      // every other /api-baidu address is refused before it (refuseOtherMapsRequests).
      proxy: {
        '/api': { target: options.apiTarget, changeOrigin: true },
        ...(options.mockConsole ? { '/__mock': { target: options.apiTarget, changeOrigin: true } } : {}),
      },
      setup: [refuseOtherMapsRequests, ...(options.demoDir ? [serveDemoPages(options.demoDir)] : [])],
    },
    output: {
      overrideBrowserslist: [...BROWSER_TARGETS],
      // No core-js in the apps' own files: the old phones get the polyfills they need from a file of
      // their own, which current phones never download (legacy-polyfills-plugin.ts).
      polyfill: 'off',
      // The operator's servers keep old chunks only for a short while: hashed names, short-lived HTML.
      // Eight hex digits (32 bits) tell a file's versions apart; the entry names every lazy file's hash,
      // 237 of them in the hall, and each further two digits cost it 0.4 KB gz on every first screen.
      filenameHash: 'contenthash:8',
      // The entry's stylesheet (a few KB) comes inside the page: one request less before the first paint,
      // which otherwise waited for it on a connection of its own. The CSP allows inline styles (deploy/nginx).
      inlineStyles: { enable: 'auto', test: /\.css$/ },
      legalComments: 'none',
      // manifest.json names each file's chunk groups (by `webpackChunkName`, else by import request), so
      // `npm run bench` can report every lazily loaded route by name and the journeys can tell which
      // group a file a page asked for belongs to. It names the source modules too: it is written beside
      // the build (apps/<app>/build-info/), never into the folder a host serves.
      manifest: {
        filename: '../build-info/manifest.json',
        generate: ({ files, manifestData }) => ({
          ...manifestData,
          chunkGroups: files.map((file) => ({
            file: file.path,
            groups: [...(file.chunk?.groupsIterable ?? [])].map(
              (group) => group.name ?? group.origins.map((origin) => origin.request).find(Boolean),
            ),
          })),
        }),
      },
    },
    tools: {
      // What Lightning CSS does not lower for the oldest targets (css-fallbacks.mjs): flex gaps as margins,
      // overflow-wrap: anywhere's fallback.
      postcss: (_options, { addPlugins }) => addPlugins(cssFallbacks()),
      rspack: (config, { isProd }) => {
        // The polyfill file and the early script are each loaded by a tag of their own: none of their modules
        // moves to a library chunk of the app's entry. (What the early script shares with the entry has a
        // chunk of its own, early-script.ts.)
        const splitChunks = config.optimization?.splitChunks;
        if (splitChunks && splitChunks.chunks === 'all')
          splitChunks.chunks = (chunk) => !OWN_FILE_ENTRIES.includes(chunk.name ?? '');
        // The route modules' menu entries stay behind: their menus are generated tables (route-index.mjs).
        config.module ??= {};
        config.module.rules ??= [];
        config.module.rules.push({
          test: /[\\/]routes\.tsx?$/,
          exclude: /[\\/]node_modules[\\/]/,
          enforce: 'pre',
          loader: fileURLToPath(new URL('./route-module-loader.mjs', import.meta.url)),
        });
        // A WebAssembly file imported with `?url` is a file of the build, fetched by its library (the card
        // scan's decoder, zxing-wasm), not a module compiled into the bundle.
        config.module.rules.push({
          test: /\.wasm$/,
          resourceQuery: /^\?url$/,
          type: 'asset/resource',
          generator: { filename: 'static/wasm/[name].[contenthash:8][ext]' },
        });
        if (!isProd) return;
        config.module.rules.push({
          test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/,
          loader: fileURLToPath(new URL('./pure-calls-loader.mjs', import.meta.url)),
        });
        config.resolve ??= {};
        config.resolve.alias = { ...config.resolve.alias, ...reactRouterProductionAliases() };
      },
    },
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        // The heavy libraries get chunks of their own, named, so `npm run bench` can show which routes
        // load them and that no entry does. They stay lazy: only dynamic imports reach them.
        forceSplitting: HEAVY_LIBRARIES,
      },
    },
  };
  return defineConfig(mergeRsbuildConfig(base, assetsElsewhere(assetPrefix), options.extra ?? {}));
}

/** PUBLIC_ASSET_PREFIX of the app's settings, '' when unset (asset-prefix.ts). */
function readBuildAssetPrefix(appRoot: string): string {
  const read = readAssetPrefix(readPublicVars(appRoot)[ASSET_PREFIX_VARIABLE]);
  if ('problem' in read) throw new Error(read.problem);
  return read.prefix;
}

/**
 * PUBLIC_ASSET_PREFIX (asset-prefix.ts, checked with the app's settings by its readEnv): `static/**` is
 * named at that address, and every script and stylesheet, those the page names and those loaded later
 * (route chunks, their CSS, the polyfills), carries its sha384 `integrity` and `crossorigin`, so the
 * browser refuses a file the CDN changed. Same-origin builds go without: the hashes of every lazily
 * loaded file would ride in the entry for nothing.
 */
function assetsElsewhere(assetPrefix: string): RsbuildConfig {
  if (assetPrefix === '') return {};
  return {
    output: { assetPrefix },
    html: { crossorigin: 'anonymous' },
    security: { sri: { enable: true, algorithm: 'sha384' } },
  };
}

/** One function of `server.setup`; middlewares it adds at once run before Rsbuild's own (the proxy). */
type ServerSetup = Extract<
  NonNullable<NonNullable<RsbuildConfig['server']>['setup']>,
  (...args: never[]) => unknown
>;

/**
 * Middleware (run before the proxy) answering 404 for every /api-baidu request but the IP lookup, as the
 * demo host and nginx do: a real maps service behind the proxy would take any path on the host's key.
 */
const refuseOtherMapsRequests: ServerSetup = ({ server }) => {
  server.middlewares.use((request, response, next) => {
    const pathname = (request.url ?? '').split('?')[0] ?? '';
    if (!isMapsProxyPath(pathname) || isAllowedMapsRequest(request.method, pathname)) {
      next();
      return;
    }
    response.statusCode = 404;
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.end('Not Found\n');
  });
};

const DEMO_PAGE = /^\/__demo\/([\w-]+)(\.svg)?$/;
/** Run-time settings the host keeps out of the build, answered in development from `<demoDir>/config/`. */
const RUNTIME_SETTING = /^\/config\/([\w-]+)\.json$/;

/**
 * Middleware (run before the history fallback) answering `/__demo/<name>` from `<dir>/<name>.html`,
 * `/__demo/<name>.svg` (pictures the mock's answers show) from `<dir>/<name>.svg`, and `/config/<name>.json`
 * (run-time settings such as the agent's channel accounts) from `<dir>/config/<name>.json`.
 */
function serveDemoPages(dir: string): ServerSetup {
  return ({ server }) => {
    server.middlewares.use((request, response, next) => {
      const pathname = (request.url ?? '').split('?')[0] ?? '';
      const setting = RUNTIME_SETTING.exec(pathname);
      if (setting?.[1]) {
        readFile(path.join(dir, 'config', `${setting[1]}.json`)).then(
          (json) => {
            response.setHeader('Content-Type', 'application/json; charset=utf-8');
            response.setHeader('Cache-Control', 'no-store');
            response.end(json);
          },
          () => {
            response.statusCode = 404;
            response.end('Not Found\n');
          },
        );
        return;
      }
      const match = DEMO_PAGE.exec(pathname);
      if (!match?.[1]) {
        next();
        return;
      }
      const picture = match[2] === '.svg';
      readFile(path.join(dir, `${match[1]}${picture ? '.svg' : '.html'}`)).then(
        (html) => {
          response.setHeader('Content-Type', picture ? 'image/svg+xml' : 'text/html; charset=utf-8');
          response.setHeader('Cache-Control', 'no-store');
          response.end(html);
        },
        () => next(),
      );
    });
  };
}
