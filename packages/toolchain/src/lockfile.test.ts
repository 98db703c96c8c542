import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { differsOnlyInWhatNpm10CannotWrite, installScriptsNotListed } from './lockfile.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readRoot = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

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

describe('installScriptsNotListed', () => {
  const scripted = (version: string, extra: Record<string, unknown> = {}) => ({
    version,
    resolved: `https://registry.npmjs.org/x/-/x-${version}.tgz`,
    hasInstallScript: true,
    ...extra,
  });
  const withScripts = lock({
    '': { name: 'bluecat-h5', hasInstallScript: true },
    'apps/hall': { name: '@bluecat/hall', hasInstallScript: true },
    'node_modules/@bluecat/hall': { resolved: 'apps/hall', link: true },
    'node_modules/@nutui/nutui-react': scripted('3.1.0'),
    'node_modules/core-js': scripted('3.51.0'),
    'node_modules/lighthouse/node_modules/core-js': scripted('2.6.12'),
    'node_modules/esbuild-alias': scripted('0.25.0', { name: 'esbuild' }),
    'node_modules/react': { version: '18.3.1' },
  });

  it.each([
    ['every one listed by name', { '@nutui/nutui-react': false, 'core-js': false, esbuild: false }, []],
    [
      'one left out, wherever it is nested',
      { '@nutui/nutui-react': false, esbuild: false },
      ['core-js@3.51.0', 'core-js@2.6.12'],
    ],
    [
      'a listed version that is not the installed one',
      { '@nutui/nutui-react@3.0.0 || 3.0.1': false, 'core-js': false, esbuild: false },
      ['@nutui/nutui-react@3.1.0'],
    ],
    [
      'the installed version among those listed',
      { '@nutui/nutui-react@3.0.0 || 3.1.0': false, 'core-js': false, esbuild: false },
      [],
    ],
    [
      'no allowScripts at all',
      undefined,
      ['@nutui/nutui-react@3.1.0', 'core-js@3.51.0', 'core-js@2.6.12', 'esbuild@0.25.0'],
    ],
  ])('%s', (_case, allowScripts, unlisted) => {
    expect(installScriptsNotListed(withScripts, allowScripts)).toEqual(unlisted);
  });

  it('finds every install script of the committed lockfile listed in package.json’s allowScripts', () => {
    const { allowScripts } = JSON.parse(readRoot('package.json'));
    expect(installScriptsNotListed(readRoot('package-lock.json'), allowScripts)).toEqual([]);
  });

  // npm 11 runs a script allowScripts does not name, with a warning; npm 10 ignores allowScripts.
  it('has .npmrc refuse every install script, with npm 10 as with npm 11', () => {
    const settings = readRoot('.npmrc')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith(';'));
    expect(settings).toContain('ignore-scripts=true');
  });
});
