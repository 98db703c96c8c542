import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, type SecureVersion } from 'node:tls';
import { inlineScriptHashes } from '@bluecat/rsbuild-preset/inline-script-hashes';
import { type APIRequestContext, type APIResponse, expect, request, test } from '@playwright/test';

/**
 * The host's rules (deploy/nginx), checked over HTTP against the test nginx or any deployment:
 *   CHECK_HALL_URL=https://hall.example.com CHECK_AGENT_URL=https://agent.example.com \
 *   CHECK_CASHIER_ORIGIN=https://pay.example.com npx playwright test -c e2e/playwright.nginx.config.ts --project headers
 * Checks that need the mock (named examples, the maps key, the demo channel file) run only locally.
 */
const HOST = '127.0.0.1';
const local = !process.env.CHECK_HALL_URL && !process.env.CHECK_AGENT_URL;
const agentPort = Number(process.env.NGINX_AGENT_PORT ?? 5281);
const httpPort = Number(process.env.NGINX_HTTP_PORT ?? 5282);

interface App {
  name: 'hall' | 'agent';
  url: string;
  /** An address of the router, which has a page of its own naming its route's files. */
  page: string;
  /** An address with a parameter, which has no page of its own: the app's router answers it. */
  route: string;
  camera: string;
  /**
   * script-src's keywords after 'self': the agent's card-board scan compiles its WebAssembly decoder
   * ('wasm-unsafe-eval', docs/operating.md › 扫描卡板的摄像头); the hall compiles none.
   */
  scriptKeywords: string[];
  formAction: string[];
  /** The agent's channel pages hold their identifier in the address: it names them to no one. */
  referrer: string;
}

const APPS: App[] = [
  {
    name: 'hall',
    url: process.env.CHECK_HALL_URL ?? `https://${HOST}:${Number(process.env.NGINX_HALL_PORT ?? 5280)}`,
    page: '/billDetails',
    route: '/NoteRegister/17088886666',
    camera: 'camera=()',
    scriptKeywords: [],
    formAction: ["'self'"],
    referrer: 'strict-origin-when-cross-origin',
  },
  {
    name: 'agent',
    url: process.env.CHECK_AGENT_URL ?? `https://${HOST}:${agentPort}`,
    page: '/OpenCard',
    route: '/OpenCard/step',
    camera: 'camera=(self)',
    scriptKeywords: ["'wasm-unsafe-eval'"],
    formAction: ["'self'", process.env.CHECK_CASHIER_ORIGIN ?? `https://${HOST}:${agentPort}`],
    referrer: 'no-referrer',
  },
];

/** `directive → sources` of a Content-Security-Policy header. */
function parsePolicy(header: string): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

function expectSecurityHeaders(response: APIResponse, app: App) {
  const headers = response.headers();
  const where = `${app.name} ${response.url()}`;
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe(app.referrer);
  expect(headers['permissions-policy'], where).toContain(app.camera);
  if (app.url.startsWith('https:')) {
    expect(headers['strict-transport-security'], where).toMatch(/max-age=(\d{8,}|3[0-9]{7})/);
  }
  const policy = parsePolicy(headers['content-security-policy'] ?? '');
  expect(policy.get('default-src'), where).toEqual(["'self'"]);
  // Scripts from this origin, and inline only the build's own by their hashes: no 'unsafe-inline', no
  // eval, no other host; the agent's WebAssembly compiles ('wasm-unsafe-eval' runs no script text).
  const [self, ...rest] = policy.get('script-src') ?? [];
  expect(self, where).toBe("'self'");
  const keywords = rest.slice(0, app.scriptKeywords.length);
  const hashes = rest.slice(app.scriptKeywords.length);
  expect(keywords, where).toEqual(app.scriptKeywords);
  expect(hashes.length, where).toBeGreaterThan(0);
  for (const hash of hashes) expect(hash, where).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(policy.get('object-src'), where).toEqual(["'none'"]);
  expect(policy.get('base-uri'), where).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(policy.get('img-src'), where).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  expect(policy.get('connect-src')?.[0], where).toBe("'self'");
  expect(policy.get('form-action'), where).toEqual(app.formAction);
  for (const sources of policy.values()) {
    expect(sources, where).not.toContain("'unsafe-eval'");
    expect(sources, where).not.toContain('*');
  }
}

