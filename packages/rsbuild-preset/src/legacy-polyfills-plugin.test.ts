import { existsSync } from 'node:fs';
import path from 'node:path';
import { LEGACY_POLYFILLS } from '@bluecat/engine-checks/legacy-polyfills';
import { describe, expect, it } from 'vitest';
import { legacyEntrySource } from './legacy-polyfills-plugin.ts';

describe('the polyfill file', () => {
  it('imports each module once, by its resolved path', () => {
    const appRoot = path.resolve(import.meta.dirname, '../../../apps/hall');
    const imports = [...legacyEntrySource(appRoot).matchAll(/^import "(.+)";$/gm)].map(
      (match) => match[1] ?? '',
    );
    expect(imports).toHaveLength(LEGACY_POLYFILLS.length);
    for (const file of imports) expect(existsSync(file)).toBe(true);
  });
});
