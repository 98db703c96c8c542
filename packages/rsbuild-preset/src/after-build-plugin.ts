import { readdir } from 'node:fs/promises';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * A plugin that works on a production build's output once it is written: `work` gets the output folder
 * and every file below it (paths relative to it). Only `rsbuild build`, and only its first compile: the
 * dev server writes nothing to keep.
 */
export function pluginAfterBuild(
  name: string,
  work: (dist: string, files: string[]) => Promise<void>,
): RsbuildPlugin {
  return {
    name,
    setup(api) {
      api.onAfterBuild(async ({ isFirstCompile }) => {
        if (!isFirstCompile || api.context.action !== 'build') return;
        const dist = api.context.distPath;
        await work(dist, await readdir(dist, { recursive: true }));
      });
    },
  };
}
