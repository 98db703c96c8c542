#!/usr/bin/env node
/**
 * `npm run bench [-- --runs N] [-- --port N] [-- --baseline DIR]`: bundle sizes and first screens, page
 * speed, Lighthouse beside the floor, then a photo upload on 3G. `--runs` goes to page speed and
 * Lighthouse (one upload takes most of a minute, so it runs once); `--port` (Lighthouse's fixed ports) to
 * Lighthouse; `--baseline` (another checkout, built) to the first screens and Lighthouse, which show it
 * before and after in the same run.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './builds.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string' }, port: { type: 'string' }, baseline: { type: 'string' } },
});
const runs = values.runs ? ['--runs', values.runs] : [];
const baseline = values.baseline ? ['--baseline', values.baseline] : [];
const stages = [
  ['sizes.mjs', ...baseline],
  ['page-speed.mjs', ...runs],
  ['lighthouse.mjs', ...runs, ...(values.port ? ['--port', values.port] : []), ...baseline],
  ['upload.mjs'],
];
for (const [script, ...args] of stages) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'bench', script), ...args], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
