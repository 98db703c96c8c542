import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { POLYFILLED } from './engine-apis.mjs';
import { LEGACY_POLYFILLS, polyfillGateScript } from './legacy-polyfills.mjs';

const POLYFILLS_URL = '/static/js/legacy-polyfills.0123456789.js';

/** Runs the gate in a fresh realm, after `prepare` (which may take an API away), and returns what it wrote. */
function runGate(prepare = '', attributes: Record<string, string> = {}): string[] {
  const written: string[] = [];
  const given: Record<string, string> = { 'data-polyfills': POLYFILLS_URL, ...attributes };
  const document = {
    currentScript: { getAttribute: (name: string) => given[name] ?? null },
    write: (html: string) => written.push(html),
  };
  runInNewContext(`${prepare};\n${polyfillGateScript()}`, { document });
  return written;
}

describe('the polyfill gate', () => {
  it('loads nothing where every polyfilled API is native', () => {
    expect(runGate()).toEqual([]);
  });

  it.each([
    ['Object.hasOwn', 'delete Object.hasOwn'],
    ['Array.prototype.at', 'delete Array.prototype.at'],
    ['String.prototype.replaceAll', 'delete String.prototype.replaceAll'],
    ['Promise.allSettled', 'delete Promise.allSettled'],
  ])('writes the polyfill file’s script tag where %s is missing', (_, prepare) => {
    expect(runGate(prepare)).toEqual([`<script src="${POLYFILLS_URL}"></script>`]);
  });

  it('writes the tag with the file’s integrity when the file is on a CDN', () => {
    const integrity = 'sha384-vuz+yO71bcb30P4dMUNzy6/D2y+6d/n0KcOnt5clJtTBxEDoKAqGay0stFlC8Dpr';
    expect(runGate('delete Object.hasOwn', { 'data-polyfills-integrity': integrity })).toEqual([
      `<script src="${POLYFILLS_URL}" crossorigin="anonymous" integrity="${integrity}"></script>`,
    ]);
  });

  it('tests for every API of the table', () => {
    const gate = polyfillGateScript();
    for (const { present } of POLYFILLED) expect(gate).toContain(present);
  });
});

describe('the polyfill file', () => {
  it('holds every core-js module the table counts on', () => {
    for (const { coreJs } of POLYFILLED) expect(LEGACY_POLYFILLS).toContain(coreJs);
  });
});
