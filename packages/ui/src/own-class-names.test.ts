import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Paths from this file's own, as a string: the DOM environment's URL is not Node's.
const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');

/** The prefix of NutUI's class names and internal variables, spelt in two parts so this file names none. */
const PREFIX = `nut${'-'}`;

/**
 * A NutUI class name (its button's, its dialog's content box) or internal variable (its scale factor).
 * Its documented `--nutui-…` variables and its package name do not match.
 */
const NUTUI_PRIVATE_NAME = new RegExp(`\\b${PREFIX}`);

/** Every source, style and test file under a folder. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(css|[cm]?[jt]sx?|html)$/.test(entry.name) ? [full] : [];
  });
}

/** `file:line: text` of each line that names one of NutUI's private classes or variables. */
function privateNames(dir: string): string[] {
  return sourceFiles(path.join(ROOT, dir)).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        NUTUI_PRIVATE_NAME.test(line) ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

// NutUI's class names are not its API: a release may rename them with no type error, and a part drawn
// with them, or a rule that restyles them, breaks unseen. Our parts carry our own classes (`bc-button`);
// the NutUI components that stay are styled through their props and documented `--nutui-…` variables.
describe('no source names a NutUI private class', () => {
  it.each(['packages/ui/src', 'apps/hall/src', 'apps/agent/src'])('%s', (dir) => {
    expect(privateNames(dir)).toEqual([]);
  });

  it('tells a private name from a documented variable', () => {
    const named = [`.${PREFIX}button-primary {`, `className="${PREFIX}navbar"`, `var(--${PREFIX}scale-f)`];
    const others = [
      '--nutui-progress-height: 0.5rem;',
      "import { Dialog } from '@nutui/nutui-react';",
      `pea${PREFIX}butter`,
    ];
    expect(named.filter((line) => !NUTUI_PRIVATE_NAME.test(line))).toEqual([]);
    expect(others.filter((line) => NUTUI_PRIVATE_NAME.test(line))).toEqual([]);
  });
});
