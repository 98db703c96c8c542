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

/**
 * The first screens people arrive at (from the WeChat menu, a message, a link), measured by Lighthouse and
 * by their bytes (bench/first-screens.mjs). `signedIn`: the page needs a stored session to draw its screen;
 * `query`: what the link that opens it carries, without which the screen says the link is incomplete.
 * @type {{ app: 'hall' | 'agent'; path: string; signedIn: boolean; query?: string }[]}
 */
export const FIRST_SCREENS = [
  { app: 'hall', path: '/Recharge', signedIn: true },
  { app: 'hall', path: '/bill', signedIn: true },
  { app: 'hall', path: '/BusinessQuery', signedIn: true },
  { app: 'hall', path: '/BusinessHandle', signedIn: true },
  { app: 'hall', path: '/PersonalInformation', signedIn: true },
  { app: 'agent', path: '/login', signedIn: false },
  { app: 'agent', path: '/OpenCardMessage', signedIn: true },
  { app: 'agent', path: '/OpenCard', signedIn: true },
  // Screens opened cold from a link (a WeChat menu, a message) rather than from the tab bar.
  { app: 'hall', path: '/invoiceVerify', signedIn: true },
  { app: 'hall', path: '/message', signedIn: true },
  { app: 'hall', path: '/store', signedIn: true },
  { app: 'hall', path: '/verification', signedIn: true },
  {
    app: 'agent',
    path: '/UniversalPay',
    query: '?recordNumber=R1&serviceid=17088886666&amount=50',
    signedIn: false,
  },
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
