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
  /** Extra config deep-merged last (entry, middleware, rspack options). */
  extra?: RsbuildConfig;
}

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
      chunkSplit: { strategy: 'split-by-experience' },
    },
  };
  return defineConfig(mergeRsbuildConfig(base, options.extra ?? {}));
}
