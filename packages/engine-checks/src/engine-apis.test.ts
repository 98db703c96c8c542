import { describe, expect, it } from 'vitest';
import { findEngineProblems, findEngineProblemsInPage } from './engine-apis.mjs';

const FILE = 'apps/hall/src/features/x/x.ts';
const apis = (source: string, file = FILE) => findEngineProblems(source, file).map((problem) => problem.api);

describe('findEngineProblems', () => {
  it('fails on signal.throwIfAborted(), which Chrome 69 and iOS 12 lack', () => {
    const problems = findEngineProblems(
      'export async function poll(signal?: AbortSignal) {\n  signal?.throwIfAborted();\n}\n',
      FILE,
    );
    expect(problems).toEqual([
      expect.objectContaining({
        line: 2,
        api: 'AbortSignal.prototype.throwIfAborted',
        chrome: '100',
        safari: '15.4',
        instead: "throwIfAborted(signal) from '@bluecat/api/abort'",
      }),
    ]);
  });

  it.each([
    ['reject(signal.reason);', 'AbortSignal.prototype.reason'],
    ['controller.abort(callerSignal?.reason);', 'AbortSignal.prototype.reason'],
    ['fetch(url, { signal: AbortSignal.timeout(5000) });', 'AbortSignal.timeout / any / abort'],
    ['const both = AbortSignal.any([a, b]);', 'AbortSignal.timeout / any / abort'],
    ['const copy = structuredClone(draft);', 'structuredClone'],
    ['const last = list.findLast((item) => item.ok);', 'Array.prototype.findLast / findLastIndex'],
    ['queueMicrotask(() => flush());', 'queueMicrotask'],
    ['const id = crypto.randomUUID();', 'crypto.randomUUID'],
    ['const sorted = list.toSorted();', 'Array.prototype.toSorted / toReversed / toSpliced / with'],
    ['const amount = /(?<=¥)\\d+/.exec(text);', 'regular-expression lookbehind (?<= / (?<!'],
    ["const masked = new RegExp('(?<!\\\\d)\\\\d{4}');", 'regular-expression lookbehind (?<= / (?<!'],
    ['const when = Date.parse(answer.time);', 'Date.parse (non-ISO strings parse differently in WebKit)'],
    [
      "const when = new Date('2024/05/20 10:30');",
      'new Date(<string>) (non-ISO strings parse differently in WebKit)',
    ],
    [
      "const when = new Date(day + ' 00:00:00');",
      'new Date(<string>) (non-ISO strings parse differently in WebKit)',
    ],
    [
      "const when = new Date('2024-05-20 10:30:00');",
      'new Date(<string>) (non-ISO strings parse differently in WebKit)',
    ],
    ['const observer = new ResizeObserver(fit);', 'ResizeObserver'],
    ["const help = 'https://example.com'; queueMicrotask(flush);", 'queueMicrotask'],
  ])('%s → %s', (source, api) => {
    expect(apis(source)).toEqual([api]);
  });

  it.each([
    ['core-js adds .at', 'const last = list.at(-1);'],
    ['core-js adds Object.hasOwn', 'Object.hasOwn(FLOWS, key);'],
    ['the ISO date of a fixed day', "const day = new Date('2026-11-20');"],
    ['an ISO date-time with its offset', "const at = new Date('2026-11-20T10:00:00+08:00');"],
    ['a date built from its parts', 'const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);'],
    [
      'a feature-detected ResizeObserver',
      "if (typeof ResizeObserver === 'function') new ResizeObserver(fit);",
    ],
    [
      'a comment naming the API',
      '// signal.throwIfAborted() arrived in Chrome 100\n/* structuredClone(x) */',
    ],
    ['a named group (Safari 11.1)', 'const match = /(?<year>\\d{4})/.exec(text);'],
  ])('accepts %s', (_case, source) => {
    expect(apis(source)).toEqual([]);
  });

  it('lets the helper that wraps an API use it', () => {
    const helper = 'export const abortReason = (signal: AbortSignal) => signal.reason ?? fallback();';
    expect(apis(helper, 'packages/api/src/abort.ts')).toEqual([]);
    expect(apis(helper)).toEqual(['AbortSignal.prototype.reason']);
  });
});

describe('findEngineProblemsInPage', () => {
  it('fails on syntax newer than the targets in a stand-in page, which nothing compiles', () => {
    const html = [
      '<!doctype html>',
      '<p>a ?? in the text is not code</p>',
      '<script>',
      "  const back = new URL(params.get('return_url') ?? '');",
      '  const name = user?.name;',
      '</script>',
    ].join('\n');
    expect(
      findEngineProblemsInPage(html, 'apps/agent/demo/x.html').map(({ line, api }) => [line, api]),
    ).toEqual([
      [4, 'nullish coalescing ??'],
      [5, 'optional chaining ?.'],
    ]);
  });
});
