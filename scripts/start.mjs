#!/usr/bin/env node
/**
 * `npm start`: install what is missing, build both apps for production, start the Prism mock and
 * serve each build the way a production host does (@bluecat/demo-host static-server: history fallback, /api proxy).
 * `npm run dev`: the same with `rsbuild dev` (hot reload; each app proxies /api itself).
 *
 *   --dev        rsbuild dev servers instead of production builds
 *   --no-build   serve the existing builds (apps/<app>/dist)
 *   --e2e        the Playwright web server: ports 4110/5273/5274 unless set, builds must exist, quiet
 *
 * Env: BLUECAT_HOST (127.0.0.1; not HOST, which tcsh sets to the machine's name), PRISM_PORT (4010),
 * HALL_PORT (5173), AGENT_PORT (5174);
 * API_TARGET=https://… forwards /api to that server through Prism's proxy mode, which judges every
 * answer against the contract; without it, DEMO_TODAY=YYYY-MM-DD is the day the mock dates the
 * contract's examples from (today by default; @bluecat/demo-host/demo-calendar).
 * Both apps answer the mock console at /__mock/ (@bluecat/mock-console): it stands between them and Prism,
 * turns each browser's choices into the Prefer header and logs every call with Prism's verdict.
 * Ctrl-C stops everything; so does any part stopping on its own.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
// By file: the host and ports are checked before the install, when no workspace is linked yet (Node's alone).
import { exposedBindWarning, listenHost } from '../packages/demo-host/src/loopback.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { binScript, ROOT } from './repo.mjs';

/**
 * The parts that run the stack, imported by name only after the install step: a static import would fail
 * on a fresh clone before anything could be installed. Only Node's own modules, ensure-install.mjs,
 * repo.mjs and loopback.mjs (Node's alone) are imported above.
 */
async function loadParts() {
  const [prism, mockConsole, staticServer] = await Promise.all([
    import('@bluecat/demo-host/prism'),
    import('@bluecat/mock-console/server'),
    import('@bluecat/demo-host/static-server'),
  ]);
  return { ...prism, ...mockConsole, ...staticServer };
}
/** @type {Awaited<ReturnType<typeof loadParts>>} */
let parts;

const { values: flags } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    e2e: { type: 'boolean', default: false },
  },
});

const env = process.env;
const useColor = Boolean(process.stdout.isTTY) && !env.NO_COLOR;
const paint = (code, text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);
const host = listenHost(env);
/** Where this machine reaches a server bound to `host` (a wildcard bind is reached on loopback). */
const reachHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const defaults = flags.e2e
  ? { prism: 4110, hall: 5273, agent: 5274 }
  : { prism: 4010, hall: 5173, agent: 5174 };
const ports = {
  prism: port('PRISM_PORT', defaults.prism),
  hall: port('HALL_PORT', defaults.hall),
  agent: port('AGENT_PORT', defaults.agent),
};
const externalApi = env.API_TARGET || undefined;
const prismUrl = `http://${reachHost}:${ports.prism}`;
/** Where the apps' servers forward /api and /__mock: the mock console, set once it listens. */
let apiTarget = prismUrl;

/** The two apps, each with its stand-ins for outside services at /__demo/<name> (OAuth, face check, cashier). */
const APPS = [
  {
    name: 'hall',
    title: 'subscriber service hall',
    dir: 'apps/hall',
    port: ports.hall,
    demo: 'apps/hall/demo',
  },
  {
    name: 'agent',
    title: 'dealer card-opening app',
    dir: 'apps/agent',
    port: ports.agent,
    demo: 'apps/agent/demo',
  },
];

function port(name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) fail(`${name}=${raw} is not a port number`);
  return value;
}

function fail(message) {
  process.stderr.write(`${paint('31', 'error')} ${message}\n`);
  process.exit(1);
}

/* ---------- running parts and stopping them together ---------- */

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
/** @type {import('node:http').Server[]} */
const servers = [];
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const server of servers) {
    server.close();
    server.closeAllConnections();
  }
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
          const force = setTimeout(() => child.kill('SIGKILL'), 5000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve(undefined);
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // A second Ctrl-C while children are still closing: leave at once.
    if (stopping) process.exit(130);
    if (!flags.e2e) process.stdout.write('\nstopping…\n');
    void stopAll(0);
  });
}

/** Prefixes each output line of a part so the three logs stay readable together. */
function pipeLines(stream, name, write, keep = () => true) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (keep(line)) write(`${paint('2', name.padEnd(5))} │ ${line}\n`);
  });
  stream.on('end', () => {
    if (rest && keep(rest)) write(`${paint('2', name.padEnd(5))} │ ${rest}\n`);
  });
}

/** Any part that stops on its own takes the others down: a half-running stack only confuses. */
function watch(child, name) {
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    process.stderr.write(
      `${paint('31', `${name} stopped`)} (${signal ?? `exit ${code}`}); stopping everything\n`,
    );
    void stopAll(1);
  });
}

function runToEnd(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    children.add(child);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve(undefined);
      else
        reject(
          new Error(
            `${path.basename(args[0] ?? command)} ${args.slice(1).join(' ')} failed (${signal ?? `exit ${code}`})`,
          ),
        );
    });
  });
}

/* ---------- readiness ---------- */

function portFree(portNumber) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(portNumber, host, () => probe.close(() => resolve(true)));
  });
}

