/**
 * What both measurements share: the repository root, the two apps and their production builds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const APPS = [
  { name: 'hall', pkg: '@bluecat/hall', dir: 'apps/hall' },
  { name: 'agent', pkg: '@bluecat/agent', dir: 'apps/agent' },
];

/** Builds the apps whose dist is missing (turbo replays unchanged builds from its cache). */
export function ensureBuilds() {
  const missing = APPS.filter((app) => !existsSync(path.join(ROOT, app.dir, 'dist', 'index.html')));
  if (missing.length === 0) return;
  process.stdout.write(`building ${missing.map((app) => app.name).join(' and ')} (dist missing)\n`);
  const turbo = realpathSync(path.join(ROOT, 'node_modules', '.bin', 'turbo'));
  const result = spawnSync(
    process.execPath,
    [turbo, 'run', 'build', '--no-update-notifier', ...missing.map((app) => `--filter=${app.pkg}`)],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  if (result.status !== 0) {
    process.stderr.write('the build failed: nothing to measure\n');
    process.exit(1);
  }
}
