import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, HOST } from '@bluecat/demo-host/loopback';
import { expect, test } from '@playwright/test';

/**
 * The demo stack's own servers (scripts/serve.mjs, scripts/mock.mjs; @bluecat/demo-host): where they listen, and whom Prism
 * answers. Prism is reached only through the mock console on each app's own origin, so it speaks to no
 * other origin: a page the tester happens to visit must not read the mock's, or in proxy mode the real
 * test API's, answers through 127.0.0.1.
 */
const ROOT = path.resolve(__dirname, '../..');
const children: ChildProcess[] = [];

test.afterEach(async () => {
  await Promise.all(
    children.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
});

/** Runs a script with `env` until its output says `ready`; resolves with the output so far. */
function startScript(args: string[], env: Record<string, string>, ready: string): Promise<string> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4096);
      if (seen.includes(ready)) resolve(seen);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}): ${seen}`)));
  });
}

/** Whether a TCP connection to `host:port` is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(3_000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** This machine's first address that is not loopback, where a server bound to every interface answers. */
function outsideAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4')?.address;
}

test('BLUECAT_HOST= (set but empty) keeps the served build and the mock on loopback', async () => {
  const outside = outsideAddress();
  test.skip(!outside, 'this machine has no address but loopback');
  const root = mkdtempSync(path.join(os.tmpdir(), 'bluecat-serve-'));
  try {
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
    const [servePort, prismPort] = [await freePort(), await freePort()];
    await Promise.all([
      startScript(
        ['scripts/serve.mjs', '--root', root, '--port', String(servePort), '--api', `http://${HOST}:1`],
        { BLUECAT_HOST: '' },
        'serving',
      ),
      startScript(
        ['scripts/mock.mjs'],
        { BLUECAT_HOST: '', PRISM_PORT: String(prismPort) },
        'Prism is listening',
      ),
    ]);
    for (const port of [servePort, prismPort]) {
      expect(await accepts(HOST, port), `${port} on loopback`).toBe(true);
      expect(await accepts(outside as string, port), `${port} on ${outside}`).toBe(false);
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a shell’s HOST (tcsh sets it to the machine’s name) leaves the served build and the mock on loopback', async () => {
  const outside = outsideAddress();
  test.skip(!outside, 'this machine has no address but loopback');
  const root = mkdtempSync(path.join(os.tmpdir(), 'bluecat-serve-'));
  try {
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
    const [servePort, prismPort] = [await freePort(), await freePort()];
    const shell = { HOST: outside as string, BLUECAT_HOST: '' };
    await Promise.all([
      startScript(
        ['scripts/serve.mjs', '--root', root, '--port', String(servePort), '--api', `http://${HOST}:1`],
        shell,
        'serving',
      ),
      startScript(['scripts/mock.mjs'], { ...shell, PRISM_PORT: String(prismPort) }, 'Prism is listening'),
    ]);
    for (const port of [servePort, prismPort]) {
      expect(await accepts(HOST, port), `${port} on loopback`).toBe(true);
      expect(await accepts(outside as string, port), `${port} on ${outside}`).toBe(false);
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

/** The status of a GET of `/` at `address:port` naming `host` in its Host header. */
function statusFor(address: string, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: address, port, path: '/', headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
}

test('the served build answers only a Host that names loopback, or the address BLUECAT_HOST binds, which it warns of', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bluecat-serve-'));
  try {
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
    const serve = (port: number, env: Record<string, string>) =>
      startScript(
        ['scripts/serve.mjs', '--root', root, '--port', String(port), '--api', `http://${HOST}:1`],
        env,
        'serving',
      );
    const port = await freePort();
    const quiet = await serve(port, { BLUECAT_HOST: '' });
    expect(quiet).not.toContain('warning');
    expect(await statusFor(HOST, port, `${HOST}:${port}`)).toBe(200);
    expect(await statusFor(HOST, port, `localhost:${port}`)).toBe(200);
    // A page of another site whose name was pointed at 127.0.0.1 (DNS rebinding) reads nothing.
    expect(await statusFor(HOST, port, `rebind.example:${port}`)).toBe(403);
    expect(await statusFor(HOST, port, 'rebind.example')).toBe(403);

    const outside = outsideAddress();
    if (!outside) return;
    const exposedPort = await freePort();
    const exposed = await serve(exposedPort, { BLUECAT_HOST: outside });
    expect(exposed).toContain(`warning: BLUECAT_HOST=${outside} serves the demo stack beyond this machine`);
    expect(await statusFor(outside, exposedPort, `${outside}:${exposedPort}`)).toBe(200);
    expect(await statusFor(outside, exposedPort, `rebind.example:${exposedPort}`)).toBe(403);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

/** A cross-origin read of `url` as a browser makes it: the preflight, then the call itself. */
async function crossOrigin(url: string) {
  const origin = 'https://elsewhere.example';
  const preflight = await fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });
  const call = await fetch(url, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ token: 'demo-token' }),
  });
  return [preflight, call].map((response) => ({
    allowOrigin: response.headers.get('access-control-allow-origin'),
    allowCredentials: response.headers.get('access-control-allow-credentials'),
    allowMethods: response.headers.get('access-control-allow-methods'),
  }));
}

const CLOSED = { allowOrigin: null, allowCredentials: null, allowMethods: null };

test('Prism, mock or proxy, answers no other origin, preflight included', async () => {
  test.setTimeout(60_000);
  // The real API of proxy mode: any JSON answer will do.
  const upstream = http.createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"code":1,"msg":"成功"}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, HOST, resolve));
  try {
    const [mockPort, proxyPort] = [await freePort(), await freePort()];
    const upstreamUrl = `http://${HOST}:${(upstream.address() as AddressInfo).port}`;
    await Promise.all([
      startScript(['scripts/mock.mjs'], { PRISM_PORT: String(mockPort) }, 'Prism is listening'),
      startScript(
        ['scripts/mock.mjs'],
        { PRISM_PORT: String(proxyPort), API_TARGET: upstreamUrl },
        'Prism is listening',
      ),
    ]);
    for (const port of [mockPort, proxyPort]) {
      expect(await crossOrigin(`http://${HOST}:${port}/api/wechat/banner`), `Prism on ${port}`).toEqual([
        CLOSED,
        CLOSED,
      ]);
    }
  } finally {
    upstream.close();
    upstream.closeAllConnections();
  }
});
