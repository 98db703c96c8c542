#!/usr/bin/env node
/**
 * `npm test`: everything a change must pass, in order, stopping at the first failure:
 * install → chromium → contract → typecheck → lint → unit → build → (e2e ∥ chromium69 ∥ webkit ∥ nginx).
 * Each stage gets a heading; timings follow; the last line is the end-to-end summary (Playwright's,
 * Chromium 69's and WebKit's counts together).
 * The last three run beside e2e: each drives one page at a time and waits on it most of the time (a third
 * of a core each), so after e2e, whose two workers keep both cores busy, they left a core idle for minutes.
 * e2e's output comes as it runs; theirs is held and printed whole after it.
 * Turbo runs with two tasks at a time: the CI machine has two cores.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstall } from './ensure-install.mjs';
import { binScript, ROOT } from './repo.mjs';

/** Loaded when its stage runs, after the install: it imports workspace packages. */
const ensureChromium = async () => (await import('./ensure-chromium.mjs')).ensureChromium();
const ensureNginx = async () => (await import('./ensure-nginx.mjs')).ensureNginx();
/** apt-get takes one install at a time: the WebKit packages are installed before the side-by-side stages. */
const ensureWebKit = async () => (await import('../e2e/webkit/ensure-webkit.mjs')).ensureWebKit();

const E2E_RESULTS = [
  path.join(ROOT, 'e2e', 'test-results', 'results.json'),
  path.join(ROOT, 'e2e', 'test-results', 'results-nginx.json'),
];
/** `{ passed, failed }` of the stages that drive other engines, by the name the summary gives them. */
const ENGINE_RESULTS = {
  'Chromium 69': path.join(ROOT, 'e2e', 'test-results', 'results-old-engine.json'),
  WebKit: path.join(ROOT, 'e2e', 'test-results', 'results-webkit.json'),
};
const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const paint = (code, text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);

const baseEnv = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const turbo = (task, ...extra) => ({
  bin: 'turbo',
  args: ['run', task, '--concurrency=2', '--log-order=grouped', '--no-update-notifier', ...extra],
});

/**
 * `prepare` runs before its stage; `together` stages next to each other run side by side, and the
 * preparations of those after the first while the first runs.
 * @typedef {(() => void) | { bin: string; args: string[]; env?: Record<string, string> }} Step
 * @typedef {{ name: string; what: string; steps: Step[]; prepare?: Step[]; together?: boolean }} Stage
 * @type {Stage[]}
 */
const STAGES = [
  {
    name: 'install',
    what: 'dependencies match package-lock.json, which the install leaves as committed',
    steps: [() => ensureInstall({ lockfileUnchanged: true })],
  },
  {
    name: 'chromium',
    what: 'system Chromium for the end-to-end tests',
    steps: [ensureChromium],
  },
  {
    name: 'contract',
    what: 'OpenAPI lint, examples, generated client up to date; what lists routes matches the route modules',
    steps: [
      { bin: 'node', args: ['scripts/contract.mjs'] },
      { bin: 'node', args: ['scripts/routes.mjs', '--check'] },
    ],
  },
  {
    name: 'typecheck',
    what: 'tsc in every package, then the e2e specs',
    steps: [turbo('typecheck', '--output-logs=errors-only'), { bin: 'tsc', args: ['--noEmit', '-p', 'e2e'] }],
  },
  {
    name: 'lint',
    what: 'biome check ., then no API or CSS beyond Chrome 69 / iOS 12 unless polyfilled, lowered or with a fallback, then the import boundaries',
    steps: [
      { bin: 'biome', args: ['check', '.'] },
      { bin: 'node', args: ['scripts/check-engine-apis.mjs'] },
      { bin: 'node', args: ['scripts/check-boundaries.mjs'] },
    ],
  },
  { name: 'unit', what: 'vitest in every package', steps: [turbo('test')] },
  {
    name: 'build',
    what: 'production builds of both apps',
    steps: [turbo('build', '--output-logs=errors-only')],
  },
  {
    name: 'e2e',
    what: 'Playwright journeys against the served builds and Prism',
    // CI=1: two workers, one retry, no reuse of a server someone left running.
    steps: [{ bin: 'playwright', args: ['test', '-c', 'e2e/playwright.config.ts'], env: { CI: '1' } }],
    together: true,
  },
  {
    name: 'chromium69',
    what: 'every route and the money and face-verification journeys in Chromium 69, the oldest target',
    // Unpacks Chromium 69 from chrome-aws-lambda into node_modules/.cache when missing; serves the builds
    // and Prism on ports of its own (OLD_ENGINE_HALL_PORT 5290, OLD_ENGINE_AGENT_PORT 5291, OLD_ENGINE_PRISM_PORT 4130).
    steps: [{ bin: 'node', args: ['e2e/old-engine/run.mjs'] }],
    together: true,
  },
  {
    name: 'webkit',
    what: 'every route, a top-up, a payment and a face verification in WebKit, the engine of iPhones',
    // Installs webkit2gtk-driver and xvfb when missing; its own Xvfb display and WebKitWebDriver port
    // (WEBKIT_DISPLAY :94, WEBKIT_DRIVER_PORT 4140) and app ports (WEBKIT_HALL_PORT 5294, WEBKIT_AGENT_PORT
    // 5295, WEBKIT_PRISM_PORT 4132).
    prepare: [ensureWebKit],
    steps: [{ bin: 'node', args: ['e2e/webkit/run.mjs'] }],
    together: true,
  },
  {
    name: 'nginx',
    what: 'deploy/nginx in front of the builds: headers, policy, a smoke set of journeys',
    // Debian's nginx is installed when missing, as chromium is; the tests run their own on loopback ports.
    prepare: [ensureNginx],
    steps: [{ bin: 'playwright', args: ['test', '-c', 'e2e/playwright.nginx.config.ts'], env: { CI: '1' } }],
    together: true,
  },
];

