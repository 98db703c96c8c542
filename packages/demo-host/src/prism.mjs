/**
 * Starts Prism on the contract (openapi/openapi.yaml): as the mock that answers with the contract's named
 * examples (`Prefer: example=<name>` or `Prefer: code=500` picks one), or, given `upstream`, as the
 * validating proxy in front of that server. `npm start`, `npm run mock`, the nginx stage and the bench start
 * it here.
 */
import { spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The repository: Prism runs there, on its contract, with its installed CLI. */
const ROOT = path.resolve(HERE, '../../..');
const SPEC = 'openapi/openapi.yaml';

/** Keeps Prism up when a violation's message holds Chinese (see the file). */
const VIOLATIONS_HEADER = path.join(HERE, 'prism-violations-header.cjs');
/** Prism's mock behind the demo calendar. */
const DATED_PRISM = path.join(HERE, 'dated-prism.mjs');
const binScript = (name) => realpathSync(path.join(ROOT, 'node_modules', '.bin', name));

/**
 * With `upstream`, Prism runs as a validating proxy (`prism proxy`): every call goes to that server and
 * comes back as it answered, and what breaks the contract, in the request or the answer, is listed in
 * the answer's `sl-violations` header. Without `--errors`, so a violating answer still reaches the app
 * (with it Prism would replace the answer by a 500 of its own).
 *
 * As the mock, Prism runs behind the demo calendar (dated-prism.mjs, in the same process): `port` answers
 * the examples with their dates moved to today (demo-calendar.mjs). A real server's answers keep its own.
 * @param {{ host: string; port: number; stdio?: 'inherit' | 'pipe'; upstream?: string }} options
 * @returns {{ child: import('node:child_process').ChildProcess; ready: Promise<void> }}
 *   `ready` resolves once Prism says it is listening (stdio 'pipe' only) and rejects if it exits first.
 */
export function startPrism({ host, port, stdio = 'pipe', upstream }) {
  // No CORS: the apps reach Prism through the mock console on their own origin. With Prism's default
  // (any origin, with credentials) any page the tester visits could read the mock's answers, or in proxy
  // mode the real test API's, through this port.
  const args = upstream
    ? [
        ...['--require', VIOLATIONS_HEADER, binScript('prism')],
        ...['proxy', SPEC, upstream, '-h', host, '-p', String(port), '--cors=false'],
      ]
    : [
        ...['--require', VIOLATIONS_HEADER, DATED_PRISM, host, String(port), binScript('prism')],
        ...['mock', SPEC, '--cors=false'],
      ];
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
