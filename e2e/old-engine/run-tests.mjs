/**
 * The test loop of the stages that drive other engines (Chromium 69 here, WebKit in e2e/webkit/run.mjs),
 * with the rules Playwright's CI runs have (e2e/playwright.config.ts): a time limit per test and one retry
 * from a fresh start; a test that passes on its retry counts as flaky and is named, so it is seen and
 * fixed, not hidden. The summary goes to `results` (read by scripts/test.mjs) with the names of what failed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withTimeout } from './servers.mjs';

/**
 * @template T
 * @param {{ name: string; run: (context: T) => Promise<void> }[]} tests
 * @param {{
 *   engine: string;
 *   results: string;
 *   timeoutMs: number;
 *   start: (test: { name: string }) => Promise<T>;
 *   fail: (test: { name: string }, context: T | undefined, error: unknown) => Promise<string[]>;
 *   end?: (context: T | undefined) => Promise<void>;
 * }} hooks `start` gives a test what it runs in; `fail` cleans up after a failed attempt and returns
 *   extra lines for the report (what the page said); `end` runs after every attempt.
 */
export async function runTests(tests, { engine, results, timeoutMs, start, fail, end }) {
  const failures = [];
  const flaky = [];
  const started = performance.now();
  for (const test of tests) {
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const testStart = performance.now();
      let context;
      try {
        context = await withTimeout(start(test), timeoutMs);
        await withTimeout(test.run(context), timeoutMs);
        const took = `${((performance.now() - testStart) / 1000).toFixed(1)} s`;
        if (attempt === 1) process.stdout.write(`  ✓ ${test.name} (${took})\n`);
        else {
          flaky.push(test.name);
          process.stdout.write(`  ✓ ${test.name} (${took}, flaky: passed on its retry)\n`);
        }
        await end?.(context);
        break;
      } catch (error) {
        const extra = await fail(test, context, error).catch((cleanup) => [`cleanup: ${cleanup.message}`]);
        await end?.(context);
        const lines = [String(error?.message ?? error), ...extra].join('\n').replace(/\n/g, '\n    ');
        const mark = attempt === 1 ? '✗ (retrying)' : '✗';
        process.stdout.write(`  ${mark} ${test.name}\n    ${lines}\n`);
        if (attempt === 2) failures.push(test.name);
      }
    }
  }
  const passed = tests.length - failures.length - flaky.length;
  const summary = { passed, failed: failures.length, failures, flaky };
  mkdirSync(path.dirname(results), { recursive: true });
  writeFileSync(results, `${JSON.stringify(summary, null, 2)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const flakyPart = flaky.length > 0 ? `, ${flaky.length} flaky` : '';
  process.stdout.write(
    `\n${engine}: ${summary.passed} passed, ${summary.failed} failed${flakyPart} (${seconds} s)\n`,
  );
  for (const name of failures) process.stdout.write(`  failed: ${name}\n`);
  for (const name of flaky) process.stdout.write(`  flaky: ${name}\n`);
  return summary;
}
