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
 * Field reports behind the host (deploy/nginx, REPORT_DSN): configuration rendered by render.sh as an
 * operator renders it, served by nginx of its own in front of a fake ingest that answers as a Sentry,
 * GlitchTip or Bugsink project does. With a DSN, the pages are told of the tunnel /__report/<project> and
 * nginx forwards each envelope to that project's /api/<project>/envelope/ with the DSN's key, without the
 * visitor's cookies or credentials, and nowhere else; with none, the pages are told of no tunnel and it
 * forwards nothing.
 */
const local = !process.env.CHECK_HALL_URL && !process.env.CHECK_AGENT_URL;

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The DSN's project and public key (a tracker's 32 hex digits). */
const PROJECT = '7';
const KEY = '0123456789abcdef0123456789abcdef';

/**
 * A fake ingest: it takes an envelope on /api/<project>/envelope/ with `sentry_key=<its key>` in
 * X-Sentry-Auth (200 and the event's id, as Sentry answers), and refuses any other (403). Every request
 * that reached it is in `received`; the ones it took are `accepted`.
 */
async function ingest(prefix = ''): Promise<{
  url: string;
  received: Received[];
  accepted: Received[];
  server: Server;
}> {
  const received: Received[] = [];
  const accepted: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const got = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      received.push(got);
      const auth = String(request.headers['x-sentry-auth'] ?? '');
      if (got.url === `${prefix}/api/${PROJECT}/envelope/` && auth.includes(`sentry_key=${KEY},`)) {
        accepted.push(got);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: JSON.parse(body.split('\n')[0] ?? '{}').event_id }));
      } else {
        response.writeHead(403);
        response.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  return { url: `http://${HOST}:${(server.address() as AddressInfo).port}`, received, accepted, server };
}

/** The DSN of the fake ingest's project, under a path as a tracker behind a proxy has it. */
const dsnOf = (ingestUrl: string) => `${ingestUrl.replace('http://', `http://${KEY}@`)}/${PROJECT}`;