let contexts: Record<App['name'], APIRequestContext>;

test.beforeAll(async () => {
  const [hall, agent] = await Promise.all(
    APPS.map((app) => request.newContext({ baseURL: app.url, ignoreHTTPSErrors: true })),
  );
  contexts = { hall: hall as APIRequestContext, agent: agent as APIRequestContext };
});

test.afterAll(async () => {
  await Promise.all(Object.values(contexts).map((context) => context.dispose()));
});

for (const app of APPS) {
  test.describe(app.name, () => {
    test('the page: security headers, no-cache, only the build’s inline script, by its hash', async () => {
      const response = await contexts[app.name].get('/');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response, app);
      const html = await response.text();
      // The two inline scripts (the assets-retry runtime with the polyfill gate; the rem base, kept as
      // declared under X5 kernels) run by their hashes, which the host read from the build: the policy
      // names exactly the page's inline scripts, no other.
      const inline = inlineScriptHashes([html]);
      expect(inline).toHaveLength(2);
      const policy = parsePolicy(response.headers()['content-security-policy'] ?? '');
      expect(policy.get('script-src')).toEqual(["'self'", ...app.scriptKeywords, ...inline]);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      // The build's settings file for the host is read by nginx, never served.
      const conf = await contexts[app.name].get('/csp-script-hashes.conf');
      expect(conf.status()).toBe(404);
      expect(await conf.text()).not.toContain('sha256');
      // The build's manifest names the source modules: it is not in the web root, so the address is one
      // of the router's like any other (the app's page), never the file.
      const manifest = await contexts[app.name].get('/manifest.json');
      expect(manifest.headers()['content-type']).not.toContain('json');
      expect(await manifest.text()).not.toContain('chunkGroups');
    });

    test('history routes answer a page; a missing chunk answers 404, never the page', async () => {
      const context = contexts[app.name];
      const index = await (await context.get('/')).text();
      const route = await context.get(app.route);
      expect(route.status()).toBe(200);
      expect(route.headers()['cache-control']).toBe('no-cache');
      expect(await route.text()).toBe(index);
      expectSecurityHeaders(route, app);

      // The router's own addresses: index.html with the route's files named before </head>.
      const page = await context.get(app.page);
      expect(page.status()).toBe(200);
      expect(page.headers()['cache-control']).toBe('no-cache');
      expectSecurityHeaders(page, app);
      const html = await page.text();
      expect(html).toContain('rel="preload" as="script"');
      // What differs from index.html: the route's files, and the screen's frame drawn in #root.
      const withoutRoute = html
        .replace(/<style data-href[^>]*>[^<]*<\/style>|<link [^>]*rel="preload"[^>]*>/g, '')
        .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, '<div id="root"></div>$1');
      expect(withoutRoute).toBe(index);

      const missing = await context.get('/static/js/missing.0123456789.js');
      expect(missing.status()).toBe(404);
      expect(missing.headers()['content-type'] ?? '').not.toContain('text/html');
      expect(missing.headers()['cache-control']).toBe('no-store');
      expectSecurityHeaders(missing, app);

      const setting = await context.get('/config/missing-setting.json');
      expect(setting.status()).toBe(404);
      expect(await setting.text()).not.toBe(index);
    });

    test('the release file: never cached, naming the release of the pages', async () => {
      const context = contexts[app.name];
      const html = await (await context.get('/')).text();
      const response = await context.get('/version.json');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/json');
      expect(response.headers()['cache-control']).toBe('no-store');
      expectSecurityHeaders(response, app);
      const { release } = (await response.json()) as { release: string };
      expect(html).toContain(`<meta name="bluecat-release" content="${release}">`);
    });

    test('hashed assets: a year, immutable, precompressed', async () => {
      const context = contexts[app.name];
      const index = await (await context.get('/')).text();
      const assets = [...index.matchAll(/(?:src|href)="(\/static\/[^"]+\.(?:js|css))"/g)].map(
        (match) => match[1],
      );
      expect(assets.length).toBeGreaterThan(1);
      for (const asset of assets) {
        const response = await context.get(asset as string, { headers: { 'accept-encoding': 'gzip' } });
        expect(response.status(), asset).toBe(200);
        const headers = response.headers();
        expect(headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
        expect(headers['content-type'], asset).toMatch(asset?.endsWith('.js') ? /javascript/ : /text\/css/);
        expect(headers['content-encoding'], asset).toBe('gzip');
        expect(headers.vary ?? '', asset).toMatch(/accept-encoding/i);
        expectSecurityHeaders(response, app);
      }
    });

    test('/api reaches the gateway with method, headers and body', async () => {
      const response = await contexts[app.name].post('/api/wechat/pointsExchange', {
        data: { productId: 'p1' },
        headers: local ? { prefer: 'example=insufficient' } : {},
      });
      // The gateway's JSON, not the page and not a refused method.
      expect(response.headers()['content-type']).toContain('application/json');
      expect(response.headers()['cache-control']).toBe('no-store');
      expectSecurityHeaders(response, app);
      if (local) {
        // Prism answers the named example only when the Prefer header came through, and checks the body.
        expect(await response.json()).toEqual({ code: -100, msg: '兑换失败，积分不足' });
      }
    });

    test('/api reaches the gateway with the connection’s address as X-Forwarded-For, not the client’s claim', async () => {
      test.skip(!local, 'needs the stand-in upstream that reports what it was sent');
      const response = await contexts[app.name].post('/api/wechat/banner', {
        data: { token: 'demo-token' },
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(response.status()).toBe(200);
      expect(response.headers()['x-upstream-forwarded-for']).toBe(HOST);
    });

    test('/api-baidu sends the maps service only the host’s key, the visitor’s address and the fixed query', async () => {
      // The visitor's own query is dropped: no other address looked up, no parameter of theirs on the key.
      const response = await contexts[app.name].get(
        '/api-baidu/location/ip?coor=gcj02&ip=203.0.113.7&ak=someone-else&callback=x',
        { headers: { 'x-forwarded-for': '203.0.113.7' } },
      );
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('json');
      if (local) {
        const sent = new URL(response.headers()['x-maps-request'] ?? '', 'http://maps');
        expect(sent.pathname).toBe('/location/ip');
        expect([...sent.searchParams]).toEqual([
          ['ak', 'test-maps-key'],
          ['ip', HOST],
          ['coor', 'bd09ll'],
        ]);
        expect(response.headers()['x-upstream-forwarded-for']).toBe(HOST);
      }
    });

    test('/api-baidu forwards nothing but the IP lookup: any other request is 404 at the host', async () => {
      const context = contexts[app.name];
      const refused = [
        context.get('/api-baidu/place/v2/search?query=bank&region=360'),
        context.get('/api-baidu/geocoding/v3/?address=x'),
        context.get('/api-baidu/location/ipx'),
        context.get('/api-baidu/location/ip/'),
        context.get('/api-baidu/'),
        context.get('/api-baidu'),
        context.post('/api-baidu/location/ip', { data: { ip: '1.2.3.4' } }),
      ];
      for (const response of await Promise.all(refused)) {
        const where = `${app.name} ${response.url()}`;
        expect(response.status(), where).toBe(404);
        // The stand-in maps service marks every answer it gives: none came from it.
        expect(response.headers()['x-maps-request'], where).toBeUndefined();
        expect(response.headers()['content-type'] ?? '', where).not.toContain('json');
        expectSecurityHeaders(response, app);
      }
    });

    test('serves no source map, in static/ or beside the page', async () => {
      test.skip(!local, 'needs a map file in the build the host serves');
      const dist = path.resolve(__dirname, `../../apps/${app.name}/dist`);
      const probes = ['static/js/probe.0123456789ab.js.map', 'probe.js.map', 'static/css/probe.css.map'];
      for (const probe of probes) writeFileSync(path.join(dist, probe), '{"version":3,"sources":["src.ts"]}');
      try {
        for (const probe of probes) {
          const response = await contexts[app.name].get(`/${probe}`);
          expect(response.status(), probe).toBe(404);
          expect(await response.text(), probe).not.toContain('sources');
          expectSecurityHeaders(response, app);
        }
      } finally {
        for (const probe of probes) rmSync(path.join(dist, probe), { force: true });
      }
    });
  });
}

