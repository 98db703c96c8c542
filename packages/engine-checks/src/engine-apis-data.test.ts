import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ENGINE_RULES, POLYFILLED } from './engine-apis.mjs';

/**
 * The engine-API table keeps its own patterns (how a use looks in our code, which no compatibility data
 * can say: `.at(` is any object's method, a lookbehind hides in a regular expression's text), but its
 * versions must be the compatibility data's: each API's entry there, and the versions it gives.
 */
const DATA_KEYS: Record<string, string> = {
  'AbortSignal.prototype.throwIfAborted': 'api.AbortSignal.throwIfAborted',
  'AbortSignal.prototype.reason': 'api.AbortSignal.reason',
  structuredClone: 'api.structuredClone',
  'Array.prototype.findLast / findLastIndex': 'javascript.builtins.Array.findLast',
  queueMicrotask: 'api.queueMicrotask',
  'Array.prototype.toSorted / toReversed / toSpliced / with': 'javascript.builtins.Array.toSorted',
  'crypto.randomUUID': 'api.Crypto.randomUUID',
  'URL.canParse (core-js URL polyfills are left out of the build)': 'api.URL.canParse_static',
  'Element.prototype.replaceChildren': 'api.Element.replaceChildren',
  'new EventTarget()': 'api.EventTarget.EventTarget',
  BroadcastChannel: 'api.BroadcastChannel',
  'WeakRef / FinalizationRegistry': 'javascript.builtins.WeakRef',
  ResizeObserver: 'api.ResizeObserver',
  IntersectionObserver: 'api.IntersectionObserver',
  requestIdleCallback: 'api.Window.requestIdleCallback',
  'regular-expression lookbehind (?<= / (?<!': 'javascript.regular_expressions.lookbehind_assertion',
  'Array.prototype.at / String.prototype.at': 'javascript.builtins.Array.at',
  'Object.hasOwn': 'javascript.builtins.Object.hasOwn',
  'String.prototype.replaceAll': 'javascript.builtins.String.replaceAll',
  'Object.fromEntries': 'javascript.builtins.Object.fromEntries',
  'Promise.allSettled': 'javascript.builtins.Promise.allSettled',
  'Promise.any': 'javascript.builtins.Promise.any',
  'String.prototype.matchAll': 'javascript.builtins.String.matchAll',
  globalThis: 'javascript.builtins.globalThis',
};

type Statement = {
  version_added: string | boolean | null;
  prefix?: string;
  flags?: unknown;
  partial_implementation?: boolean;
};
const bcd = createRequire(import.meta.url)('@mdn/browser-compat-data');

function firstVersion(key: string, browser: string) {
  const feature = key.split('.').reduce((node, part) => node?.[part], bcd);
  expect(feature?.__compat, `${key} in the compatibility data`).toBeDefined();
  const versions = [feature.__compat.support[browser] ?? []]
    .flat()
    .filter(
      (statement: Statement) => !statement.prefix && !statement.flags && !statement.partial_implementation,
    )
    .map((statement: Statement) => statement.version_added)
    .filter((version: unknown): version is string => typeof version === 'string')
    .map((version: string) => Number.parseFloat(version.replace('≤', '')));
  return versions.length > 0 ? String(Math.min(...versions)) : '—';
}

describe('the engine-API table against the compatibility data', () => {
  const entries = [...ENGINE_RULES, ...POLYFILLED].filter((entry) => DATA_KEYS[entry.api]);
  it('names the data’s entry of every API the table gives one version', () => {
    const unnamed = [...ENGINE_RULES, ...POLYFILLED]
      .map((entry) => entry.api)
      .filter((api) => !DATA_KEYS[api] && !/[–]|Date|\//.test(api));
    expect(unnamed).toEqual([]);
  });

  it.each(entries.map((entry) => [entry.api, entry] as const))(
    '%s: Chrome and Safari versions',
    (_, entry) => {
      const key = DATA_KEYS[entry.api] ?? '';
      expect({ chrome: entry.chrome, safari: entry.safari }).toEqual({
        chrome: firstVersion(key, 'chrome'),
        safari: firstVersion(key, 'safari'),
      });
    },
  );
});
