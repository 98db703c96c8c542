#!/usr/bin/env node
/**
 * `npm run bench [-- --runs N] [-- --port N]`: bundle sizes, page speed, Lighthouse beside the floor,
 * then a photo upload on 3G. `--runs` goes to page speed and Lighthouse (one upload takes most of a
 * minute, so it runs once); `--port` (Lighthouse's fixed ports) to Lighthouse.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './builds.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string' }, port: { type: 'string' } } });
const runs = values.runs ? ['--runs', values.runs] : [];
const stages = [
  ['sizes.mjs'],
  ['page-speed.mjs', ...runs],
  ['lighthouse.mjs', ...runs, ...(values.port ? ['--port', values.port] : [])],
  ['upload.mjs'],
];
for (const [script, ...args] of stages) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'bench', script), ...args], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