/**
 * Runs one command; its output goes to the terminal, or with `hold` into `held` (a stage running beside
 * others), so the stages' lines do not interleave.
 */
function runCommand({ bin, args, env }, held) {
  const command = process.execPath;
  const argv = bin === 'node' ? args : [binScript(bin), ...args];
  const write = held ? (text) => held.push(text) : (text) => process.stdout.write(text);
  write(paint('2', `$ ${bin} ${args.join(' ')}\n`));
  return new Promise((resolve) => {
    const child = spawn(command, argv, {
      cwd: ROOT,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...baseEnv, ...env },
    });
    if (held) {
      child.stdout.on('data', (chunk) => held.push(chunk.toString()));
      child.stderr.on('data', (chunk) => held.push(chunk.toString()));
    }
    child.on('error', (error) => {
      write(`${bin} could not start: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function runSteps(steps, held) {
  for (const step of steps) {
    if (typeof step === 'function') {
      try {
        await step();
      } catch (error) {
        (held ? (text) => held.push(text) : (text) => process.stderr.write(text))(`${error.message}\n`);
        return false;
      }
      continue;
    }
    if ((await runCommand(step, held)) !== 0) return false;
  }
  return true;
}

function heading(index, stage) {
  return `\n${paint('1', `━━ ${index + 1}/${STAGES.length} ${stage.name} ━━`)} ${paint('2', stage.what)}\n`;
}

/** One stage, its output as it comes: `[name, ms, ok]`. */
async function runStage(index, stage) {
  process.stdout.write(heading(index, stage));
  const start = performance.now();
  const ok = (await runSteps(stage.prepare ?? [])) && (await runSteps(stage.steps));
  return [[stage.name, performance.now() - start, ok]];
}

/**
 * Stages side by side. The first starts once its own preparation is done, and its output comes as it
 * runs; the others start once theirs are, made one after another while the first runs (apt-get takes one
 * install at a time), and the output of each is printed whole after the first has ended, so no line of
 * theirs falls inside its output.
 */
async function runTogether(first, group) {
  const [lead, ...others] = group;
  const names = group.map((stage) => stage.name).join(', ');
  const after = others.map((stage) => stage.name).join(', ');
  process.stdout.write(
    `\n${paint('1', `━━ ${first + 1}–${first + group.length}/${STAGES.length} ${names} ━━`)} `,
  );
  process.stdout.write(`${paint('2', `side by side; the output of ${after} follows ${lead.name}'s`)}\n`);
  // Made before the others' begin, so no two preparations run at once.
  if (!(await runSteps(lead.prepare ?? []))) return [[lead.name, 0, false]];
  const preparations = [];
  const prepared = (async () => {
    for (const stage of others) if (!(await runSteps(stage.prepare ?? [], preparations))) return false;
    return true;
  })();
  const held = others.map(() => []);
  const running = others.map(async (stage, offset) => {
    const start = performance.now();
    const ok = (await prepared) && (await runSteps(stage.steps, held[offset]));
    return [stage.name, performance.now() - start, ok];
  });
  const start = performance.now();
  const ok = await runSteps(lead.steps);
  const ms = performance.now() - start;
  const ended = await Promise.all(running);
  process.stdout.write(preparations.join(''));
  for (const [offset, stage] of others.entries()) {
    process.stdout.write(heading(first + 1 + offset, stage) + held[offset].join(''));
  }
  return [[lead.name, ms, ok], ...ended];
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** The titles of a Playwright JSON report's tests with the given outcomes, as `file › title`. */
function testsWith(report, outcomes) {
  const names = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (outcomes.includes(test.status)) names.push(`${file} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  return names;
}

/**
 * `N passed, N failed` over Playwright's JSON reports and the other engines' stages, plus flaky and skipped
 * when there are any, and each engine's share; then the name of each test that failed or was flaky, so the
 * last lines of a run say what to look at.
 */
function e2eSummary() {
  const totals = { expected: 0, unexpected: 0, flaky: 0, skipped: 0, errors: 0 };
  const named = { failed: [], flaky: [] };
  let reports = 0;
  for (const file of E2E_RESULTS) {
    let report;
    try {
      report = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    reports += 1;
    for (const key of ['expected', 'unexpected', 'flaky', 'skipped']) totals[key] += report.stats?.[key] ?? 0;
    totals.errors += report.errors?.length ?? 0;
    named.failed.push(...testsWith(report, ['unexpected']));
    named.flaky.push(...testsWith(report, ['flaky']));
  }
  const engines = Object.entries(ENGINE_RESULTS).flatMap(([name, file]) => {
    try {
      return [{ name, ...JSON.parse(readFileSync(file, 'utf8')) }];
    } catch {
      return [];
    }
  });
  for (const engine of engines) {
    named.failed.push(...(engine.failures ?? []).map((test) => `${engine.name} › ${test}`));
    named.flaky.push(...(engine.flaky ?? []).map((test) => `${engine.name} › ${test}`));
  }
  if (reports === 0 && engines.length === 0) return 'e2e did not report: see the output above';
  const { expected, unexpected, skipped, errors } = totals;
  const flaky = totals.flaky + engines.reduce((sum, engine) => sum + (engine.flaky?.length ?? 0), 0);
  const passed = expected + engines.reduce((sum, engine) => sum + (engine.passed ?? 0), 0);
  const failed = unexpected + engines.reduce((sum, engine) => sum + (engine.failed ?? 0), 0);
  const parts = [`${passed} passed`, `${failed} failed`];
  if (flaky) parts.push(`${flaky} flaky`);
  if (skipped) parts.push(`${skipped} skipped`);
  if (errors) parts.push(`${errors} error${errors > 1 ? 's' : ''} outside tests`);
  for (const engine of engines)
    parts.push(`${engine.name} alone: ${engine.passed} passed, ${engine.failed} failed`);
  const lines = [
    ...named.failed.map((name) => `  failed: ${name}`),
    ...named.flaky.map((name) => `  flaky: ${name}`),
  ];
  return [parts.join(', '), ...lines].join('\n');
}

/**
 * `npm test -- --from e2e`: the install, then the stages from the one named, to go on after fixing a late
 * stage without running the earlier ones again (what they built stays as it is).
 */
function stagesToRun() {
  const at = process.argv.indexOf('--from');
  if (at === -1) return STAGES;
  const from = STAGES.findIndex((stage) => stage.name === process.argv[at + 1]);
  if (from === -1) {
    process.stderr.write(`--from takes a stage: ${STAGES.map((stage) => stage.name).join(', ')}\n`);
    process.exit(2);
  }
  return STAGES.filter((stage, index) => stage.name === 'install' || index >= from);
}

async function main() {
  // A summary from an earlier run must not pass for this one.
  for (const file of [...E2E_RESULTS, ...Object.values(ENGINE_RESULTS)]) rmSync(file, { force: true });
  const timings = [];
  const started = performance.now();
  const stages = stagesToRun();
  let index = 0;
  while (index < stages.length) {
    const stage = stages[index];
    let next = index + 1;
    while (stage.together && stages[next]?.together) next += 1;
    const ran =
      next - index > 1
        ? await runTogether(STAGES.indexOf(stage), stages.slice(index, next))
        : await runStage(STAGES.indexOf(stage), stage);
    timings.push(...ran);
    if (ran.some(([, , ok]) => !ok)) break;
    index = next;
  }
  const failed = timings.find(([, , ok]) => !ok)?.[0];
  const total = performance.now() - started;

  process.stdout.write(`\n${paint('1', 'timings')}\n`);
  for (const [name, ms, ok] of timings) {
    const mark = ok ? paint('32', 'ok  ') : paint('31', 'FAIL');
    const beside = STAGES.find((stage) => stage.name === name)?.together
      ? paint('2', '  (side by side)')
      : '';
    process.stdout.write(`  ${mark} ${name.padEnd(10)} ${seconds(ms).padStart(9)}${beside}\n`);
  }
  process.stdout.write(`       ${'total'.padEnd(10)} ${seconds(total).padStart(9)}\n\n`);

  const ranE2e = timings.some(([name]) => name === 'e2e');
  if (failed && !ranE2e) {
    process.stdout.write(`${paint('31', `✗ ${failed} failed`)}: fix it and run npm test again\n`);
    process.exit(1);
  }
  const summary = e2eSummary();
  process.stdout.write(`${failed ? paint('31', summary) : paint('32', summary)}\n`);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