/** variables.env's example values, then real ones for a host on loopback ports with the builds under `dir`. */
async function site(dir: string, report: { dsn: string }) {
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
    REPORT_DSN: report.dsn,
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

/** An envelope as a page's sendBeacon posts it (packages/ui/src/field-reports/envelope.ts). */
const BATCH = `${[
  {
    event_id: 'a'.repeat(32),
    sent_at: '2026-12-02T10:00:00.000Z',
    sdk: { name: 'bluecat.field-reports', version: '2.0.0' },
  },
  { type: 'event' },
  { event_id: 'a'.repeat(32), platform: 'javascript', message: 'x', tags: { app: 'hall', route: '/' } },
]
  .map((line) => JSON.stringify(line))
  .join('\n')}\n`;
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
  dsn: (ingestUrl: string) => string,
  run: (host: {
    ports: { hall: number; agent: number };
    received: Received[];
    accepted: Received[];
  }) => Promise<void>,
  prefix = '',
) {
  test.skip(!local, 'starts a fake ingest and an nginx of its own on this machine');
  const nginx = findNginx();
  expect(nginx, 'nginx (scripts/ensure-nginx.mjs installs it)').toBeTruthy();
  const dir = mkdtempSync(path.join(tmpdir(), 'bluecat-report-'));
  const { url, received, accepted, server: collecting } = await ingest(prefix);
  const { variables, ports } = await site(dir, { dsn: dsn(url) });
  const server = serve(nginx as string, dir, variables);
  try {
    await run({ ports, received, accepted });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    collecting.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

test('with REPORT_DSN, the pages are told of the tunnel and each envelope reaches the project with its key, without cookies', async () => {
  await withHost(dsnOf, async ({ ports, received, accepted }) => {
    for (const port of [ports.hall, ports.agent]) {
      const setting = await ask(port, '/config/report.json');
      expect(setting.status).toBe(200);
      expect(setting.headers.get('cache-control')).toBe('no-store');
      expect(setting.headers.get('content-type')).toContain('application/json');
      expect(await setting.json()).toEqual({
        url: `/__report/${PROJECT}`,
        vitalsRate: 0.1,
        environment: 'production',
      });

      const sent = await ask(port, `/__report/${PROJECT}`, post());
      expect(sent.status).toBe(200);
      expect(await sent.json()).toEqual({ id: 'a'.repeat(32) });
      // Same origin as the page: the policy's connect-src 'self' covers it, and names no tracker.
      expect(sent.headers.get('content-security-policy')).toContain("connect-src 'self' ;");
    }
    expect(accepted).toHaveLength(2);
    for (const request of accepted) {
      expect(request).toMatchObject({ method: 'POST', url: `/api/${PROJECT}/envelope/`, body: BATCH });
      expect(request.headers['x-sentry-auth']).toBe(
        `Sentry sentry_version=7, sentry_key=${KEY}, sentry_client=bluecat.tunnel/1`,
      );
      expect(request.headers['content-type']).toBe('application/x-sentry-envelope');
      // Nothing of the visitor's session, nor the page's address with its query, reaches the tracker.
      expect(request.headers.cookie).toBeUndefined();
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers.referer).toBeUndefined();
    }
    expect(received).toHaveLength(2);

    // Only a POST of a small envelope to the DSN's own project is forwarded.
    expect((await ask(ports.hall, `/__report/${PROJECT}`)).status).toBe(405);
    expect((await ask(ports.hall, `/__report/${PROJECT}`, post('x'.repeat(70 * 1024)))).status).toBe(413);
    for (const other of ['/__report/8', '/__report/70', '/__report', `/__report/${PROJECT}/x`]) {
      expect((await ask(ports.hall, other, post())).status, other).toBe(403);
    }
    expect(received).toHaveLength(2);

    // An envelope whose header names a DSN (another project's, or another key of this one) goes with a key
    // no tracker knows: the project refuses it, and nothing is taken.
    const foreign = BATCH.replace(
      '{"event_id"',
      '{"dsn":"https://ffffffffffffffffffffffffffffffff@o1.ingest.sentry.io/99","event_id"',
    );
    const refused = await ask(ports.hall, `/__report/${PROJECT}`, post(foreign));
    expect(refused.status).toBe(403);
    expect(received.at(-1)?.headers['x-sentry-auth']).not.toContain(KEY);
    expect(accepted).toHaveLength(2);
  });
});

test('a tracker under a path keeps it: the envelope goes to <path>/api/<project>/envelope/', async () => {
  await withHost(
    (ingestUrl) => `${ingestUrl.replace('http://', `http://${KEY}@`)}/sentry/${PROJECT}`,
    async ({ ports, accepted }) => {
      expect((await ask(ports.agent, `/__report/${PROJECT}`, post())).status).toBe(200);
      expect(accepted.map((request) => request.url)).toEqual([`/sentry/api/${PROJECT}/envelope/`]);
    },
    '/sentry',
  );
});

test('with REPORT_DSN empty, the pages are told of no tunnel and it answers 204, forwarding nothing', async () => {
  await withHost(
    () => '',
    async ({ ports, received }) => {
      for (const port of [ports.hall, ports.agent]) {
        const setting = await ask(port, '/config/report.json');
        expect(setting.status).toBe(200);
        expect(setting.headers.get('cache-control')).toBe('no-store');
        expect(await setting.json()).toEqual({});
        expect((await ask(port, '/__report/1', post())).status).toBe(204);
        expect((await ask(port, '/__report', post())).status).toBe(204);
      }
      expect((await ask(ports.hall, '/__report/1')).status).toBe(405);
      expect(received).toEqual([]);
    },
  );
});

test('a DSN that is not one, an environment or a rate outside its form, is refused and nothing rendered', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bluecat-report-'));
  try {
    const { variables } = await site(dir, { dsn: '' });
    const refused: Array<[string, string]> = [
      ['REPORT_DSN', 'https://tracker.bluecat.cn/7'],
      ['REPORT_DSN', `https://${KEY}@tracker.bluecat.cn`],
      ['REPORT_DSN', `https://${KEY}@tracker.bluecat.cn/7; return 200`],
      ['REPORT_DSN', `https://${KEY}@tracker.bluecat.cn/in gest/7`],
      ['REPORT_DSN', `https://${KEY}@tracker.bluecat.cn/7\nhttps://other.cn`],
      ['REPORT_DSN', `ftp://${KEY}@tracker.bluecat.cn/7`],
      ['REPORT_ENVIRONMENT', 'prod","url":"https://other.cn'],
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

test('with REPORT_DSN, an envelope from another site is refused (403) and forwarded nowhere; the app’s own pages are accepted', async () => {
  await withHost(dsnOf, async ({ ports, received }) => {
    let forwarded = 0;
    for (const [app, port] of Object.entries(ports) as Array<[keyof typeof OWN, number]>) {
      const where = await reportPath(port);
      const { accepted, refused } = senders(OWN[app], OWN[app === 'hall' ? 'agent' : 'hall']);
      for (const [who, headers] of refused) {
        expect((await ask(port, where, post(BATCH, headers))).status, `${app}: ${who}`).toBe(403);
      }
      expect(received, `${app}: nothing refused reaches the collector`).toHaveLength(forwarded);
      for (const [who, headers] of accepted) {
        expect((await ask(port, where, post(BATCH, headers))).status, `${app}: ${who}`).toBe(200);
        forwarded += 1;
      }
      expect(received).toHaveLength(forwarded);
    }
  });
});

test('with REPORT_DSN empty, an envelope from another site is refused (403) as well', async () => {
  await withHost(
    () => '',
    async ({ ports, received }) => {
      for (const [app, port] of Object.entries(ports) as Array<[keyof typeof OWN, number]>) {
        const { accepted, refused } = senders(OWN[app], OWN[app === 'hall' ? 'agent' : 'hall']);
        for (const [who, headers] of refused) {
          expect((await ask(port, '/__report/1', post(BATCH, headers))).status, `${app}: ${who}`).toBe(403);
        }
        for (const [who, headers] of accepted) {
          expect((await ask(port, '/__report/1', post(BATCH, headers))).status, `${app}: ${who}`).toBe(204);
        }
      }
      expect(received).toEqual([]);
    },
  );
});

test('with REPORT_DSN, a burst beyond the limit is answered 429 and not forwarded', async () => {
  await withHost(dsnOf, async ({ ports, received }) => {
    const where = await reportPath(ports.hall);
    const own = { 'sec-fetch-site': 'same-origin', origin: OWN.hall };
    const started = Date.now();
    const statuses: number[] = [];
    for (let sent = 0; sent < 60; sent += 1) {
      statuses.push((await ask(ports.hall, where, post(BATCH, own))).status);
    }
    const seconds = (Date.now() - started) / 1000;
    // One batch and a burst of 30 at once, then 2 a second (report-guard.conf).
    expect(statuses.slice(0, 31)).toEqual(Array(31).fill(200));
    const accepted = statuses.filter((status) => status === 200).length;
    expect(accepted).toBeLessThanOrEqual(31 + Math.ceil(seconds * 2) + 1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(received).toHaveLength(accepted);
  });
});
