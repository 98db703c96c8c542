#!/usr/bin/env node
/**
 * Part of the lint stage: fails on any use, in the apps' and packages' browser code (tests and the
 * build tooling of packages/config apart) and in the stand-in pages, of an API the oldest targets
 * (Chrome 69, iOS 12) lack and the build does not polyfill, or of a WebKit pitfall (lookbehind, dates
 * parsed from strings). The table is packages/config/src/engine-apis.mjs. It also makes sure the
 * core-js modules the table counts on are there and in the old phones' polyfill file, and that the
 * file's gate tests for each of their APIs.
 * Then the stylesheets the apps load (their own and the NutUI components' they import), as the build
 * writes them, against the browser-compat-data: packages/config/src/css-support.mjs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCssProblems } from '../packages/config/src/css-support.mjs';
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

/**
 * The stylesheets of the NutUI components the apps import (the build loads `<component>/style/css`, which
 * imports its style.css and those of the components it is made of).
 */
function nutuiStylesheets(files) {
  const require = createRequire(path.join(ROOT, 'apps', 'hall', 'package.json'));
  const packages = path.join(
    path.dirname(require.resolve('@nutui/nutui-react/package.json')),
    'dist/es/packages',
  );
  const components = new Set();
  for (const file of files) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s*\{([^}]+)\}\s*from\s*'@nutui\/nutui-react'/g,
    )) {
      for (const name of (match[1] ?? '').split(',')) {
        const member = name
          .trim()
          .split(/\s+as\s+/)[0]
          ?.replace(/^type\s+/, '');
        if (member && !name.trim().startsWith('type ')) components.add(member.toLowerCase());
      }
    }
  }
  const sheets = new Set();
  const visit = (script) => {
    if (!existsSync(script)) return;
    for (const match of readFileSync(script, 'utf8').matchAll(/import\s+'([^']+)'/g)) {
      const target = path.resolve(path.dirname(script), match[1] ?? '');
      if (target.endsWith('.css')) sheets.add(target);
      else if (!sheets.has(`${target}.js`)) {
        sheets.add(`${target}.js`);
        visit(`${target}.js`);
      }
    }
  };
  for (const component of components) visit(path.join(packages, component, 'style', 'css.js'));
  return [...sheets].filter((sheet) => sheet.endsWith('.css') && existsSync(sheet));
}

function stylesheets(files) {
  const own = [];
  for (const group of ['apps', 'packages']) {
    for (const entry of readdirSync(path.join(ROOT, group), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      for (const file of walk(path.join(ROOT, group, entry.name, 'src')))
        if (file.endsWith('.css')) own.push(file);
    }
  }
  return [...own, ...nutuiStylesheets(files)];
}

const files = sources();
const problems = files.flatMap((file) => {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  const text = readFileSync(file, 'utf8');
  return file.endsWith('.html')
    ? findEngineProblemsInPage(text, relative)
    : findEngineProblems(text, relative);
});
const missing = polyfillProblems();
const cssProblems = stylesheets(files).flatMap((file) => {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  return findCssProblems(readFileSync(file, 'utf8'), relative);
});

for (const problem of problems) {
  process.stderr.write(
    `${problem.file}:${problem.line}: ${problem.api} (Chrome ${problem.chrome}, Safari ${problem.safari})\n` +
      `    ${problem.text}\n    instead: ${problem.instead}\n`,
  );
}
for (const line of missing) process.stderr.write(`${line}\n`);
for (const problem of cssProblems) {
  process.stderr.write(
    `${problem.file}${problem.line > 0 ? `:${problem.line}` : ''}: ${problem.feature} (missing in ${problem.missing.join(', ')})\n` +
      `    ${problem.where}\n    instead: ${problem.instead ?? 'a fallback the targets know before it in the rule, or @supports naming it'}\n`,
  );
}
const total = problems.length + missing.length + cssProblems.length;
if (total > 0) {
  process.stderr.write(
    `\n${total} use(s) beyond Chrome 69 / iOS 12 (JavaScript: packages/config/src/engine-apis.mjs; CSS: packages/config/src/css-support.mjs)\n`,
  );
  process.exit(1);
}
process.stdout.write('engine APIs and CSS: nothing beyond Chrome 69 / iOS 12 unpolyfilled\n');
