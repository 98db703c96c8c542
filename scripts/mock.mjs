#!/usr/bin/env node
/**
 * The Prism mock of the contract (openapi/openapi.yaml). `npm run mock` runs it alone on
 * BLUECAT_HOST:PRISM_PORT (127.0.0.1:4010); scripts/start.mjs starts it through `startPrism`. With API_TARGET it is
 * the validating proxy in front of that server instead, as `API_TARGET=… npm start` runs it.
 * Pick a named example per request with the header `Prefer: example=<name>` (or `Prefer: code=500`).
 */
import { spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listenHost } from './loopback.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SPEC = 'openapi/openapi.yaml';

/** A package's CLI as a JS file, run with this Node: no shell, no npx lookup, same on every OS. */
export function binScript(name) {
  return realpathSync(path.join(ROOT, 'node_modules', '.bin', name));
}

/** Keeps Prism up when a violation's message holds Chinese (see the file). */
const VIOLATIONS_HEADER = path.join(ROOT, 'scripts', 'prism-violations-header.cjs');

/**
 * With `upstream`, Prism runs as a validating proxy (`prism proxy`): every call goes to that server and
 * comes back as it answered, and what breaks the contract, in the request or the answer, is listed in
 * the answer's `sl-violations` header. Without `--errors`, so a violating answer still reaches the app
 * (with it Prism would replace the answer by a 500 of its own).
 * @param {{ host: string; port: number; stdio?: 'inherit' | 'pipe'; upstream?: string }} options
 * @returns {{ child: import('node:child_process').ChildProcess; ready: Promise<void> }}
 *   `ready` resolves once Prism says it is listening (stdio 'pipe' only) and rejects if it exits first.
 */
export function startPrism({ host, port, stdio = 'pipe', upstream }) {
  const mode = upstream ? ['proxy', SPEC, upstream] : ['mock', SPEC];
  // No CORS: the apps reach Prism through the mock console on their own origin. With Prism's default
  // (any origin, with credentials) any page the tester visits could read the mock's answers, or in proxy
  // mode the real test API's, through this port.
  const prism = ['--require', VIOLATIONS_HEADER, binScript('prism')];
  const args = [...prism, ...mode, '-h', host, '-p', String(port), '--cors=false'];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', stdio, stdio] });
  const ready = new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`Prism exited before listening (${signal ?? `code ${code}`})`)),
    );
    if (stdio !== 'pipe') return;
    let seen = '';
    const onData = (chunk) => {
      seen = (seen + chunk.toString()).slice(-4096);
      if (seen.includes('Prism is listening')) {
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
  });
  // Callers attach their own handlers; this one only keeps an early exit from being unhandled.
  ready.catch(() => {});
  return { child, ready };
}

function main() {
  const host = listenHost(process.env);
  const port = Number(process.env.PRISM_PORT ?? 4010);
  const { child } = startPrism({
    host,
    port,
    stdio: 'inherit',
    upstream: process.env.API_TARGET || undefined,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) =>
    process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
