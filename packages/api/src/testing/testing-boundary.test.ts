import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCE_DIRS = ['apps', 'packages'].flatMap((group) =>
  readdirSync(path.join(ROOT, group)).map((name) => path.join(ROOT, group, name, 'src')),
);

/** Tests and the test helpers under a `testing/` folder may use the contract's answers; nothing else. */
const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('testing');

function sourceFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true }).map(String);
  } catch {
    return [];
  }
  return names.filter((name) => /\.(ts|tsx|mts)$/.test(name)).map((name) => path.join(dir, name));
}

describe('@bluecat/api/testing', () => {
  // The module carries every example of the contract (a quarter of a megabyte): in app code it would
  // ship in a bundle, and a screen could answer itself with a test's data.
  it('is imported by tests alone', () => {
    const importers = SOURCE_DIRS.flatMap(sourceFiles)
      .filter((file) => !isTestCode(file))
      .filter((file) =>
        /['"]@bluecat\/api\/testing['"]|['"]\.{1,2}\/(?:\.\.\/)*testing\//.test(readFileSync(file, 'utf8')),
      )
      .map((file) => path.relative(ROOT, file));
    expect(importers).toEqual([]);
  });
});
