import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeRsbuildConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { nutuiTransformImport } from './nutui.ts';
import { pluginPrecompress } from './precompress.ts';

export interface AppBuildOptions {
  /** Page title shown in the browser tab. */
  title: string;
  /** Port of `rsbuild dev` / `rsbuild preview`. */
  port: number;
  /** Where the dev server forwards `/api` (the Prism mock by default). */
  apiTarget: string;
  /**
   * Folder of stand-in pages for outside services (WeChat authorisation, face verification, a payment
   * cashier): `rsbuild dev` answers `/__demo/<name>` with `<name>.html` from it, as scripts/serve.mjs
   * does for the built app.
   */
  demoDir?: string;
  /** Extra config deep-merged last (entry, middleware, rspack options). */
  extra?: RsbuildConfig;
}

/** Chunk name → the packages in it; reported by bench/sizes.mjs under these names. */
export const HEAVY_LIBRARIES = {
  'lib-echarts': /[\\/]node_modules[\\/](echarts|zrender)[\\/]/,
  'lib-signature': /[\\/]node_modules[\\/](react-signature-canvas|signature_pad|trim-canvas)[\\/]/,
  'lib-compressor': /[\\/]node_modules[\\/](compressorjs|blueimp-canvas-to-blob|is-blob)[\\/]/,
} as const;

/**
 * One build shape for both apps: React, NutUI per component (JS and CSS), same-origin `/api`
 * proxied to the mock in development, and a phone viewport.
 */
export function defineAppConfig(options: AppBuildOptions) {
  const base: RsbuildConfig = {
    // .gz beside each text asset for the host's gzip_static (deploy/nginx).
    plugins: [pluginReact(), pluginPrecompress()],
    source: {
      transformImport: [nutuiTransformImport],
    },
    html: {
      title: options.title,
      // Zoom stays allowed (WCAG 1.4.4): no maximum-scale or user-scalable=no.
      favicon: fileURLToPath(new URL('../favicon.svg', import.meta.url)),
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
      proxy: { '/api': { target: options.apiTarget, changeOrigin: true } },
      ...(options.demoDir ? { setup: serveDemoPages(options.demoDir) } : {}),
    },
    output: {
      // The operator's servers keep old chunks only for a short while: hashed names, short-lived HTML.
      filenameHash: true,
      legalComments: 'none',
      // manifest.json names each file's chunk groups by their import request, so `npm run bench` can
      // report every lazily loaded route by name.
      manifest: {
        generate: ({ files, manifestData }) => ({
          ...manifestData,
          chunkGroups: files.map((file) => ({
            file: file.path,
            groups: [...(file.chunk?.groupsIterable ?? [])].map(
              (group) => group.origins.map((origin) => origin.request).find(Boolean) ?? group.name,
            ),
          })),
        }),
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
  return defineConfig(mergeRsbuildConfig(base, options.extra ?? {}));
}

const DEMO_PAGE = /^\/__demo\/([\w-]+)(\.svg)?$/;
/** Run-time settings the host keeps out of the build, answered in development from `<demoDir>/config/`. */
const RUNTIME_SETTING = /^\/config\/([\w-]+)\.json$/;

/**
 * Middleware (run before the history fallback) answering `/__demo/<name>` from `<dir>/<name>.html`,
 * `/__demo/<name>.svg` (pictures the mock's answers show) from `<dir>/<name>.svg`, and `/config/<name>.json`
 * (run-time settings such as the agent's channel accounts) from `<dir>/config/<name>.json`.
 */
function serveDemoPages(dir: string): NonNullable<NonNullable<RsbuildConfig['server']>['setup']> {
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
