import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const gzipAsync = promisify(gzip);
/** Text assets worth compressing; pictures other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this a gzip header costs more than it saves. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.gz` (gzip -9) beside each text asset of a production build, so the host serves the
 * smallest file without compressing on every request (nginx `gzip_static`, deploy/nginx).
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'bluecat:precompress',
    setup(api) {
      api.onAfterBuild(async ({ isFirstCompile }) => {
        if (!isFirstCompile || api.context.action !== 'build') return;
        const dist = api.context.distPath;
        const files = (await readdir(dist, { recursive: true }))
          .filter((file) => COMPRESSIBLE.test(file))
          .map((file) => path.join(dist, file));
        await Promise.all(
          files.map(async (file) => {
            const body = await readFile(file);
            if (body.length < MIN_BYTES) return;
            await writeFile(`${file}.gz`, await gzipAsync(body, { level: 9 }));
          }),
        );
      });
    },
  };
}