/** `count` IP lookups at once from another loopback address (a visitor of its own): their statuses and what reached the maps service. */
function lookupsFrom(localAddress: string, count: number) {
  const { hostname, port } = new URL(APPS[0]?.url ?? '');
  return Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<{ status: number; sent: string }>((resolve, reject) => {
          const call = httpsRequest(
            { host: hostname, port, path: '/api-baidu/location/ip', localAddress, rejectUnauthorized: false },
            (answer) => {
              answer.resume();
              answer.on('end', () =>
                resolve({
                  status: answer.statusCode ?? 0,
                  sent: String(answer.headers['x-maps-request'] ?? ''),
                }),
              );
            },
          );
          call.on('error', reject);
          call.end();
        }),
    ),
  );
}

test('the IP lookup is rate-limited per visitor: a burst passes, a flood gets 429', async () => {
  test.skip(!local, 'a flood from this machine would be limited as one visitor of a real deployment');
  // 127.0.0.2 is a visitor of its own, so the other tests' lookups (from 127.0.0.1) stay within their limit.
  const answers = await lookupsFrom('127.0.0.2', 60);
  const passed = answers.filter((answer) => answer.status === 200);
  expect(passed.length).toBeGreaterThanOrEqual(20);
  expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
  expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
  expect(new URL(passed[0]?.sent ?? '', 'http://maps').searchParams.get('ip')).toBe('127.0.0.2');
});

