#!/usr/bin/env node
/**
 * `npm run e2e [-- <playwright args>]`: the Playwright journeys alone, e.g.
 * `npm run e2e -- hall/points.spec.ts --project hall --headed`. Builds both apps first (turbo
 * replays an unchanged build from its cache); `--no-build` serves the builds as they are.
 */
import { spawn, spawnSync } from 'node:child_process';
import { ensureInstall } from './ensure-install.mjs';
import { binScript, ROOT } from './repo.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const playwrightArgs = args.filter((arg) => arg !== '--no-build');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };

try {
  ensureInstall();
  // After the install: it imports workspace packages.
  const { ensureChromium } = await import('./ensure-chromium.mjs');
  ensureChromium();
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

if (!skipBuild) {
  const build = spawnSync(
    process.execPath,
    [binScript('turbo'), 'run', 'build', '--output-logs=errors-only', '--no-update-notifier'],
    { cwd: ROOT, stdio: 'inherit', env },
  );
  if (build.status !== 0) {
    process.stderr.write('the production build failed: no end-to-end run\n');
    process.exit(1);
  }
}

const child = spawn(
  process.execPath,
  [binScript('playwright'), 'test', '-c', 'e2e/playwright.config.ts', ...playwrightArgs],
  { cwd: ROOT, stdio: 'inherit', env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
