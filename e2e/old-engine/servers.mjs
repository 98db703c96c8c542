/**
 * The servers of the old-engine stages (Chromium 69, WebKit): Prism and both production builds, started by
 * scripts/start.mjs --e2e on the stage's own ports.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { JOURNEY_DAY } from '../journey-day.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const HOST = '127.0.0.1';

/** Prism and both builds, served as for the Playwright journeys; resolves once the hall answers. */
export async function startServers(ports) {
  const origins = { hall: `http://${HOST}:${ports.hall}` };
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs'), '--e2e'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      BLUECAT_HOST: HOST,
      API_TARGET: '',
      // The mock dates its answers from the journeys' day (e2e/journey-day.mjs).
      DEMO_TODAY: JOURNEY_DAY,
      HALL_PORT: String(ports.hall),
      AGENT_PORT: String(ports.agent),
      PRISM_PORT: String(ports.prism),
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('scripts/start.mjs --e2e stopped before serving');
    try {
      await fetch(`${origins.hall}/`, { signal: AbortSignal.timeout(2000) });
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  child.kill('SIGTERM');
  throw new Error(`${origins.hall} did not answer within 120 s`);
}

export function stopServers(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(undefined);
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve(undefined);
    });
    child.kill('SIGTERM');
  });
}

/** `promise`, or a rejection once `ms` have passed. */
export function withTimeout(promise, ms) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`did not end within ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
