import { describe, expect, it } from 'vitest';
import { differsOnlyInWhatNpm10CannotWrite } from './lockfile.mjs';

const lock = (packages: Record<string, Record<string, unknown>>) =>
  `${JSON.stringify({ name: 'bluecat-h5', lockfileVersion: 3, requires: true, packages }, null, 2)}\n`;

const binding = (libc?: string[]) => ({
  version: '2.0.0',
  resolved: 'https://registry.npmjs.org/@rspack/binding-linux-x64-gnu/-/binding-linux-x64-gnu-2.0.0.tgz',
  integrity: 'sha512-abc',
  cpu: ['x64'],
  ...(libc ? { libc } : {}),
  optional: true,
  os: ['linux'],
});

const committed = lock({
  '': { name: 'bluecat-h5' },
  'node_modules/@rspack/binding-linux-x64-gnu': binding(['glibc']),
  'node_modules/@rspack/binding-linux-x64-musl': binding(['musl']),
});

describe('differsOnlyInWhatNpm10CannotWrite', () => {
  it.each([
    [
      'npm 10 dropped every libc field',
      lock({
        '': { name: 'bluecat-h5' },
        'node_modules/@rspack/binding-linux-x64-gnu': binding(),
        'node_modules/@rspack/binding-linux-x64-musl': binding(),
      }),
      true,
    ],
    ['nothing changed', committed, true],
    [
      'a version changed as well',
      lock({
        '': { name: 'bluecat-h5' },
        'node_modules/@rspack/binding-linux-x64-gnu': { ...binding(), version: '2.0.1' },
        'node_modules/@rspack/binding-linux-x64-musl': binding(),
      }),
      false,
    ],
    [
      'a package went missing',
      lock({ '': { name: 'bluecat-h5' }, 'node_modules/@rspack/binding-linux-x64-gnu': binding() }),
      false,
    ],
    [
      'a libc value changed instead of going',
      lock({
        '': { name: 'bluecat-h5' },
        'node_modules/@rspack/binding-linux-x64-gnu': binding(['musl']),
        'node_modules/@rspack/binding-linux-x64-musl': binding(['musl']),
      }),
      false,
    ],
    ['the file is not JSON', '<<<<<<< HEAD\n', false],
  ])('%s: %s', (_case, written, accepted) => {
    expect(differsOnlyInWhatNpm10CannotWrite(committed, written)).toBe(accepted);
  });
});
