#!/usr/bin/env node
/**
 * Writes what lists routes from the apps' route modules (packages/rsbuild-preset/src/route-index.mjs):
 * each app's config/paths.gen.ts, config/route-titles.gen.json and app/route-tree.gen.ts, the hall's search catalogue
 * (config/service-catalogue.gen.json), its menus (config/menus/<menu>.gen.ts), docs/addresses.md and the journeys' list of addresses
 * (e2e/addresses.gen.json). `--check` writes nothing and fails, naming
 * the files, when one is not what the modules say (npm run lint runs it; npm run generate writes).
 *
 *   node scripts/routes.mjs [--check]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  addressIndexSource,
  addressListSource,
  catalogueSource,
  menuSource,
  menusOf,
  pathsSource,
  readMenus,
  readRouteModules,
  titlesSource,
  treeSource,
} from '@bluecat/rsbuild-preset/route-index';
import { binScript, ROOT } from './repo.mjs';

const check = process.argv.includes('--check');
const APPS = [
  { app: 'hall', dir: path.join(ROOT, 'apps', 'hall') },
  { app: 'agent', dir: path.join(ROOT, 'apps', 'agent') },
];

const outputs = [];
/** Files written as generated, not through the formatter. */
const asWritten = new Set();
for (const { app, dir } of APPS) {
  const modules = readRouteModules(dir);
  outputs.push([path.join(dir, 'src', 'config', 'paths.gen.ts'), pathsSource(modules)]);
  outputs.push([path.join(dir, 'src', 'app', 'route-tree.gen.ts'), treeSource(modules, dir)]);
  outputs.push([path.join(dir, 'src', 'config', 'route-titles.gen.json'), titlesSource(modules)]);
  if (app === 'hall')
    outputs.push([path.join(dir, 'src', 'config', 'service-catalogue.gen.json'), catalogueSource(modules)]);
  const menuDir = path.join(dir, 'src', 'config', 'menus');
  const menus = menusOf(modules, readMenus(dir));
  for (const menu of menus) {
    const file = path.join(menuDir, `${menu.name}.gen.ts`);
    asWritten.add(file);
    outputs.push([file, menuSource(menu)]);
  }
  // A table whose menu is gone from lib/route-module.ts's MENUS.
  if (existsSync(menuDir))
    for (const file of readdirSync(menuDir))
      if (file.endsWith('.gen.ts') && !menus.some((menu) => `${menu.name}.gen.ts` === file))
        outputs.push([path.join(menuDir, file), undefined]);
}
outputs.push([path.join(ROOT, 'docs', 'addresses.md'), addressIndexSource(ROOT, APPS)]);
outputs.push([path.join(ROOT, 'e2e', 'addresses.gen.json'), addressListSource(APPS)]);

/** As the formatter writes it (npm run lint checks the generated files too). */
function formatted(file, text) {
  const run = spawnSync(process.execPath, [binScript('biome'), 'format', `--stdin-file-path=${file}`], {
    input: text,
    encoding: 'utf8',
    cwd: ROOT,
  });
  if (run.status !== 0) throw new Error(`biome could not format ${file}:\n${run.stderr}`);
  return run.stdout;
}

const stale = [];
for (const [file, raw] of outputs) {
  if (raw === undefined) {
    if (check) stale.push(`${path.relative(ROOT, file)} (no such menu)`);
    else rmSync(file);
    continue;
  }
  // The menu tables are written as they are kept (biome leaves *.gen.ts alone once they exist).
  const text = asWritten.has(file) ? raw : formatted(file, raw);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (current === text) continue;
  if (check) stale.push(path.relative(ROOT, file));
  else {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}
if (stale.length > 0) {
  process.stderr.write(
    `routes: not what the route modules say — run npm run generate:\n  ${stale.join('\n  ')}\n`,
  );
  process.exit(1);
}
process.stdout.write(
  `routes: ${check ? 'generated files match' : 'wrote'} the route modules of ${APPS.map((a) => a.app).join(' and ')}\n`,
);