test('the agent’s channel accounts come from the host, never cached; the hall has none', async () => {
  const hall = await contexts.hall.get('/config/channels.json');
  expect(hall.status()).toBe(404);
  const agent = await contexts.agent.get('/config/channels.json');
  expect(agent.headers()['cache-control']).toBe('no-store');
  if (local) {
    expect(agent.status()).toBe(200);
    expect(Object.keys(await agent.json())).toContain('ph');
    // Rate-limited (limit_req): a few asks a minute per address, then 429. In this test, after the ask
    // above, so no other test's ask is refused.
    const statuses: number[] = [];
    for (let ask = 0; ask < 10; ask += 1)
      statuses.push((await contexts.agent.get('/config/channels.json')).status());
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
  }
});

test('a channel link’s identifier stays out of the access log, in the address and in the Referer', async () => {
  test.skip(!local, 'reads the test host’s access log');
  // ACCESS_LOG of the test host (scripts/nginx.mjs testAccessLog).
  const log = path.join(tmpdir(), `bluecat-nginx-${Number(process.env.NGINX_HALL_PORT ?? 5280)}-access.log`);
  const probe = `probe=${Date.now()}`;
  const identifier = `Pr0be${Date.now()}abcdefghijklmn`;
  const previous = `Ref${Date.now()}opqrstuvwxyz_-01`;
  const page = await contexts.agent.get(`/phWithoutCodeLogin${identifier}?${probe}`, {
    headers: { referer: `${APPS[1]?.url}/YyWithoutCodeLogin${previous}?a=1` },
  });
  expect(page.status()).toBe(200);
  await expect.poll(() => existsSync(log) && readFileSync(log, 'utf8').includes(probe)).toBe(true);
  const text = readFileSync(log, 'utf8');
  const lines = text.split('\n').filter((line) => line.includes(probe));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`"GET /phWithoutCodeLogin***?${probe} HTTP/`);
  expect(lines[0]).toContain('/YyWithoutCodeLogin***?a=1"');
  expect(text).not.toContain(identifier);
  expect(text).not.toContain(previous);
});

test('WeChat’s domain check file is answered as text at the hall’s root, and a missing one is a 404', async () => {
  const missing = await contexts.hall.get('/MP_verify_NoSuchCode0.txt');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await missing.text()).not.toContain('<html');
  if (local) {
    // The test host's WECHAT_VERIFY_DIR is e2e/nginx/wechat-verify (scripts/nginx.mjs).
    const found = await contexts.hall.get('/MP_verify_Bluecat0Test42.txt');
    expect(found.status()).toBe(200);
    expect(found.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await found.text()).toBe('Bluecat0Test42');
  }
});

