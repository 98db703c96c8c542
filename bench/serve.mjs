/**
 * The servers a measurement runs against: Prism, and a static server per built app forwarding `/api` to
 * it, as the demo host serves them (@bluecat/demo-host). A stack collects what was started, so
 * `stopServers` closes all of it, also after a failure part-way through.
 */
import { freePort, HOST } from '@bluecat/demo-host/loopback';
import { startPrism } from '@bluecat/demo-host/prism';
import { createStaticServer, listen } from '@bluecat/demo-host/static-server';

/**
 * @typedef {object} ServerStack
 * @property {import('node:child_process').ChildProcess} [prism]
 * @property {import('node:net').Server[]} servers
 * @property {Set<import('node:http2').Http2Session>} sessions  HTTP/2 sessions of HTTPS servers
 * @property {boolean} [stopping]
 */

/** An empty stack. */
export const newStack = () => ({ servers: [], sessions: new Set(), prism: undefined, stopping: false });

/**
 * Starts Prism on `port` (a spare one when not given) and returns its port. Its output is read, as Prism
 * blocks once a full pipe is not, and its last lines explain a start that failed or a stop nobody asked for.
 * @param {ServerStack} stack @param {number} [port]
 */
export async function startMock(stack, port) {
  const prismPort = port ?? (await freePort());
  const prism = startPrism({ host: HOST, port: prismPort });
  stack.prism = prism.child;
  const output = [];
  for (const stream of [prism.child.stdout, prism.child.stderr]) {
    stream?.on('data', (chunk) => {
      output.push(...chunk.toString().split('\n').filter(Boolean));
      output.splice(0, Math.max(0, output.length - 20));
    });
  }
  try {
    await Promise.race([
      prism.ready,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('Prism did not start within 60 s')), 60_000).unref(),
      ),
    ]);
  } catch (error) {
    throw new Error(`${error.message}\n${output.join('\n')}`);
  }
  prism.child.once('exit', (code, signal) => {
    if (!stack.stopping) {
      process.stderr.write(`Prism stopped (${signal ?? `exit ${code}`}):\n${output.join('\n')}\n`);
    }
  });
  return prismPort;
}

/**
 * Serves a built app (`root`, with its stand-in pages in `demo`) on `port` (a spare one when not given),
 * forwarding `/api` to Prism on `prismPort`; over HTTPS with HTTP/2 when given `tls`. Returns its origin.
 * @param {ServerStack} stack
 * @param {{ root: string; demo?: string; prismPort: number; port?: number; tls?: { key: string; cert: string } }} app
 */
export async function serveApp(stack, { root, demo, prismPort, port, tls }) {
  const server = createStaticServer({
    ...(tls ? { tls } : {}),
    root,
    apiTarget: `http://${HOST}:${prismPort}`,
    ...(demo ? { demoDir: demo } : {}),
    quiet: true,
  });
  stack.servers.push(server);
  server.on('session', (session) => stack.sessions.add(session));
  await listen(server, port ?? 0, HOST);
  const address = server.address();
  return `${tls ? 'https' : 'http'}://${HOST}:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Closes the servers and stops Prism (killed when it has not stopped 5 s after being asked). */
export async function stopServers(/** @type {ServerStack} */ stack) {
  stack.stopping = true;
  for (const server of stack.servers) {
    server.close();
    // HTTP/1.1 connections, or the HTTP/2 sessions an HTTPS server keeps (it has no closeAllConnections).
    if (typeof server.closeAllConnections === 'function') server.closeAllConnections();
  }
  for (const session of stack.sessions) session.destroy();
  const child = stack.prism;
  if (child && child.exitCode === null && child.signalCode === null) {
    await new Promise((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve(undefined);
      });
      child.kill('SIGTERM');
    });
  }
}
