#!/usr/bin/env node
/**
 * A production build of one app into a folder of its own, read with the app's own configuration and
 * settings, for serving `static/**` from another origin: `PUBLIC_ASSET_PREFIX` in the environment says
 * where (apps/<app>/rsbuild.config.ts reads it). `npm run build` and its `dist/` are left alone.
 *
 *   PUBLIC_ASSET_PREFIX=https://127.0.0.1:5287/hall/ node scripts/build-for-cdn.mjs hall <out-dir>
 *
 * scripts/nginx.mjs runs it for the CDN check of the nginx stage.
 */
import path from 'node:path';
import { createRsbuild, loadConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { ROOT } from './repo.mjs';

const [app, out] = process.argv.slice(2);
if (!app || !out || !process.env.PUBLIC_ASSET_PREFIX) {
  process.stderr.write(
    'usage: PUBLIC_ASSET_PREFIX=https://… node scripts/build-for-cdn.mjs <app> <out-dir>\n',
  );
  process.exit(2);
}
const cwd = path.join(ROOT, 'apps', app);
const { content } = await loadConfig({ cwd });
const rsbuild = await createRsbuild({
  cwd,
  rsbuildConfig: mergeRsbuildConfig(content, {
    output: { distPath: { root: path.resolve(out) }, cleanDistPath: true },
  }),
});
await rsbuild.build();
