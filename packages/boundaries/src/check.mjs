/**
 * The one-way arrows of the codebase, checked on every import by where it lands (docs/architecture.md):
 *
 * - in an app, app → features → lib; config/ is importable from every layer;
 * - no feature imports another;
 * - no package imports an app;
 * - the packages a page runs (those the apps list as dependencies: api, rules, ui) never import the build
 *   and test tooling packages outside their tests;
 * - ui reaches api only through the subpaths api's package.json exports;
 * - test-only modules (`@bluecat/api/testing`, a `src/testing/` folder) are imported by tests alone;
 * - scripts/, e2e/ and bench/ import the workspaces by name; a file that must reach into one by its path
 *   (it runs before the install links them) says why on the line above: `// By file: …`;
 * - and, since files move: every relative import names a file that is there (plain .mjs scripts have no
 *   compiler to say so).
 *
 * Biome's noRestrictedImports (biome.json) flags the same shapes of path in the editor; this check resolves
 * each import, so a longer way round to the same file does not pass either. `npm run lint` runs it
 * (scripts/check-boundaries.mjs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { importsOf } from './imports.mjs';

export const RULES = {
  layers: 'app → features → lib: lib never imports features or app, features never import app',
  featureToFeature: 'no feature imports another',
  packageToApp: 'no package imports an app',
  pageToTooling: 'a package the pages run never imports a tooling package outside its tests',
  apiInternals: 'ui reaches api only through the subpaths api exports',
  testOnly: 'test-only modules (@bluecat/api/testing, src/testing/) are imported by tests alone',
  byFile: 'scripts/, e2e/ and bench/ import workspaces by name, or say why not on the line above',
  missing: 'a relative import names a file that is there (a moved file leaves none behind)',
};

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const TEST = /\.test\.[cm]?[jt]sx?$/;
const LAYERS = { app: 2, features: 1, lib: 0 };

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

/** The workspaces under apps/ and packages/, by package name. */
function workspacesOf(root) {
  const byName = new Map();
  for (const group of ['apps', 'packages']) {
    const dir = path.join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const manifest = path.join(dir, name, 'package.json');
      if (!existsSync(manifest)) continue;
      const json = readJson(manifest);
      byName.set(json.name, { group, dir: path.join(dir, name), exports: Object.keys(json.exports ?? {}) });
    }
  }
  return byName;
}

/** What the pages run: the workspace packages an app lists among its (runtime) dependencies. */
function pagePackagesOf(workspaces) {
  const names = new Set();
  for (const [, workspace] of workspaces) {
    if (workspace.group !== 'apps') continue;
    const json = readJson(path.join(workspace.dir, 'package.json'));
    for (const name of Object.keys(json.dependencies ?? {})) if (workspaces.has(name)) names.add(name);
  }
  return names;
}

/** Where a path lies: its top folder, its workspace, and inside an app its layer and feature. */
function placeOf(root, file) {
  const parts = path.relative(root, file).split(path.sep);
  const [top, name, src, layer, feature] = parts;
  const workspace = top === 'apps' || top === 'packages' ? `${top}/${name}` : undefined;
  return {
    top,
    workspace,
    layer: top === 'apps' && src === 'src' ? layer : undefined,
    feature:
      top === 'apps' && src === 'src' && layer === 'features' && parts.length > 5 ? feature : undefined,
    testing: parts.includes('testing') && parts.includes('src'),
  };
}

const isTest = (file) => TEST.test(file) || file.split(path.sep).includes('testing');

/** Whether an `exports` key of a package answers `subpath` (`./calls`, or `./*` for any). */
function exported(keys, subpath) {
  return keys.some((key) =>
    key.includes('*') ? subpath.startsWith(key.slice(0, key.indexOf('*'))) : key === subpath,
  );
}

/**
 * @param {string} root the repository
 * @returns {Array<{ file: string; line: number; specifier: string; rule: keyof typeof RULES }>}
 */
export function boundaryProblems(root) {
  const workspaces = workspacesOf(root);
  const pagePackages = pagePackagesOf(workspaces);
  const byDir = new Map([...workspaces].map(([name, workspace]) => [workspace.dir, name]));
  const files = [
    ...['apps', 'packages'].flatMap((group) => {
      const dir = path.join(root, group);
      return existsSync(dir)
        ? readdirSync(dir).flatMap((name) => [...walk(path.join(dir, name, 'src'))])
        : [];
    }),
    ...['scripts', 'e2e', 'bench'].flatMap((top) => [...walk(path.join(root, top))]),
  ];
  const problems = [];
  for (const file of files) {
    const from = placeOf(root, file);
    const lines = readFileSync(file, 'utf8').split('\n');
    const fromPackage = from.workspace ? byDir.get(path.join(root, from.workspace)) : undefined;
    for (const { specifier, line } of importsOf(lines.join('\n'))) {
      const report = (rule) => problems.push({ file: path.relative(root, file), line, specifier, rule });
      let to;
      let bare;
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        if (!existsSync(target)) report('missing');
        to = placeOf(root, target);
      } else {
        const [scope, name, ...rest] = specifier.split('/');
        const workspace = workspaces.get(`${scope}/${name}`);
        if (!workspace) continue;
        bare = {
          name: `${scope}/${name}`,
          subpath: rest.length > 0 ? `./${rest.join('/')}` : '.',
          workspace,
        };
        to = {
          top: workspace.group,
          workspace: path.relative(root, workspace.dir).split(path.sep).join('/'),
        };
      }

      if (!from.workspace) {
        if (!bare && (to.top === 'apps' || to.top === 'packages')) {
          const above = (lines[line - 2] ?? '').trim();
          if (!/^\/\/ By file\b/.test(above)) report('byFile');
        }
        continue;
      }
      if (from.top === 'apps' && !bare && to.workspace === from.workspace) {
        if (from.layer in LAYERS && to.layer in LAYERS && LAYERS[to.layer] > LAYERS[from.layer])
          report('layers');
        if (from.feature && to.feature && from.feature !== to.feature) report('featureToFeature');
      }
      if (from.top === 'packages' && to.top === 'apps') report('packageToApp');
      if (
        fromPackage &&
        pagePackages.has(fromPackage) &&
        !isTest(file) &&
        bare &&
        !pagePackages.has(bare.name)
      )
        report('pageToTooling');
      if (fromPackage === '@bluecat/ui') {
        const intoApi = bare
          ? bare.name === '@bluecat/api' && !exported(bare.workspace.exports, bare.subpath)
          : to.workspace === 'packages/api';
        if (intoApi) report('apiInternals');
      }
      if (!isTest(file)) {
        const testOnly = bare
          ? bare.subpath === './testing' || bare.subpath.startsWith('./testing/')
          : to.testing;
        if (testOnly) report('testOnly');
      }
    }
  }
  return problems;
}

/** One line per problem: where, what it imports, and the arrow it breaks. */
export function formatProblems(problems) {
  return problems.map(
    ({ file, line, specifier, rule }) => `${file}:${line} imports ${specifier}: ${RULES[rule]}`,
  );
}
