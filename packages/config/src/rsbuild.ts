import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeRsbuildConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { nutuiTransformImport } from './nutui.ts';

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
  /** 省市区 region data of the store finder's picker (~160 KB), loaded only with /store. */
  'lib-area': /[\\/]node_modules[\\/]@vant[\\/]area-data[\\/]/,
} as const;

/**
 * One build shape for both apps: React, NutUI per component (JS and CSS), same-origin `/api`
 * proxied to the mock in development, and a phone viewport.
 */
export function defineAppConfig(options: AppBuildOptions) {
  const base: RsbuildConfig = {
    plugins: [pluginReact()],
    source: {
      transformImport: [nutuiTransformImport],
    },
    html: {
      title: options.title,
      meta: {
        viewport:
          'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover',
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

/**
 * Middleware (run before the history fallback) answering `/__demo/<name>` from `<dir>/<name>.html`, and
 * `/__demo/<name>.svg` (pictures the mock's answers show) from `<dir>/<name>.svg`.
 */
function serveDemoPages(dir: string): NonNullable<NonNullable<RsbuildConfig['server']>['setup']> {
  return ({ server }) => {
    server.middlewares.use((request, response, next) => {
      const match = DEMO_PAGE.exec((request.url ?? '').split('?')[0] ?? '');
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