test('plain HTTP redirects to HTTPS on the configured name, whatever Host says', async () => {
  const origin = local
    ? `http://${HOST}:${httpPort}`
    : new URL(APPS[0]?.url ?? '').origin.replace(/^https:/, 'http:');
  const context = await request.newContext();
  const response = await context.get(`${origin}/billDetails?x=1`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/^https:\/\/[^/]+\/billDetails\?x=1$/);
  // A forged name is never echoed into the redirect.
  const forged = await context.get(`${origin}/billDetails?x=1`, {
    maxRedirects: 0,
    headers: { host: 'evil.example' },
  });
  expect(forged.status()).toBe(301);
  expect(new URL(forged.headers().location ?? '').host).not.toBe('evil.example');
  if (local) {
    // The names scripts/nginx.mjs configures; the hall is the port's default.
    expect(response.headers().location).toBe('https://hall.bluecat.test/billDetails?x=1');
    expect(forged.headers().location).toBe('https://hall.bluecat.test/billDetails?x=1');
    const agent = await context.get(`${origin}/OpenCard`, {
      maxRedirects: 0,
      headers: { host: 'agent.bluecat.test' },
    });
    expect(agent.headers().location).toBe('https://agent.bluecat.test/OpenCard');
  }
  await context.dispose();
});

/** Whether a TLS handshake limited to `version` succeeds (any cipher, so only the version decides). */
function handshake(url: string, version: SecureVersion): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({
      host: hostname,
      port: Number(port || 443),
      servername: isIP(hostname) ? undefined : hostname,
      minVersion: version,
      maxVersion: version,
      ciphers: 'DEFAULT@SECLEVEL=0',
      rejectUnauthorized: false,
    });
    socket.setTimeout(5_000, () => socket.destroy());
    socket.once('secureConnect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

test('TLS 1.2 and 1.3 only', async () => {
  for (const app of APPS) {
    expect(await handshake(app.url, 'TLSv1.2'), `${app.name} TLS 1.2`).toBe(true);
    expect(await handshake(app.url, 'TLSv1.3'), `${app.name} TLS 1.3`).toBe(true);
    expect(await handshake(app.url, 'TLSv1.1'), `${app.name} TLS 1.1`).toBe(false);
    expect(await handshake(app.url, 'TLSv1'), `${app.name} TLS 1.0`).toBe(false);
  }
  if (local) {
    // Stated by the configuration itself, not left to the defaults of the host's nginx and OpenSSL.
    const template = readFileSync(
      path.resolve(__dirname, '../../deploy/nginx/bluecat.conf.template'),
      'utf8',
    );
    const tlsBlocks = template.split(/\nserver \{/).filter((block) => block.includes('ssl_certificate '));
    expect(tlsBlocks).toHaveLength(2);
    for (const block of tlsBlocks) expect(block).toMatch(/\n\s+ssl_protocols TLSv1\.2 TLSv1\.3;/);
  }
});

test('the production configuration serves no stand-in page and waits 30 s for the API', async () => {
  if (local) {
    const deploy = path.resolve(__dirname, '../../deploy/nginx');
    const production = [
      'bluecat.conf.template',
      'app-locations.conf.template',
      'security-headers.conf.template',
    ]
      .map((file) => readFileSync(path.join(deploy, file), 'utf8'))
      .join('\n');
    expect(production).not.toContain('__demo');
    for (const directive of ['proxy_connect_timeout', 'proxy_send_timeout', 'proxy_read_timeout']) {
      expect(production).toContain(`${directive} 30s;`);
    }
    return;
  }
  // A deployment answers a stand-in address with the app itself.
  const index = await (await contexts.hall.get('/')).text();
  expect(await (await contexts.hall.get('/__demo/oauth-authorize')).text()).toBe(index);
});

test('agent: the card scan’s WebAssembly decoder is a hashed asset, application/wasm, precompressed', async () => {
  test.skip(!local, 'its hashed name is read from the local build');
  const agent = APPS[1] as App;
  const dir = path.resolve(__dirname, '../../apps/agent/dist/static/wasm');
  const [file] = readdirSync(dir).filter((name) => name.endsWith('.wasm'));
  expect(file).toBeDefined();
  const asset = `/static/wasm/${file}`;
  const response = await contexts.agent.get(asset, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.status(), asset).toBe(200);
  const headers = response.headers();
  // Compiled as it streams in only under its own type; 0.4 MB on the wire instead of 0.9 MB.
  expect(headers['content-type'], asset).toBe('application/wasm');
  expect(headers['content-encoding'], asset).toBe('gzip');
  expect(headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
  expectSecurityHeaders(response, agent);
});
