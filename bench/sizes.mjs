#!/usr/bin/env node
/**
 * `npm run bench`: what a phone downloads, per app, measured on the production builds.
 *
 * - entry route: the JS and CSS that index.html loads before the first screen;
 * - each lazily loaded route module: the extra JS and CSS its chunk group needs on top of the entry.
 *
 * Sizes are gzip -9 bytes, file by file (each file is its own download). The chunk graph comes from
 * the built files themselves: the bundler runtime loads a lazy route with
 * `Promise.all([r.e(<chunk>), …]).then(r.bind(r, <module>))`, and chunk `<id>` is emitted as
 * `static/{js,css}/…/<id>.<hash>.{js,css}`. When the build also writes Rsbuild's manifest with
 * `chunkGroups` (file → the chunk groups, named by import request; build-info/manifest.json beside the
 * build), routes carry those names.
 *
 * Then the first screens (bench/first-screens.mjs): each arrival address's bytes, and with
 * `--baseline DIR` (another checkout, built) each one before and after, with every other address page
 * summed up, so a change's cost to the first screens is read in one run.
 *
 * A measurement, not a test: it never fails on a size. Results also go to bench/out/sizes.json.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { APPS, ensureBuilds, ROOT } from './builds.mjs';
import { measureFirstScreens, printFirstScreens } from './first-screens.mjs';

const OUT = path.join(ROOT, 'bench', 'out', 'sizes.json');

function walk(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

/** Asset URL in the HTML (`/static/js/x.js`, maybe with an asset prefix) → path inside dist. */
function distPath(url, files) {
  const clean = url.split(/[?#]/)[0] ?? '';
  const pathname = /^https?:\/\//.test(clean) ? new URL(clean).pathname : clean;
  const relative = pathname.replace(/^\/+/, '');
  // With an asset prefix the URL has extra leading folders: keep the longest suffix that exists.
  const parts = relative.split('/');
  for (let i = 0; i < parts.length; i += 1) {
    const candidate = parts.slice(i).join('/');
    if (files.has(candidate)) return candidate;
  }
  return undefined;
}

function entryFiles(dist, files) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1] ?? '');
  const styles = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\brel="?stylesheet/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '');
  return [...scripts, ...styles].map((url) => distPath(url, files)).filter((file) => file !== undefined);
}

/** chunk id or name → its emitted files (`<id>.<hash>.js` / `.css`). */
function chunkIndex(files) {
  const index = new Map();
  for (const file of files) {
    const match = /^static\/(?:js|css)\/(?:.*\/)?([^/]+?)\.[0-9a-f]{6,}\.(?:js|css)$/.exec(file);
    if (!match?.[1]) continue;
    const list = index.get(match[1]) ?? [];
    list.push(file);
    index.set(match[1], list);
  }
  return index;
}

const unquote = (id) => id.replace(/^"|"$/g, '');

