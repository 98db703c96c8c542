import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, HOST } from '@bluecat/demo-host/loopback';
import { selfSignedCertificate, testAuthority } from '@bluecat/demo-host/self-signed';
import { expect, test } from '@playwright/test';
import { findNginx } from '../fixtures/nginx-binary.ts';
import { buildFolders, exampleVariables, render, writeNginxConf } from '../fixtures/nginx-site.ts';

/**
 * Field reports behind the host (deploy/nginx, REPORT_UPSTREAM): configuration rendered by render.sh as an
 * operator renders it, served by nginx of its own in front of a little collector. With a collector named,
 * the pages are told to post to /__report and nginx forwards each POST there, without the visitor's
 * cookies or credentials; with none, the pages are told of no collector and /__report forwards nothing.
 */
const local = !process.env.CHECK_HALL_URL && !process.env.CHECK_AGENT_URL;

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

async function collector(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.writeHead(204);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  return { url: `http://${HOST}:${(server.address() as AddressInfo).port}`, received, server };
}

/** variables.env's example values, then real ones for a host on loopback ports with the builds under `dir`. */
async function site(dir: string, report: { upstream: string }) {
  buildFolders(dir);
  mkdirSync(path.join(dir, 'agent-config'));
  // A setting of the agent's own folder does not outvote the host's variable.
  writeFileSync(path.join(dir, 'agent-config/report.json'), '{ "url": "/elsewhere" }\n');
  const { cert, key } = selfSignedCertificate(dir, HOST);
  const ports = { hall: await freePort(), agent: await freePort() };
  const variables = {
    ...exampleVariables(),
    HALL_SERVER_NAME: 'hall.bluecat.cn',
    AGENT_SERVER_NAME: 'agent.bluecat.cn',
    // Plain HTTP on loopback: what is checked here is the locations, not TLS.
    HALL_LISTEN: `${HOST}:${ports.hall}`,
    AGENT_LISTEN: `${HOST}:${ports.agent}`,
    HTTP_LISTEN: `unix:${dir}/http.sock`,
    HALL_CERT: cert,
    HALL_CERT_KEY: key,
    AGENT_CERT: cert,
    AGENT_CERT_KEY: key,
    HALL_ROOT: path.join(dir, 'srv/hall'),
    AGENT_ROOT: path.join(dir, 'srv/agent'),
    AGENT_CONFIG_DIR: path.join(dir, 'agent-config'),
    ACCESS_LOG: path.join(dir, 'access.log'),
    BLUECAT_NGINX_DIR: path.join(dir, 'bluecat'),
    // Addresses nginx need not look up: nothing here reaches them.
    API_UPSTREAM: `https://${HOST}:9`,
    MAPS_API: `https://${HOST}:9`,
    UPSTREAM_CA_FILE: testAuthority(dir, 'upstream').cert,
    MAPS_AK: 'k3y',
    CASHIER_ORIGIN: 'https://pay.bluecat.cn',
    REPORT_UPSTREAM: report.upstream,
  };
  return { variables, ports };
}

