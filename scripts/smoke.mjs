#!/usr/bin/env node
/**
 * `npm run smoke`: the README's first command as a newcomer runs it. Starts `npm start` (which installs what
 * is missing and builds), waits until the hall, the agent app, the Prism mock and the mock console answer,
 * then stops everything it started, as Ctrl-C does, and checks that nothing is left running and that the
 * working tree is as it was. CI runs it on its fresh clone before `npm test`; the build it leaves in turbo's
 * cache is the one the gate's build stage then replays.
 *
 *   --dir <path>   run the smoke in another checkout (default: this one)
 *
 * Env: the ports `npm start` reads (HALL_PORT 5173, AGENT_PORT 5174, PRISM_PORT 4010, BLUECAT_HOST 127.0.0.1);
 * SMOKE_TIMEOUT (seconds until everything must answer, 1500: a fresh install and build on two cores).
 * Imports only Node's own modules: it runs before anything is installed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { npmCommand } from './ensure-install.mjs';

const { values: flags } = parseArgs({ options: { dir: { type: 'string' } } });
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(flags.dir ?? ROOT);
const env = process.env;
const host = env.BLUECAT_HOST || '127.0.0.1';
const reachHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const port = (name, fallback) => Number(env[name] || fallback);
const ports = {
  hall: port('HALL_PORT', 5173),
  agent: port('AGENT_PORT', 5174),
  prism: port('PRISM_PORT', 4010),
};
const timeoutMs = Number(env.SMOKE_TIMEOUT || 1500) * 1000;
const CAPTCHA = '/api/gzh/captchaImage?randomStr=7&times=1718262000000';

/** What must answer, and how: each one a URL a newcomer opens and what its answer must be. */
const CHECKS = [
  { name: 'hall', url: `http://${reachHost}:${ports.hall}/`, type: 'text/html' },
  { name: 'agent app', url: `http://${reachHost}:${ports.agent}/`, type: 'text/html' },
  { name: 'Prism mock', url: `http://${reachHost}:${ports.prism}${CAPTCHA}`, type: 'application/json' },
  { name: 'mock console', url: `http://${reachHost}:${ports.hall}/__mock/`, type: 'text/html' },
  {
    name: 'agent /api via the console',
    url: `http://${reachHost}:${ports.agent}${CAPTCHA}`,
    type: 'application/json',
  },
];

const log = (text) => process.stdout.write(`smoke │ ${text}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The working tree as git sees it: changed and untracked paths, and the content of every change. */
function treeState() {
  const git = (...args) => spawnSync('git', ['-C', dir, ...args], { encoding: 'buffer' });
  const status = git('status', '--porcelain', '--untracked-files=all');
  if (status.status !== 0) return undefined;
  const diff = git('diff', 'HEAD', '--binary');
  return {
    paths: status.stdout.toString(),
    content: createHash('sha256').update(diff.stdout).digest('hex'),
  };
}

async function answers({ url, type }) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    const contentType = response.headers.get('content-type') ?? '';
    await response.arrayBuffer();
    return response.status === 200 && contentType.startsWith(type);
  } catch {
    return false;
  }
}

/** True when something accepts connections on the port. */
function listening(portNumber) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: reachHost, port: portNumber });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the whole process group `npm start` leads, as Ctrl-C in its terminal does; SIGKILL after 20 s. */
async function stopGroup(child) {
  if (!child.pid || !groupAlive(child.pid)) return true;
  try {
    process.kill(-child.pid, 'SIGINT');
  } catch {}
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (!groupAlive(child.pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {}
  return false;
}

/** @type {import('node:child_process').ChildProcess | undefined} */
let child;

async function main() {
  for (const [name, value] of Object.entries(ports)) {
    if (await listening(value)) {
      throw new Error(
        `port ${value} (${name}) is in use before the smoke: stop what uses it or set the ports`,
      );
    }
  }
  const treeBefore = treeState();
  const npm = npmCommand();
  log(`npm start in ${dir} (hall ${ports.hall}, agent ${ports.agent}, prism ${ports.prism})`);
  const started = performance.now();
  // Its own process group, so that stopping it reaches every process it started, however deep.
  child = spawn(npm.command, [...npm.prefix, 'start'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let exited;
  child.on('exit', (code, signal) => {
    exited = signal ?? `exit ${code}`;
  });
  child.on('error', (error) => {
    exited = `could not start: ${error.message}`;
  });
  const stopOnSignal = () => {
    if (child) void stopGroup(child).then(() => process.exit(130));
  };
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);

  const problems = [];
  const pending = new Set(CHECKS);
  const deadline = Date.now() + timeoutMs;
  while (pending.size > 0 && exited === undefined && Date.now() < deadline) {
    for (const check of [...pending]) {
      if (await answers(check)) {
        pending.delete(check);
        log(
          `${check.name} answers at ${check.url} (${seconds(performance.now() - started)} after npm start)`,
        );
      }
    }
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  if (exited !== undefined) problems.push(`npm start stopped before everything answered (${exited})`);
  else if (pending.size > 0) problems.push(`not answering after ${seconds(timeoutMs)}`);
  for (const check of pending) problems.push(`${check.name} did not answer at ${check.url}`);

  const stoppedInTime = await stopGroup(child);
  if (!stoppedInTime)
    problems.push('npm start did not stop within 20 s of Ctrl-C: its processes were killed');
  for (const [name, value] of Object.entries(ports)) {
    if (await listening(value)) {
      problems.push(`something still listens on the ${name} port ${value} after stopping`);
    }
  }
  const treeAfter = treeState();
  if (treeBefore && treeAfter && JSON.stringify(treeBefore) !== JSON.stringify(treeAfter)) {
    const changed = spawnSync('git', ['-C', dir, 'status', '--short'], { encoding: 'utf8' }).stdout.trim();
    problems.push(`npm start changed the working tree:\n${changed}`);
  }

  if (problems.length > 0) {
    for (const problem of problems) process.stderr.write(`smoke │ ✗ ${problem}\n`);
    process.exit(1);
  }
  log(
    `✓ npm start served everything in ${seconds(performance.now() - started)}, stopped cleanly, tree unchanged`,
  );
}

main().catch(async (error) => {
  process.stderr.write(`smoke │ ✗ ${error.message ?? error}\n`);
  if (child) await stopGroup(child);
  process.exit(1);
});