/** Lazy imports found in the built JS: each is the list of chunk ids one `import()` waits for. */
function lazyGroupsFromCode(dist, files) {
  const groups = new Map();
  const chunkCall = String.raw`[\w$]+\.e\((?:"[^"]*"|\d+)\)`;
  const many = new RegExp(
    String.raw`Promise\.all\(\[((?:${chunkCall},?)+)\]\)\.then\(([\w$]+)(?:\.t)?\.bind\(\2`,
    'g',
  );
  const one = /([\w$]+)\.e\(("[^"]*"|\d+)\)\.then\(\1(?:\.t)?\.bind\(\1/g;
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const match of code.matchAll(many)) {
      const ids = [...(match[1] ?? '').matchAll(/\.e\(("[^"]*"|\d+)\)/g)].map((m) => unquote(m[1] ?? ''));
      groups.set([...ids].sort().join(' '), ids);
    }
    for (const match of code.matchAll(one)) {
      const id = unquote(match[2] ?? '');
      groups.set(id, [id]);
    }
  }
  return [...groups.values()];
}

/** `chunkGroups` in build-info/manifest.json beside `dist`, when the build writes it: group name → its files. */
function lazyGroupsFromManifest(dist, files) {
  const file = path.join(dist, '..', 'build-info', 'manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(manifest.chunkGroups)) return undefined;
  const byGroup = new Map();
  for (const { file: url, groups } of manifest.chunkGroups) {
    const inDist = distPath(String(url), files);
    if (!inDist || !/\.(js|css)$/.test(inDist)) continue;
    for (const group of groups ?? []) {
      const list = byGroup.get(group) ?? new Set();
      list.add(inDist);
      byGroup.set(group, list);
    }
  }
  return byGroup;
}

function measure(app) {
  const dist = path.join(ROOT, app.dir, 'dist');
  const files = new Set(walk(dist));
  const gzipCache = new Map();
  const gz = (file) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = zlib.gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  const total = (list, ext) =>
    list.filter((file) => file.endsWith(ext)).reduce((sum, file) => sum + gz(file), 0);

  const entry = entryFiles(dist, files);
  const loaded = new Set(entry);
  const extra = (groupFiles) => [...new Set(groupFiles)].filter((file) => !loaded.has(file)).sort();

  let routes;
  const named = lazyGroupsFromManifest(dist, files);
  if (named) {
    routes = [...named]
      .map(([name, groupFiles]) => ({ route: name, files: extra([...groupFiles]) }))
      // The entry's own group needs nothing extra.
      .filter((route) => route.files.length > 0);
  } else {
    const index = chunkIndex(files);
    const groups = lazyGroupsFromCode(dist, files);
    const uses = new Map();
    for (const ids of groups) for (const id of ids) uses.set(id, (uses.get(id) ?? 0) + 1);
    routes = groups.map((ids) => {
      // Name a group by the chunks only it loads: that is the route module itself.
      const own = ids.filter((id) => uses.get(id) === 1);
      return {
        route: `chunk ${(own.length > 0 ? own : ids).join('+')}`,
        files: extra(ids.flatMap((id) => index.get(id) ?? [])),
      };
    });
  }

  // Library chunks (lib-react, lib-echarts, …): where each is loaded, so a heavy one in the entry shows.
  const libraries = [...files]
    .map((file) => ({ file, name: /^static\/js\/(?:.*\/)?(lib-[\w-]+)\.[0-9a-f]{6,}\.js$/.exec(file)?.[1] }))
    .filter((library) => library.name !== undefined)
    .map(({ file, name }) => ({
      name,
      js: gz(file),
      inEntry: loaded.has(file),
      loadedBy: loaded.has(file)
        ? []
        : routes.filter((route) => route.files.includes(file)).map((route) => route.route),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));

  // WebAssembly files (the agent's card-scan decoder): fetched by their library's code, never named by a
  // chunk group, so listed on their own.
  const wasm = [...files]
    .filter((file) => file.endsWith('.wasm'))
    .sort()
    .map((file) => ({ file, bytes: gz(file) }));

  return {
    app: app.name,
    libraries,
    wasm,
    entry: { js: total(entry, '.js'), css: total(entry, '.css'), files: [...entry].sort() },
    routes: routes
      .map((route) => ({
        route: route.route,
        js: total(route.files, '.js'),
        css: total(route.files, '.css'),
        files: route.files,
      }))
      .sort((a, b) => b.js + b.css - (a.js + a.css) || a.route.localeCompare(b.route)),
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(result) {
  const rows = [
    ['entry route (index.html)', result.entry.js, result.entry.css],
    ...result.routes.map((route) => [`  + ${route.route}`, route.js, route.css]),
  ];
  const width = Math.max(30, ...rows.map(([label]) => String(label).length)) + 2;
  const line = (label, js, css) => `${String(label).padEnd(width)}${js.padStart(12)}${css.padStart(12)}\n`;
  process.stdout.write(`\n${result.app} — gzip -9, per download\n`);
  process.stdout.write(line('', 'JS', 'CSS'));
  for (const [label, js, css] of rows) process.stdout.write(line(label, kb(Number(js)), kb(Number(css))));
  if (result.routes.length === 0) process.stdout.write('  (no lazily loaded route modules found)\n');
  process.stdout.write('library chunks\n');
  for (const library of result.libraries) {
    const where = library.inEntry ? 'entry' : `lazy, loaded by ${library.loadedBy.join(', ') || 'no route'}`;
    process.stdout.write(`  ${library.name.padEnd(width - 2)}${kb(library.js).padStart(12)}   ${where}\n`);
  }
  if (result.wasm.length === 0) return;
  process.stdout.write('WebAssembly, fetched by the code that needs it\n');
  for (const { file, bytes } of result.wasm) {
    process.stdout.write(`  ${path.basename(file).padEnd(width - 2)}${kb(bytes).padStart(12)}\n`);
  }
}

const { values } = parseArgs({ options: { baseline: { type: 'string' } } });
const baseline = values.baseline ? path.resolve(values.baseline) : undefined;
for (const app of baseline ? APPS : []) {
  if (!existsSync(path.join(baseline, app.dir, 'dist', 'index.html'))) {
    process.stderr.write(`--baseline ${values.baseline}: ${app.dir}/dist is not built there\n`);
    process.exit(2);
  }
}
ensureBuilds();
const results = APPS.map(measure);
for (const result of results) printTable(result);
const firstScreens = measureFirstScreens(ROOT, baseline);
printFirstScreens(firstScreens, values.baseline);
mkdirSync(path.dirname(OUT), { recursive: true });
writeFileSync(
  OUT,
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      unit: 'bytes, gzip -9',
      apps: results,
      firstScreens: { ...(baseline ? { baseline } : {}), screens: firstScreens },
    },
    null,
    2,
  )}\n`,
);
process.stdout.write(`\nwritten: ${path.relative(ROOT, OUT)}\n`);
