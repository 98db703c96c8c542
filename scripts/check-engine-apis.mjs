#!/usr/bin/env node
/**
 * Part of the lint stage: fails on any use, in the apps' and packages' browser code (tests and the
 * build and test tooling packages apart) and in the stand-in pages, of an API the oldest targets
 * (Chrome 69, iOS 12) lack and the build does not polyfill, or of a WebKit pitfall (lookbehind, dates
 * parsed from strings). The table is @bluecat/engine-checks engine-apis.mjs. It also makes sure the
 * core-js modules the table counts on are there and in the old phones' polyfill file, and that the
 * file's gate tests for each of their APIs.
 * Then the stylesheets the apps load (their own and the NutUI components' they import), as the build
 * writes them, against the browser-compat-data: @bluecat/engine-checks css-support.mjs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCssProblems } from '@bluecat/engine-checks/css-support';
import { findEngineProblems, findEngineProblemsInPage, POLYFILLED } from '@bluecat/engine-checks/engine-apis';
import { LEGACY_POLYFILLS, polyfillGateScript } from '@bluecat/engine-checks/legacy-polyfills';

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

/**
 * The packages whose code runs in a page: those an app lists among its (runtime) dependencies. The
 * others are build and test tooling: they run in Node, never in a page.
 */
function pagePackages() {
  const names = new Set();
  for (const app of readdirSync(path.join(ROOT, 'apps'))) {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'apps', app, 'package.json'), 'utf8'));
    for (const name of Object.keys(manifest.dependencies ?? {})) names.add(name);
  }
  return names;
}

function sources() {
  const files = [];
  const inPages = pagePackages();
  for (const group of ['apps', 'packages']) {
    for (const entry of readdirSync(path.join(ROOT, group), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      if (group === 'packages') {
        const manifest = path.join(ROOT, group, entry.name, 'package.json');
        if (!existsSync(manifest) || !inPages.has(JSON.parse(readFileSync(manifest, 'utf8')).name)) continue;
      }
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
    `\n${total} use(s) beyond Chrome 69 / iOS 12 (JavaScript: packages/engine-checks/src/engine-apis.mjs; CSS: packages/engine-checks/src/css-support.mjs)\n`,
  );
  process.exit(1);
}
process.stdout.write('engine APIs and CSS: nothing beyond Chrome 69 / iOS 12 unpolyfilled\n');