async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} never answered: the process exited`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Prism's per-request chatter (negotiation steps) hides what matters: requests and violations. */
function prismLineWorthShowing(line) {
  if (/\[HTTP SERVER\]/.test(line)) return true;
  if (/\[CLI\].*(info|awaiting|start)\s/.test(line)) return false;
  return !/\b(info|success)\b/.test(line);
}

/* ---------- the stack ---------- */

async function startMock() {
  const prism = parts.startPrism({ host, port: ports.prism, upstream: externalApi });
  watch(prism.child, 'prism');
  const write = (text) => process.stderr.write(text);
  const keep = flags.e2e ? (line) => /✖|⚠|error|fatal/i.test(line) : prismLineWorthShowing;
  if (prism.child.stdout)
    pipeLines(prism.child.stdout, 'prism', flags.e2e ? write : (t) => process.stdout.write(t), keep);
  if (prism.child.stderr) pipeLines(prism.child.stderr, 'prism', write);
  await Promise.race([
    prism.ready,
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('Prism did not start within 60 s')), 60_000),
    ),
  ]);
}

/** The mock console in this process, on a free loopback port, in front of Prism. */
async function startConsole() {
  const mockConsole = await parts.startMockConsole({ apiTarget: prismUrl, host: reachHost });
  servers.push(mockConsole.server);
  apiTarget = mockConsole.url;
}

async function startDevServers() {
  for (const app of APPS) {
    const child = spawn(
      process.execPath,
      [binScript('rsbuild'), 'dev', '--host', host, '--port', String(app.port)],
      {
        cwd: path.join(ROOT, app.dir),
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...env,
          API_TARGET: apiTarget,
          MOCK_CONSOLE: '1',
          PRISM_PORT: String(ports.prism),
          HALL_PORT: String(ports.hall),
          AGENT_PORT: String(ports.agent),
          ...(useColor ? { FORCE_COLOR: '1' } : {}),
        },
      },
    );
    watch(child, app.name);
    if (child.stdout) pipeLines(child.stdout, app.name, (t) => process.stdout.write(t));
    if (child.stderr) pipeLines(child.stderr, app.name, (t) => process.stderr.write(t));
    app.child = child;
  }
  await Promise.all(APPS.map((app) => waitForHttp(`http://${reachHost}:${app.port}/`, app.child, 180_000)));
}

async function startStaticServers() {
  // The hall last: the e2e runner waits for the hall URL, so it must answer only when all else does.
  for (const app of [...APPS].reverse()) {
    const server = parts.createStaticServer({
      root: path.join(ROOT, app.dir, 'dist'),
      apiTarget,
      demoDir: app.demo ? path.join(ROOT, app.demo) : undefined,
      quiet: true,
      mockConsole: true,
      // A plain browser pays a top-up through a stand-in cashier (apps/hall/demo/wechat-bridge.js).
      wechatCashier: true,
      host,
    });
    servers.push(server);
    await parts.listen(server, app.port, host);
  }
}

function printUrls() {
  const mode = flags.dev ? 'development, hot reload' : 'production build';
  const lines = [
    '',
    `${paint('1', '蓝猫移动')} is running (${mode}):`,
    ...APPS.map(
      (app) => `  ${app.name.padEnd(6)} ${paint('36', `http://${host}:${app.port}`.padEnd(24))} ${app.title}`,
    ),
    externalApi
      ? `  ${'api'.padEnd(6)} ${paint('36', externalApi)}  both apps forward /api here through Prism's proxy (${ports.prism}), which checks it against openapi/openapi.yaml`
      : `  ${'api'.padEnd(6)} ${paint('36', `http://${host}:${ports.prism}`.padEnd(24))} Prism mock of openapi/openapi.yaml (both apps proxy /api here)`,
    `  ${'mock'.padEnd(6)} ${paint('36', `http://${host}:${ports.hall}/__mock/`)}  console: pick answers per call, presets, shareable links, request log with the contract's verdict`,
    '',
    'Ctrl-C stops everything.',
    '',
  ];
  process.stdout.write(lines.join('\n'));
}

async function main() {
  const wanted = [
    ['PRISM_PORT', ports.prism],
    ['HALL_PORT', ports.hall],
    ['AGENT_PORT', ports.agent],
  ];
  for (const [name, value] of wanted) {
    if (!(await portFree(value)))
      fail(`port ${value} on ${host} is in use: stop what uses it or set ${name}`);
  }

  const warning = exposedBindWarning(host);
  if (warning) process.stderr.write(`${paint('33', warning)}\n`);
  if (!flags.e2e) ensureInstall();
  parts = await loadParts();

  const build = !flags.dev && !flags['no-build'] && !flags.e2e;
  if (build) {
    process.stdout.write('building both apps for production (turbo run build)\n');
    await runToEnd(process.execPath, [binScript('turbo'), 'run', 'build', '--no-update-notifier'], {
      env: { ...env, TURBO_TELEMETRY_DISABLED: '1' },
    });
  }
  if (!flags.dev) {
    const missing = APPS.filter((app) => !existsSync(path.join(ROOT, app.dir, 'dist', 'index.html')));
    if (missing.length > 0) {
      fail(`${missing.map((app) => `${app.dir}/dist`).join(' and ')} missing: run npm run build first`);
    }
  }

  await startMock();
  await startConsole();
  if (flags.dev) await startDevServers();
  else await startStaticServers();
  printUrls();
}

main().catch((error) => {
  process.stderr.write(`${paint('31', 'error')} ${error.message}\n`);
  void stopAll(1);
});