/** Renders with render.sh into `dir`, checks the result with nginx -t and starts it. */
function serve(nginx: string, dir: string, variables: Record<string, string>): ChildProcess {
  const rendered = render([dir], variables);
  expect(rendered.status, rendered.stderr).toBe(0);
  const conf = writeNginxConf(dir, `    include ${dir}/conf.d/bluecat.conf;`);
  const check = spawnSync(nginx, ['-t', '-q', '-p', dir, '-c', conf], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);
  return spawn(nginx, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
}

async function ask(port: number, address: string, init?: RequestInit): Promise<Response> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await fetch(`http://${HOST}:${port}${address}`, init);
    } catch (error) {
      // nginx is still starting.
      if (tries > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A batch as a page's sendBeacon posts it, with what a visitor's browser adds. */
const BATCH = JSON.stringify({ v: 1, reports: [{ kind: 'error', app: 'hall', route: '/', message: 'x' }] });
const post = (body = BATCH, from: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body,
  headers: {
    'content-type': 'text/plain;charset=UTF-8',
    cookie: 'SESSION=visitor-session',
    authorization: 'Bearer visitor-token',
    referer: 'https://hall.bluecat.cn/bill?token=visitor-token',
    ...from,
  },
});

/** Each app's own origin, as its pages' browsers name it (site() gives the blocks these server names). */
const OWN = { hall: 'https://hall.bluecat.cn', agent: 'https://agent.bluecat.cn' } as const;

/** Where the pages are told to post: /config/report.json's url, so a moved path is checked where it went. */
async function reportPath(port: number): Promise<string> {
  const { url } = (await (await ask(port, '/config/report.json')).json()) as { url: string };
  expect(url).toMatch(/^\/[^/]/);
  return url;
}

/**
 * What the app's own pages send (accepted) and what another site's page makes its visitors' browsers
 * send (refused), by the headers a browser adds: Sec-Fetch-Site, Origin. `own` is the app's origin,
 * `other` the other app's.
 */
function senders(own: string, other: string) {
  const accepted: Array<[string, Record<string, string>]> = [
    ['a current engine, same origin', { 'sec-fetch-site': 'same-origin', origin: own }],
    // WebKit's sendBeacon under the agent's Referrer-Policy: no-referrer withholds the origin.
    ['WebKit beacon under no-referrer', { 'sec-fetch-site': 'same-origin', origin: 'null' }],
    ['an engine without Sec-Fetch-Site', { origin: own }],
  ];
  const refused: Array<[string, Record<string, string>]> = [
    ['another site', { 'sec-fetch-site': 'cross-site', origin: 'https://reports.evil.example' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site', origin: other }],
    ['another site withholding its origin', { 'sec-fetch-site': 'cross-site', origin: 'null' }],
    ['a typed address', { 'sec-fetch-site': 'none' }],
    ['a foreign Origin, no Sec-Fetch-Site', { origin: 'https://reports.evil.example' }],
    ['a look-alike Origin', { origin: `${own}.evil.example` }],
    ['the plain-HTTP origin', { origin: own.replace('https:', 'http:') }],
    ['the other app', { origin: other }],
  ];
  return { accepted, refused };
}

async function withHost(
  upstream: (collectorUrl: string) => string,
  run: (host: { ports: { hall: number; agent: number }; received: Received[] }) => Promise<void>,
) {
  test.skip(!local, 'starts a collector and an nginx of its own on this machine');
  const nginx = findNginx();
  expect(nginx, 'nginx (scripts/ensure-nginx.mjs installs it)').toBeTruthy();
  const dir = mkdtempSync(path.join(tmpdir(), 'bluecat-report-'));
  const { url, received, server: collecting } = await collector();
  const { variables, ports } = await site(dir, { upstream: upstream(url) });
  const server = serve(nginx as string, dir, variables);
  try {
    await run({ ports, received });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    collecting.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

test('with REPORT_UPSTREAM, the pages are told of /__report and each POST reaches the collector, without cookies', async () => {
  await withHost(
    (collectorUrl) => `${collectorUrl}/ingest`,
    async ({ ports, received }) => {
      for (const port of [ports.hall, ports.agent]) {
        const setting = await ask(port, '/config/report.json');
        expect(setting.status).toBe(200);
        expect(setting.headers.get('cache-control')).toBe('no-store');
        expect(setting.headers.get('content-type')).toContain('application/json');
        expect(await setting.json()).toEqual({ url: '/__report', vitalsRate: 0.1 });

        const sent = await ask(port, '/__report', post());
        expect(sent.status).toBe(204);
        // Same origin as the page: the policy's connect-src 'self' covers it, and names no collector.
        expect(sent.headers.get('content-security-policy')).toContain("connect-src 'self' ;");
      }
      expect(received).toHaveLength(2);
      for (const request of received) {
        expect(request).toMatchObject({ method: 'POST', url: '/ingest', body: BATCH });
        expect(request.headers['content-type']).toBe('text/plain;charset=UTF-8');
        // Nothing of the visitor's session, nor the page's address with its query, reaches the collector.
        expect(request.headers.cookie).toBeUndefined();
        expect(request.headers.authorization).toBeUndefined();
        expect(request.headers.referer).toBeUndefined();
      }

      // Only a POST of a small batch is forwarded.
      expect((await ask(ports.hall, '/__report')).status).toBe(405);
      expect((await ask(ports.hall, '/__report', post('x'.repeat(70 * 1024)))).status).toBe(413);
      expect(received).toHaveLength(2);
    },
  );
});

test('with REPORT_UPSTREAM empty, the pages are told of no collector and /__report answers 204, forwarding nothing', async () => {
  await withHost(
    () => '',
    async ({ ports, received }) => {
      for (const port of [ports.hall, ports.agent]) {
        const setting = await ask(port, '/config/report.json');
        expect(setting.status).toBe(200);
        expect(setting.headers.get('cache-control')).toBe('no-store');
        expect(await setting.json()).toEqual({});
        const sent = await ask(port, '/__report', post());
        expect(sent.status).toBe(204);
      }
      expect((await ask(ports.hall, '/__report')).status).toBe(405);
      expect(received).toEqual([]);
    },
  );
});

test('a collector that is not an http(s) URL, or a rate outside 0–1, is refused and nothing rendered', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bluecat-report-'));
  try {
    const { variables } = await site(dir, { upstream: '' });
    const refused: Array<[string, string]> = [
      ['REPORT_UPSTREAM', 'collector.bluecat.cn'],
      ['REPORT_UPSTREAM', 'https://collector.bluecat.cn; return 200'],
      ['REPORT_UPSTREAM', 'https://collector.bluecat.cn/in gest'],
      ['REPORT_UPSTREAM', 'https://collector.bluecat.cn\nhttps://other.cn'],
      ['REPORT_VITALS_RATE', '2'],
      ['REPORT_VITALS_RATE', '0.1,"url":"https://other.cn"'],
    ];
    for (const [name, value] of refused) {
      const result = render([dir], { ...variables, [name]: value });
      expect(result.status, value).toBe(1);
      expect(result.stderr, value).toMatch(new RegExp(`^- ${name} is "[\\s\\S]*", which is not`, 'm'));
      expect(existsSync(path.join(dir, 'conf.d/bluecat.conf'))).toBe(false);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('with REPORT_UPSTREAM, a batch from another site is refused (403) and forwarded nowhere; the app’s own pages are accepted', async () => {
  await withHost(
    (collectorUrl) => `${collectorUrl}/ingest`,
    async ({ ports, received }) => {
      let forwarded = 0;
      for (const [app, port] of Object.entries(ports) as Array<[keyof typeof OWN, number]>) {
        const where = await reportPath(port);
        const { accepted, refused } = senders(OWN[app], OWN[app === 'hall' ? 'agent' : 'hall']);
        for (const [who, headers] of refused) {
          expect((await ask(port, where, post(BATCH, headers))).status, `${app}: ${who}`).toBe(403);
        }
        expect(received, `${app}: nothing refused reaches the collector`).toHaveLength(forwarded);
        for (const [who, headers] of accepted) {
          expect((await ask(port, where, post(BATCH, headers))).status, `${app}: ${who}`).toBe(204);
          forwarded += 1;
        }
        expect(received).toHaveLength(forwarded);
      }
    },
  );
});

test('with REPORT_UPSTREAM empty, a batch from another site is refused (403) as well', async () => {
  await withHost(
    () => '',
    async ({ ports, received }) => {
      for (const [app, port] of Object.entries(ports) as Array<[keyof typeof OWN, number]>) {
        const { accepted, refused } = senders(OWN[app], OWN[app === 'hall' ? 'agent' : 'hall']);
        for (const [who, headers] of refused) {
          expect((await ask(port, '/__report', post(BATCH, headers))).status, `${app}: ${who}`).toBe(403);
        }
        for (const [who, headers] of accepted) {
          expect((await ask(port, '/__report', post(BATCH, headers))).status, `${app}: ${who}`).toBe(204);
        }
      }
      expect(received).toEqual([]);
    },
  );
});

test('with REPORT_UPSTREAM, a burst beyond the limit is answered 429 and not forwarded', async () => {
  await withHost(
    (collectorUrl) => `${collectorUrl}/ingest`,
    async ({ ports, received }) => {
      const where = await reportPath(ports.hall);
      const own = { 'sec-fetch-site': 'same-origin', origin: OWN.hall };
      const started = Date.now();
      const statuses: number[] = [];
      for (let sent = 0; sent < 60; sent += 1) {
        statuses.push((await ask(ports.hall, where, post(BATCH, own))).status);
      }
      const seconds = (Date.now() - started) / 1000;
      // One batch and a burst of 30 at once, then 2 a second (report-guard.conf).
      expect(statuses.slice(0, 31)).toEqual(Array(31).fill(204));
      const accepted = statuses.filter((status) => status === 204).length;
      expect(accepted).toBeLessThanOrEqual(31 + Math.ceil(seconds * 2) + 1);
      expect(statuses.filter((status) => status !== 204).every((status) => status === 429)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect(received).toHaveLength(accepted);
    },
  );
});
