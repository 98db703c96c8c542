#!/usr/bin/env node
/**
 * Part of the lint stage: fails on any use, in the apps' and packages' browser code (tests and the
 * build tooling of packages/config apart) and in the stand-in pages, of an API the oldest targets
 * (Chrome 69, iOS 12) lack and the build does not polyfill, or of a WebKit pitfall (lookbehind, dates
 * parsed from strings). The table is packages/config/src/engine-apis.mjs. It also makes sure the
 * core-js modules the table counts on are there and not left out of the build.
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

/** Each core-js module the table counts on exists, and rsbuild.ts does not exclude it by name. */
function polyfillProblems() {
  const rsbuild = readFileSync(path.join(ROOT, 'packages/config/src/rsbuild.ts'), 'utf8');
  const modules = path.join(ROOT, 'node_modules/core-js/modules');
  return POLYFILLED.flatMap(({ api, coreJs }) => {
    if (!existsSync(path.join(modules, `${coreJs}.js`))) return [`${api}: core-js has no module ${coreJs}`];
    if (rsbuild.includes(`'${coreJs}'`)) return [`${api}: rsbuild.ts leaves ${coreJs} out of the build`];
    return [];
  });
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
