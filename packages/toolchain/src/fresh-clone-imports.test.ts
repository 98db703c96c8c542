import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The README's commands start on a fresh clone, before node_modules exists: the scripts they run install
 * what is missing, so everything those scripts import before installing must be Node's own or the project's
 * own files. A package import (a workspace package included) belongs in a dynamic `import()` after the install.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const COMMANDS = ['start', 'dev', 'smoke', 'test', 'build', 'build:deploy', 'e2e'];

const scripts: Record<string, string> = JSON.parse(
  readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
).scripts;

/** Static imports and requires of a file (`import x from`, `import 'x'`, `export … from`, `require('x')`). */
function staticSpecifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gms,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1] ?? '');
  return found;
}

/** Every package a file loads before it runs, through its static imports of the project's own files. */
function packagesLoadedBy(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const packages: string[] = [];
  for (const specifier of staticSpecifiers(readFileSync(file, 'utf8'))) {
    if (specifier.startsWith('node:')) continue;
    if (specifier.startsWith('.')) {
      packages.push(...packagesLoadedBy(path.resolve(path.dirname(file), specifier), seen));
    } else {
      packages.push(`${path.relative(ROOT, file)} imports ${specifier}`);
    }
  }
  return packages;
}

describe('scripts the README commands run before installing', () => {
  const entries = [
    ...new Set(
      COMMANDS.flatMap((name) =>
        [...(scripts[name] ?? '').matchAll(/\bnode\s+(\S+\.c?m?js)\b/g)].map((m) => m[1]),
      ),
    ),
  ];

  it('are found in package.json', () => {
    expect(entries).toEqual(
      expect.arrayContaining(['scripts/check-toolchain.cjs', 'scripts/start.mjs', 'scripts/test.mjs']),
    );
  });

  it.each(entries)('%s loads no package before the install step', (entry) => {
    expect(packagesLoadedBy(path.join(ROOT, entry ?? ''))).toEqual([]);
  });

  it('finds a package import behind a chain of the project’s own files', () => {
    expect(
      staticSpecifiers("import a from 'node:fs';\nimport {\n  b,\n} from './b.mjs';\nimport 'x';"),
    ).toEqual(['node:fs', './b.mjs', 'x']);
  });
});
