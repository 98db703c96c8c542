/**
 * The apps run on Chrome/Android ≥ 69 and iOS ≥ 12 (BROWSER_TARGETS in rsbuild.ts). The build compiles
 * syntax down and core-js adds the polyfills listed below, but nothing stops a call to an API the oldest
 * engines lack and nobody polyfills: `signal.throwIfAborted()` type-checks, builds and runs in every
 * current browser, and throws on Chrome 69. This table names those APIs, and the WebKit pitfalls of iOS
 * 12 that no Chromium run can show; `findEngineProblems` finds them in a source file.
 * Plain JavaScript so scripts/check-engine-apis.mjs (the lint stage) runs it without a compiler.
 */

/**
 * @typedef {object} EngineRule
 * @property {string} api what is used
 * @property {RegExp} pattern where it is used (global)
 * @property {string} chrome first Chrome version that has it ('—' when none)
 * @property {string} safari first Safari / iOS version that has it ('—' when none)
 * @property {string} instead what to write instead
 * @property {RegExp} [guard] a use is accepted in a file that feature-detects the API with this
 * @property {string[]} [allowIn] files (relative to the repository) that may use it: the helper that wraps it
 */

/**
 * What counts as feature-detecting a global before its use: `typeof Name`, `typeof window.Name` or
 * `typeof globalThis.Name`.
 * @param {string} name
 */
const featureDetected = (name) => new RegExp(String.raw`typeof\s+(window\.|globalThis\.)?${name}\b`);

