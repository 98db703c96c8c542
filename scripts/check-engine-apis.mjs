#!/usr/bin/env node
/**
 * Part of the lint stage: fails on any use, in the apps' and packages' browser code (tests and the
 * build tooling of packages/config apart) and in the stand-in pages, of an API the oldest targets
 * (Chrome 69, iOS 12) lack and the build does not polyfill, or of a WebKit pitfall (lookbehind, dates
 * parsed from strings). The table is packages/config/src/engine-apis.mjs. It also makes sure the
 * core-js modules the table counts on are there and in the old phones' polyfill file, and that the
 * file's gate tests for each of their APIs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// By file: this runs in the lint stage, which must not depend on workspace links.
import {
  findEngineProblems,
  findEngineProblemsInPage,
  POLYFILLED,
} from '../packages/config/src/engine-apis.mjs';
import { LEGACY_POLYFILLS, polyfillGateScript } from '../packages/config/src/legacy-polyfills.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEST_FILE = /(\.test\.tsx?|\.chromium\.test\.ts|[\\/]test-[\w-]+\.tsx?)$/;

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

function sources() {
  const files = [];
  for (const group of ['apps', 'packages']) {
    for (const entry of readdirSync(path.join(ROOT, group), { withFileTypes: true })) {
      // packages/config is build and test tooling: it runs in Node, never in a page.
      if (!entry.isDirectory() || (group === 'packages' && entry.name === 'config')) continue;
      const base = path.join(ROOT, group, entry.name);
      for (const file of walk(path.join(base, 'src'))) {
        if (/\.(ts|tsx|js|mjs|jsx)$/.test(file) && !file.endsWith('.d.ts') && !TEST_FILE.test(file))
          files.push(file);
      }
      for (const file of walk(path.join(base, 'demo'))) if (file.endsWith('.html')) files.push(file);
    }
  }
  return files;
}

/**
 * Each core-js module the table counts on exists and is in the polyfill file, and the gate loads that
 * file where its API is missing; every module of the file exists.
 */
function polyfillProblems() {
  const modules = path.join(ROOT, 'node_modules/core-js/modules');
  const gate = polyfillGateScript();
  const table = POLYFILLED.flatMap(({ api, coreJs, present }) => {
    if (!LEGACY_POLYFILLS.includes(coreJs)) return [`${api}: the polyfill file leaves ${coreJs} out`];
    if (!present || !gate.includes(present)) return [`${api}: the polyfill gate does not test for it`];
    return [];
  });
  const file = LEGACY_POLYFILLS.flatMap((coreJs) =>
    existsSync(path.join(modules, `${coreJs}.js`)) ? [] : [`core-js has no module ${coreJs}`],
  );
  return [...table, ...file];
}

const problems = sources().flatMap((file) => {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  const text = readFileSync(file, 'utf8');
  return file.endsWith('.html')
    ? findEngineProblemsInPage(text, relative)
    : findEngineProblems(text, relative);
});
const missing = polyfillProblems();

for (const problem of problems) {
  process.stderr.write(
    `${problem.file}:${problem.line}: ${problem.api} (Chrome ${problem.chrome}, Safari ${problem.safari})\n` +
      `    ${problem.text}\n    instead: ${problem.instead}\n`,
  );
}
for (const line of missing) process.stderr.write(`${line}\n`);
if (problems.length > 0 || missing.length > 0) {
  process.stderr.write(
    `\n${problems.length + missing.length} use(s) beyond Chrome 69 / iOS 12 (table: packages/config/src/engine-apis.mjs)\n`,
  );
  process.exit(1);
}
process.stdout.write('engine APIs: nothing beyond Chrome 69 / iOS 12 unpolyfilled\n');
