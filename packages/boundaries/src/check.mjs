/**
 * The one-way arrows of the codebase, checked on every import by where it lands (docs/architecture.md):
 *
 * - in an app, app → features → lib; config/ is importable from every layer;
 * - no feature imports another;
 * - no package imports an app;
 * - the packages a page runs (those the apps list as dependencies: api, rules, ui, visitor-city) never
 *   import the build and test tooling packages outside their tests;
 * - ui reaches api only through the subpaths api's package.json exports;
 * - test-only modules (`@bluecat/api/testing`, a `src/testing/` folder) are imported by tests alone;
 * - scripts/, e2e/ and bench/ import the workspaces by name; a file that must reach into one by its path
 *   (it runs before the install links them) says why on the line above: `// By file: …`;
 * - no circle: a module never imports, by any way round, one that imports it back (a lazily fetched
 *   file reaching back into the one that fetches it is one). Type-only imports do not count: the
 *   compiler removes them, so they run nothing;
 * - and, since files move: every relative import names a file that is there (plain .mjs scripts have no
 *   compiler to say so).
 *
 * Biome's noRestrictedImports (biome.json) flags the same shapes of path in the editor; this check resolves
 * each import, so a longer way round to the same file does not pass either. `npm run lint` runs it
 * (scripts/check-boundaries.mjs).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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
  cycle: 'no import circle: what two modules share lives in one of them, or in a third both import',
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
      byName.set(json.name, {
        group,
        dir: path.join(dir, name),
        exports: Object.keys(json.exports ?? {}),
        targets: json.exports ?? {},
      });
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

/** The file a workspace's `exports` gives for `subpath`, or null (a subpath it does not export). */
function exportedFile(workspace, subpath) {
  const pick = (target) =>
    typeof target === 'string' ? target : (target?.default ?? target?.import ?? null);
  for (const key of workspace.exports) {
    const star = key.indexOf('*');
    let target = null;
    if (star < 0) {
      if (key === subpath) target = pick(workspace.targets[key]);
    } else if (subpath.startsWith(key.slice(0, star)) && subpath.endsWith(key.slice(star + 1))) {
      const stem = subpath.slice(star, subpath.length - (key.length - star - 1));
      target = pick(workspace.targets[key])?.replace('*', stem) ?? null;
    }
    if (target) return path.resolve(workspace.dir, target);
  }
  return null;
}

/**
 * The imports that run and lie on a circle: every arrow between two modules of one strongly connected
 * part of the graph (Tarjan's algorithm) is on some circle, which is returned with it, shortest first.
 * @param {Map<string, Array<{ to: string; line: number; specifier: string }>>} graph
 */
function circlesOf(graph) {
  const index = new Map();
  const low = new Map();
  const part = new Map();
  const stack = [];
  let next = 0;
  let parts = 0;
  const visit = (start) => {
    // Iterative, so a long chain of imports does not overflow the stack.
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    while (work.length > 0) {
      const top = work[work.length - 1];
      const [node, at] = top;
      const edges = graph.get(node) ?? [];
      if (at < edges.length) {
        top[1] += 1;
        const { to } = edges[at];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next);
          next += 1;
          stack.push(to);
          work.push([to, 0]);
        } else if (!part.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        let member;
        do {
          member = stack.pop();
          part.set(member, parts);
        } while (member !== node);
        parts += 1;
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);

  /** The shortest way from `from` back to `to` inside their part. */
  const wayBack = (from, to) => {
    const before = new Map([[from, null]]);
    const queue = [from];
    while (queue.length > 0) {
      const node = queue.shift();
      if (node === to) break;
      for (const edge of graph.get(node) ?? []) {
        if (before.has(edge.to) || part.get(edge.to) !== part.get(from)) continue;
        before.set(edge.to, node);
        queue.push(edge.to);
      }
    }
    const way = [];
    for (let node = to; node !== null; node = before.get(node) ?? null) way.unshift(node);
    return way;
  };
  const found = [];
  for (const [from, edges] of graph) {
    for (const edge of edges) {
      if (part.get(edge.to) !== part.get(from)) continue;
      found.push({
        from,
        ...edge,
        circle: edge.to === from ? [from, from] : [from, ...wayBack(edge.to, from)],
      });
    }
  }
  return found;
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
  /** The imports that run, file to file, for the circle check. */
  const graph = new Map();
  for (const file of files) {
    const edges = [];
    graph.set(file, edges);
    const from = placeOf(root, file);
    const lines = readFileSync(file, 'utf8').split('\n');
    const fromPackage = from.workspace ? byDir.get(path.join(root, from.workspace)) : undefined;
    for (const { specifier, line, typeOnly } of importsOf(lines.join('\n'))) {
      const report = (rule) => problems.push({ file: path.relative(root, file), line, specifier, rule });
      let to;
      let bare;
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier);
        if (!existsSync(target)) report('missing');
        else if (!typeOnly && statSync(target).isFile()) edges.push({ to: target, line, specifier });
        to = placeOf(root, target);
      } else {
        const [scope, name, ...rest] = specifier.split('/');
        const workspace = workspaces.get(`${scope}/${name}`);
        if (!workspace) continue;
        const target = typeOnly
          ? null
          : exportedFile(workspace, rest.length > 0 ? `./${rest.join('/')}` : '.');
        if (target && existsSync(target)) edges.push({ to: target, line, specifier });
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
  for (const { from, line, specifier, circle } of circlesOf(graph)) {
    const shown = circle.map((file) => path.relative(root, file).split(path.sep).join('/'));
    problems.push({ file: path.relative(root, from), line, specifier, rule: 'cycle', circle: shown });
  }
  return problems;
}

/** One line per problem: where, what it imports, and the arrow it breaks. */
export function formatProblems(problems) {
  return problems.map(
    ({ file, line, specifier, rule, circle }) =>
      `${file}:${line} imports ${specifier}: ${RULES[rule]}${circle ? ` (${circle.join(' → ')})` : ''}`,
  );
}