/** @type {EngineRule[]} */
export const ENGINE_RULES = [
  {
    api: 'AbortSignal.prototype.throwIfAborted',
    pattern: /\.throwIfAborted\s*\(/g,
    chrome: '100',
    safari: '15.4',
    instead: "throwIfAborted(signal) from '@bluecat/api/abort'",
    allowIn: ['packages/api/src/abort.ts'],
  },
  {
    api: 'AbortSignal.prototype.reason',
    pattern: /\b\w*[sS]ignal\??\.reason\b/g,
    chrome: '98',
    safari: '15.4',
    instead: "abortReason(signal) from '@bluecat/api/abort'",
    allowIn: ['packages/api/src/abort.ts'],
  },
  {
    api: 'AbortSignal.timeout / any / abort',
    pattern: /\bAbortSignal\s*\.\s*(timeout|any|abort)\b/g,
    chrome: '93–116',
    safari: '15–17.4',
    instead: 'an AbortController aborted by setTimeout (the gateway keeps the 30 s timeout)',
  },
  {
    api: 'structuredClone',
    pattern: /\bstructuredClone\s*\(/g,
    chrome: '98',
    safari: '15.4',
    instead: 'a copy made for the data at hand (spread, JSON for plain data)',
  },
  {
    api: 'Array.prototype.findLast / findLastIndex',
    pattern: /\.findLast(Index)?\s*\(/g,
    chrome: '97',
    safari: '15.4',
    instead: '[...list].reverse().find(…) or a loop from the end',
  },
  {
    api: 'queueMicrotask',
    pattern: /\bqueueMicrotask\s*\(/g,
    chrome: '71',
    safari: '12.1',
    instead: 'Promise.resolve().then(…)',
  },
  {
    api: 'Array.prototype.toSorted / toReversed / toSpliced / with',
    pattern: /\.(toSorted|toReversed|toSpliced)\s*\(/g,
    chrome: '110',
    safari: '16',
    instead: '[...list].sort(…) / .reverse() / .splice(…)',
  },
  {
    api: 'Object.groupBy / Map.groupBy / Promise.withResolvers',
    pattern: /\b(Object|Map)\.groupBy\b|\bPromise\.withResolvers\b/g,
    chrome: '117–119',
    safari: '17.4',
    instead: 'a loop / new Promise((resolve, reject) => …)',
  },
  {
    api: 'crypto.randomUUID',
    pattern: /\.randomUUID\s*\(/g,
    chrome: '92',
    safari: '15.4',
    instead: 'crypto.getRandomValues into a Uint8Array',
  },
  {
    api: 'URL.canParse (core-js URL polyfills are left out of the build)',
    pattern: /\bURL\.canParse\b/g,
    chrome: '120',
    safari: '17',
    instead: 'new URL(…) in a try',
  },
  {
    api: 'Element.prototype.replaceChildren',
    pattern: /\.replaceChildren\s*\(/g,
    chrome: '86',
    safari: '14',
    instead: 'textContent = "" then append',
  },
  {
    api: 'new EventTarget()',
    pattern: /\bnew\s+EventTarget\s*\(/g,
    chrome: '64',
    safari: '14',
    instead: 'a list of listeners',
  },
  {
    api: 'BroadcastChannel',
    pattern: /\bBroadcastChannel\b/g,
    chrome: '54',
    safari: '15.4',
    instead: 'the storage event, or feature-detect with typeof BroadcastChannel',
    guard: featureDetected('BroadcastChannel'),
  },
  {
    api: 'WeakRef / FinalizationRegistry',
    pattern: /\b(WeakRef|FinalizationRegistry)\b/g,
    chrome: '84',
    safari: '14.1',
    instead: 'a WeakMap, or explicit clean-up',
  },
  {
    api: 'Intl.RelativeTimeFormat / ListFormat / Segmenter',
    pattern: /\bIntl\.(RelativeTimeFormat|ListFormat|Segmenter)\b/g,
    chrome: '71–87',
    safari: '14–14.1',
    instead: 'the spec’s Chinese wording written out',
  },
  {
    api: 'ResizeObserver',
    pattern: /\bnew\s+ResizeObserver\b/g,
    chrome: '64',
    safari: '13.1',
    instead: 'feature-detect (typeof ResizeObserver === "function") and follow the window otherwise',
    guard: featureDetected('ResizeObserver'),
  },
  {
    api: 'IntersectionObserver',
    pattern: /\bnew\s+IntersectionObserver\b/g,
    chrome: '51',
    safari: '12.1',
    instead: 'feature-detect (typeof IntersectionObserver) and keep a button',
    guard: featureDetected('IntersectionObserver'),
  },
  {
    api: 'requestIdleCallback',
    pattern: /\brequestIdleCallback\s*\(/g,
    chrome: '47',
    safari: '—',
    instead: "whenIdle from '@bluecat/ui/when-idle'",
    guard: featureDetected('requestIdleCallback'),
  },
  {
    api: 'scheduler.postTask / scheduler.yield',
    pattern: /\bscheduler\.(postTask|yield)\b/g,
    chrome: '94–129',
    safari: '—',
    instead: 'setTimeout',
  },
  {
    api: 'regular-expression lookbehind (?<= / (?<!',
    pattern: /\(\?<[=!]/g,
    chrome: '62',
    safari: '16.4',
    instead:
      'a capture group, or a check of the preceding text by hand (iOS 12 fails to parse the whole file)',
  },
  {
    api: 'Date.parse (non-ISO strings parse differently in WebKit)',
    pattern: /\bDate\.parse\s*\(/g,
    chrome: '—',
    safari: '—',
    instead: 'parse the digits by hand and build new Date(year, month - 1, day, …)',
  },
];

/**
 * APIs newer than the targets that the build does provide: the old phones' polyfill file
 * (legacy-polyfills.mjs) holds each one's core-js module, and a page loads that file only where one of
 * the `present` tests fails. Listed so the table says why `.at(` or `Object.hasOwn` pass; the Chromium 69
 * stage runs code that calls them.
 * @type {{ api: string; chrome: string; safari: string; coreJs: string; present: string }[]}
 */
export const POLYFILLED = [
  {
    api: 'Array.prototype.at / String.prototype.at',
    chrome: '92',
    safari: '15.4',
    coreJs: 'es.array.at',
    present: "typeof [].at == 'function' && typeof ''.at == 'function'",
  },
  {
    api: 'Object.hasOwn',
    chrome: '93',
    safari: '15.4',
    coreJs: 'es.object.has-own',
    present: "typeof Object.hasOwn == 'function'",
  },
  {
    api: 'String.prototype.replaceAll',
    chrome: '85',
    safari: '13.1',
    coreJs: 'es.string.replace-all',
    present: "typeof ''.replaceAll == 'function'",
  },
  {
    api: 'Object.fromEntries',
    chrome: '73',
    safari: '12.1',
    coreJs: 'es.object.from-entries',
    present: "typeof Object.fromEntries == 'function'",
  },
  {
    api: 'Promise.allSettled',
    chrome: '76',
    safari: '13',
    coreJs: 'es.promise.all-settled',
    present: "typeof Promise.allSettled == 'function'",
  },
  {
    api: 'Promise.any',
    chrome: '85',
    safari: '14',
    coreJs: 'es.promise.any',
    present: "typeof Promise.any == 'function'",
  },
  {
    api: 'String.prototype.matchAll',
    chrome: '73',
    safari: '13',
    coreJs: 'es.string.match-all',
    present: "typeof ''.matchAll == 'function'",
  },
  {
    api: 'globalThis',
    chrome: '71',
    safari: '12.1',
    coreJs: 'es.global-this',
    present: "typeof globalThis == 'object'",
  },
];

/** An ISO 8601 date, or date-time with its offset: parsed the same by every engine. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** `new Date(…)` whose arguments hold a string: only a literal ISO date is accepted. */
const DATE_FROM_STRING = /\bnew\s+Date\s*\(([^()]*(['"`])[^()]*)\)/g;

/**
 * Blanks out comments (keeping line breaks, so line numbers stay), so that a comment naming an API is not
 * a use of it. Strings are left alone; `//` after a colon (a URL) is not a comment.
 * @param {string} source
 */
function withoutComments(source) {
  const blank = (text) => text.replace(/[^\n]/g, ' ');
  return source
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[^:\\'"`])(\/\/.*)$/gm, (_, before, comment) => before + blank(comment));
}

/**
 * @typedef {{ file: string; line: number; api: string; chrome: string; safari: string; instead: string; text: string }} EngineProblem
 */

/**
 * Every use in `source` of an API or pattern the oldest targets lack.
 * @param {string} source the file's text
 * @param {string} file its path relative to the repository, with forward slashes
 * @returns {EngineProblem[]}
 */
export function findEngineProblems(source, file) {
  const code = withoutComments(source);
  /** @type {EngineProblem[]} */
  const problems = [];
  const lineOf = (index) => code.slice(0, index).split('\n').length;
  const textOf = (index) => (source.split('\n')[lineOf(index) - 1] ?? '').trim();
  for (const rule of ENGINE_RULES) {
    if (rule.allowIn?.includes(file)) continue;
    if (rule.guard?.test(code)) continue;
    for (const match of code.matchAll(rule.pattern)) {
      const index = match.index ?? 0;
      problems.push({ file, line: lineOf(index), ...pick(rule), text: textOf(index) });
    }
  }
  for (const match of code.matchAll(DATE_FROM_STRING)) {
    const argument = (match[1] ?? '').trim();
    const literal = /^(['"])(.*)\1$/.exec(argument);
    if (literal && ISO_DATE.test(literal[2] ?? '')) continue;
    const index = match.index ?? 0;
    problems.push({
      file,
      line: lineOf(index),
      api: 'new Date(<string>) (non-ISO strings parse differently in WebKit)',
      chrome: '—',
      safari: '—',
      instead: 'parse the digits by hand and build new Date(year, month - 1, day, …)',
      text: textOf(index),
    });
  }
  return problems.sort((a, b) => a.line - b.line);
}

/** @param {EngineRule} rule */
function pick({ api, chrome, safari, instead }) {
  return { api, chrome, safari, instead };
}

/**
 * The scripts of a stand-in page (`apps/<app>/demo/*.html`): the build neither compiles nor checks them,
 * yet the journeys on the oldest engine pass through them. Syntax newer than the targets counts too.
 * @param {string} html
 * @param {string} file
 * @returns {EngineProblem[]}
 */
export function findEngineProblemsInPage(html, file) {
  const problems = [];
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    const offset = html.slice(0, match.index ?? 0).split('\n').length - 1;
    const script = match[1] ?? '';
    const shift = (problem) => ({ ...problem, line: problem.line + offset });
    problems.push(...findEngineProblems(script, file).map(shift));
    const code = withoutComments(script);
    for (const syntax of code.matchAll(/\?\?|\?\.(?!\d)/g)) {
      const line = code.slice(0, syntax.index ?? 0).split('\n').length;
      problems.push({
        file,
        line: line + offset,
        api: syntax[0] === '??' ? 'nullish coalescing ??' : 'optional chaining ?.',
        chrome: '80',
        safari: '13.1',
        instead: '|| or an explicit check (stand-in pages are not compiled)',
        text: (script.split('\n')[line - 1] ?? '').trim(),
      });
    }
  }
  return problems;
}
