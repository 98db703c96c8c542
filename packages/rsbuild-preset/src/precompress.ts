import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';
import { pluginAfterBuild } from './after-build-plugin.ts';

const gzipAsync = promisify(gzip);
/**
 * Text assets worth compressing, and WebAssembly (the card scan's decoder: 0.9 MB, 0.4 MB gzipped);
 * pictures other than SVG and fonts are compressed already.
 */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|wasm)$/;
/** Below this a gzip header costs more than it saves. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.gz` (gzip -9) beside each text asset of a production build, so the host serves the
 * smallest file without compressing on every request (nginx `gzip_static`, deploy/nginx).
 */
export const pluginPrecompress = (): RsbuildPlugin =>
  pluginAfterBuild('bluecat:precompress', async (dist, files) => {
    await Promise.all(
      files
        .filter((file) => COMPRESSIBLE.test(file))
        .map(async (name) => {
          const file = path.join(dist, name);
          const body = await readFile(file);
          if (body.length < MIN_BYTES) return;
          await writeFile(`${file}.gz`, await gzipAsync(body, { level: 9 }));
        }),
    );
  });
