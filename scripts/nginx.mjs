#!/usr/bin/env node
/**
 * Serves both production builds with Debian's nginx and the configuration in deploy/nginx, rendered
 * as an operator renders it (envsubst of the names in deploy/nginx/variables.env) plus the demo
 * stand-in pages, in front of the Prism mock (through the demo stack's mock console, which gives the
 * stand-in providers the return address their start call sent: packages/mock-console/src/stand-in-return.mjs).
 * Everything runs on loopback ports from a temporary prefix: no system nginx is used or touched.
 *
 *   node scripts/nginx.mjs            # ports below, until Ctrl-C
 *   node scripts/nginx.mjs --e2e      # the web server of e2e/playwright.nginx.config.ts (quiet)
 *   node scripts/nginx.mjs --cdn      # also the hall with static/ on a second origin (a CDN)
 *
 * Env: NGINX_HALL_PORT (5280, TLS), NGINX_AGENT_PORT (5281, TLS), NGINX_HTTP_PORT (5282, the redirect),
 * NGINX_MAPS_PORT (5283, a stand-in maps service in front of Prism), NGINX_PRISM_PORT (4120);
 * with --cdn NGINX_CDN_HALL_PORT (5286, TLS) and NGINX_CDN_STATIC_PORT (5287, TLS, the CDN).
 * The apps' certificate is a throw-away self-signed one for 127.0.0.1. The stand-in upstream (the API and the
 * maps service) speaks TLS with a certificate of a throw-away authority, which UPSTREAM_CA_FILE names: nginx
 * checks it as it checks the operator's API against the system store.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startPrism } from '@bluecat/demo-host/prism';
import { issuedCertificate, selfSignedCertificate, testAuthority } from '@bluecat/demo-host/self-signed';
import { startMockConsole } from '@bluecat/mock-console/server';
import { inlineScriptHashes } from '@bluecat/rsbuild-preset/inline-script-hashes';
import { ensureNginx } from './ensure-nginx.mjs';
import { ROOT } from './repo.mjs';

const DEPLOY = path.join(ROOT, 'deploy', 'nginx');
const HOST = '127.0.0.1';
/** The maps key the test configuration adds to /api-baidu calls (the header test looks for it). */
export const TEST_MAPS_AK = 'test-maps-key';

/**
 * The access log of the test host serving the hall on `hallPort` (ACCESS_LOG), at an address the header
 * check can read: the channel links' identifiers must not be in it.
 * @param {number} hallPort
 */
export function testAccessLog(hallPort) {
  return path.join(os.tmpdir(), `bluecat-nginx-${hallPort}-access.log`);
}

/** The template variables, in variables.env order. */
export function templateVariables() {
  const text = readFileSync(path.join(DEPLOY, 'variables.env'), 'utf8');
  return [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
}

/**
 * envsubst with a variable list: `${NAME}` for the listed names only, so nginx's `$uri` and `$1` stay.
 * A listed name without a value is an error here (envsubst would leave it empty).
 */
export function render(template, values, names) {
  return template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (whole, name) => {
    if (!names.includes(name)) return whole;
    const value = values[name];
    if (value === undefined) throw new Error(`template variable ${name} has no value`);
    return value;
  });
}

/** CSP source expressions for the inline scripts of the stand-in pages in `dir`. */
function demoScriptHashes(dir) {
  const pages = readdirSync(dir).filter((file) => file.endsWith('.html'));
  return inlineScriptHashes(pages.map((name) => readFileSync(path.join(dir, name), 'utf8'))).join(' ');
}

/**
 * The authority the stand-in upstreams' certificates come from, written into `dir` (UPSTREAM_CA_FILE).
 * @param {string} dir
 */
export function upstreamAuthority(dir) {
  return testAuthority(dir, 'upstream');
}

/**
 * Writes a complete nginx prefix into `dir`: the production templates rendered for loopback ports, the
 * demo snippets, and a main nginx.conf around them. `authority` (upstreamAuthority) issues the stand-in
 * upstream's certificate and is the prefix's UPSTREAM_CA_FILE.
 *
 * With `cdn`, the prefix serves instead the hall built with PUBLIC_ASSET_PREFIX (`cdn.root`) on
 * `cdn.hall`, and the CDN that prefix names on `cdn.static`: a second loopback origin serving that
 * build's `static/` under `/hall/`, with CORS as a CDN answers (the pages fetch their files in CORS mode,
 * for subresource integrity). Its /api and /api-baidu go to the stand-in upstream of the prefix without
 * `cdn`, which must run beside it; the agent app and the redirect listen on sockets in `dir`.
 * @param {{ dir: string; ports: { hall: number; agent: number; http: number; maps: number; prism: number; api?: number };
 *   authority: { cert: string; key: string }; cdn?: { hall: number; static: number; root: string } }} options
 */
export function writeTestConfiguration({ dir, ports, authority, cdn }) {
  const { cert, key } = selfSignedCertificate(dir, HOST);
  const snippets = path.join(dir, 'bluecat');
  for (const sub of ['conf.d', 'bluecat/hall.d', 'bluecat/agent.d', 'logs', 'tmp']) {
    mkdirSync(path.join(dir, sub), { recursive: true });
  }
  /** @type {Record<string, string>} */
  const values = {
    HALL_SERVER_NAME: 'hall.bluecat.test',
    AGENT_SERVER_NAME: 'agent.bluecat.test',
    // One address, one port per app: each block is its port's default server.
    HALL_LISTEN: `${HOST}:${ports.hall} ssl http2`,
    AGENT_LISTEN: `${HOST}:${ports.agent} ssl http2`,
    HTTP_LISTEN: `${HOST}:${ports.http}`,
    HALL_CERT: cert,
    HALL_CERT_KEY: key,
    AGENT_CERT: cert,
    AGENT_CERT_KEY: key,
    HALL_ROOT: path.join(ROOT, 'apps/hall/dist'),
    AGENT_ROOT: path.join(ROOT, 'apps/agent/dist'),
    AGENT_CONFIG_DIR: path.join(ROOT, 'apps/agent/demo/config'),
    // A folder nginx's workers can read (the test's own folder is private to its user).
    WECHAT_VERIFY_DIR: path.join(ROOT, 'e2e/nginx/wechat-verify'),
    BLUECAT_NGINX_DIR: snippets,
    ACCESS_LOG: testAccessLog(ports.hall),
    // The stand-in upstream below, in front of Prism: it says what the host forwarded. Over TLS, checked
    // against the test authority as production checks the operator's API against the system store.
    API_UPSTREAM: `https://${HOST}:${ports.maps}`,
    UPSTREAM_CA_FILE: authority.cert,
    API_ORIGIN: '',
    ASSET_ORIGIN: '',
    MAPS_API: `https://${HOST}:${ports.maps}`,
    MAPS_AK: TEST_MAPS_AK,
    // The mock's cashier is the agent's own stand-in page; a real one is another origin.
    CASHIER_ORIGIN: `https://${HOST}:${ports.agent}`,
    IMAGE_ORIGINS: '',
    // No tracker: the pages under test report nothing (e2e/nginx/report-forwarding.spec.ts names one).
    REPORT_DSN: '',
    REPORT_ENVIRONMENT: 'production',
    REPORT_VITALS_RATE: '0.1',
  };
  if (cdn) {
    Object.assign(values, {
      HALL_LISTEN: `${HOST}:${cdn.hall} ssl http2`,
      AGENT_LISTEN: `unix:${dir}/agent.sock ssl http2`,
      HTTP_LISTEN: `unix:${dir}/http.sock`,
      HALL_ROOT: cdn.root,
      ASSET_ORIGIN: cdnOrigin(cdn.static),
      ACCESS_LOG: path.join(dir, 'logs', 'access.log'),
    });
  }
  const names = templateVariables();
  const missing = names.filter((name) => !(name in values));
  if (missing.length) throw new Error(`no test value for ${missing.join(', ')}`);
  const read = (file) => readFileSync(path.join(DEPLOY, file), 'utf8');
  writeFileSync(path.join(dir, 'conf.d/bluecat.conf'), render(read('bluecat.conf.template'), values, names));
  writeFileSync(
    path.join(snippets, 'app-locations.conf'),
    render(read('app-locations.conf.template'), values, names),
  );
  writeFileSync(
    path.join(snippets, 'security-headers.conf'),
    render(read('security-headers.conf.template'), values, names),
  );
  writeFileSync(
    path.join(snippets, 'report-guard.conf'),
    render(read('report-guard.conf.template'), values, names),
  );
  // As render.sh chooses: with no DSN, the tunnel is answered by the host and forwards nothing.
  const report = values.REPORT_DSN ? 'report-collector' : 'report-no-collector';
  writeFileSync(path.join(snippets, 'report.conf'), render(read(`${report}.conf.template`), values, names));

  const demoValues = {
    ...values,
    HALL_DEMO_DIR: path.join(ROOT, 'apps/hall/demo'),
    AGENT_DEMO_DIR: path.join(ROOT, 'apps/agent/demo'),
    HALL_DEMO_SCRIPT_HASHES: demoScriptHashes(path.join(ROOT, 'apps/hall/demo')),
    AGENT_DEMO_SCRIPT_HASHES: demoScriptHashes(path.join(ROOT, 'apps/agent/demo')),
  };
  const demoNames = [
    ...names,
    'HALL_DEMO_DIR',
    'AGENT_DEMO_DIR',
    'HALL_DEMO_SCRIPT_HASHES',
    'AGENT_DEMO_SCRIPT_HASHES',
  ];
  for (const app of ['hall', 'agent']) {
    writeFileSync(
      path.join(snippets, `${app}.d`, 'demo.conf'),
      render(read(`demo/${app}-demo.conf.template`), demoValues, demoNames),
    );
  }

  // The builds' script hashes, checked and copied as an operator's render.sh does.
  const hashes = spawnSync('sh', [path.join(DEPLOY, 'render.sh'), '--hashes'], {
    env: { PATH: process.env.PATH ?? '', ...pick(values, ['HALL_ROOT', 'AGENT_ROOT', 'BLUECAT_NGINX_DIR']) },
    encoding: 'utf8',
  });
  if (hashes.status !== 0) throw new Error(hashes.stderr);

  const mimeTypes = existsSync('/etc/nginx/mime.types') ? '/etc/nginx/mime.types' : undefined;
  const main = `# Test harness around the rendered deploy/nginx configuration (scripts/nginx.mjs).
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 512; }
http {
    ${mimeTypes ? `include ${mimeTypes};` : 'types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg; }'}
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    client_body_temp_path ${dir}/tmp/body;
    proxy_temp_path ${dir}/tmp/proxy;
    fastcgi_temp_path ${dir}/tmp/fastcgi;
    uwsgi_temp_path ${dir}/tmp/uwsgi;
    scgi_temp_path ${dir}/tmp/scgi;

    include ${dir}/conf.d/bluecat.conf;
${cdn ? cdnServer(cdn, { cert, key }) : standInUpstreams(ports, issuedCertificate(dir, 'upstream', HOST, authority))}}
`;
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, main);
  return { conf, values };
}

/** The test CDN's origin: https, as the apps' pages are. @param {number} port */
export function cdnOrigin(port) {
  return `https://${HOST}:${port}`;
}

/** The PUBLIC_ASSET_PREFIX of the test CDN's hall build. @param {number} port */
export function cdnAssetPrefix(port) {
  return `${cdnOrigin(port)}/hall/`;
}

/**
 * The CDN: the build's static/ under /hall/, cached for a year, readable by any origin (a page asks for
 * its files in CORS mode to check their integrity).
 * @param {{ static: number; root: string }} cdn @param {{ cert: string; key: string }} tls
 */
function cdnServer(cdn, { cert, key }) {
  return `
    server {
        listen ${HOST}:${cdn.static} ssl;
        ssl_certificate ${cert};
        ssl_certificate_key ${key};
        location /hall/static/ {
            alias ${path.join(cdn.root, 'static')}/;
            add_header Access-Control-Allow-Origin * always;
            add_header Cache-Control "public, max-age=31536000, immutable" always;
            gzip_static on;
        }
        location / {
            return 404;
        }
    }
`;
}

/**
 * @param {{ maps: number; prism: number; api?: number }} ports  `api`: the mock console in front of Prism, which
 *   the operator's API stands in for (Prism itself without it)
 * @param {{ cert: string; key: string }} tls the upstream's certificate, issued by the prefix's UPSTREAM_CA_FILE
 */
function standInUpstreams(ports, tls) {
  return `
    # Stand-in upstreams in front of Prism, each saying what the host sent it: the operator's API at /api/
    # and the maps service everywhere else (Prism answers the IP location at /api-baidu/location/ip). The
    # request line (with the key and the visitor's address) comes back in X-Maps-Request, the forwarded
    # client address in X-Upstream-Forwarded-For.
    server {
        listen ${HOST}:${ports.maps} ssl;
        ssl_certificate ${tls.cert};
        ssl_certificate_key ${tls.key};
        add_header X-Upstream-Forwarded-For $http_x_forwarded_for always;
        location /api/ {
            # Streamed as the host's /api streams it: a photo never waits in a file of this private prefix.
            proxy_http_version 1.1;
            proxy_request_buffering off;
            proxy_pass http://${HOST}:${ports.api ?? ports.prism};
        }
        location / {
            add_header X-Upstream-Forwarded-For $http_x_forwarded_for always;
            add_header X-Maps-Request $request_uri always;
            proxy_pass http://${HOST}:${ports.prism}/api-baidu$uri$is_args$args;
        }
    }
`;
}

/** @param {Record<string, string>} values @param {string[]} names */
function pick(values, names) {
  return Object.fromEntries(names.map((name) => [name, values[name] ?? '']));
}

function envPort(name, fallback) {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535)
    throw new Error(`${name}=${raw} is not a port number`);
  return value;
}

export function testPorts() {
  return {
    hall: envPort('NGINX_HALL_PORT', 5280),
    agent: envPort('NGINX_AGENT_PORT', 5281),
    http: envPort('NGINX_HTTP_PORT', 5282),
    maps: envPort('NGINX_MAPS_PORT', 5283),
    prism: envPort('NGINX_PRISM_PORT', 4120),
  };
}

/** Ports of the CDN check (`--cdn`): the hall built for a CDN, and the CDN. */
export function cdnPorts() {
  return {
    hall: envPort('NGINX_CDN_HALL_PORT', 5286),
    static: envPort('NGINX_CDN_STATIC_PORT', 5287),
  };
}

/** Where the hall built for the test CDN is kept (beside the other build caches). */
const CDN_BUILD = path.join(ROOT, 'node_modules', '.cache', 'bluecat-cdn', 'hall');

/**
 * The hall built with PUBLIC_ASSET_PREFIX = `prefix` into CDN_BUILD, unless the one there is for this prefix
 * and newer than apps/hall/dist (which the gate's build stage has just made from the current sources).
 * @param {string} prefix
 */
async function buildHallForCdn(prefix) {
  const index = path.join(CDN_BUILD, 'index.html');
  const fresh =
    existsSync(index) &&
    statSync(index).mtimeMs > statSync(path.join(ROOT, 'apps/hall/dist/index.html')).mtimeMs &&
    readFileSync(index, 'utf8').includes(prefix);
  if (fresh) return CDN_BUILD;
  rmSync(CDN_BUILD, { recursive: true, force: true });
  const build = spawn(process.execPath, ['scripts/build-for-cdn.mjs', 'hall', CDN_BUILD], {
    cwd: ROOT,
    env: { ...process.env, PUBLIC_ASSET_PREFIX: prefix },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((resolve) => build.on('exit', resolve));
  if (code !== 0) throw new Error(`the hall's build for a CDN failed (exit ${code})`);
  return CDN_BUILD;
}

async function main() {
  const { values: flags } = parseArgs({
    options: { e2e: { type: 'boolean', default: false }, cdn: { type: 'boolean', default: false } },
  });
  for (const app of ['hall', 'agent']) {
    if (!existsSync(path.join(ROOT, 'apps', app, 'dist', 'index.html'))) {
      throw new Error(`apps/${app}/dist is missing: build first (npm run build)`);
    }
  }
  const nginx = ensureNginx();
  const ports = testPorts();
  const prism = startPrism({ host: HOST, port: ports.prism });
  // Between the stand-in upstream and Prism, as in front of Prism on the demo host (scripts/start.mjs).
  const mockConsole = await startMockConsole({
    apiTarget: `http://${HOST}:${ports.prism}`,
    host: HOST,
  }).catch((error) => {
    prism.child.kill('SIGTERM');
    throw error;
  });
  const upstreamPorts = { ...ports, api: Number(new URL(mockConsole.url).port) };
  /** @type {Array<{ dir: string; conf: string }>} */
  const prefixes = [];
  // One authority for both prefixes: the CDN's hall reaches the stand-in upstream of the first.
  const authorityDir = mkdtempSync(path.join(os.tmpdir(), 'bluecat-nginx-ca-'));
  const authority = upstreamAuthority(authorityDir);
  const configure = (cdn) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bluecat-nginx-'));
    const { conf } = writeTestConfiguration({ dir, ports: upstreamPorts, authority, cdn });
    prefixes.push({ dir, conf });
    const check = spawnSync(nginx, ['-t', '-q', '-p', dir, '-c', conf], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  };
  configure(undefined);
  const cdn = flags.cdn ? cdnPorts() : undefined;
  if (cdn) configure({ ...cdn, root: await buildHallForCdn(cdnAssetPrefix(cdn.static)) });

  await prism.ready;
  const servers = prefixes.map(({ dir, conf }) =>
    spawn(nginx, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] }),
  );
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    // Our own processes, by their ids: each nginx master stops its worker.
    for (const server of servers) if (server.exitCode === null) server.kill('SIGTERM');
    if (prism.child.exitCode === null) prism.child.kill('SIGTERM');
    mockConsole.server.close();
    mockConsole.server.closeAllConnections();
    setTimeout(() => {
      for (const { dir } of prefixes) rmSync(dir, { recursive: true, force: true });
      rmSync(authorityDir, { recursive: true, force: true });
      rmSync(testAccessLog(ports.hall), { force: true });
      process.exit(code);
    }, 300);
  };
  for (const server of servers) {
    server.on('exit', (code) => {
      if (!stopping) process.stderr.write(`nginx stopped (exit ${code}); see the output above\n`);
      stop(1);
    });
  }
  prism.child.on('exit', () => {
    if (!stopping) process.stderr.write('Prism stopped\n');
    stop(1);
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
  if (!flags.e2e) {
    process.stdout.write(
      [
        `nginx (${prefixes.map(({ dir }) => dir).join(', ')}) in front of Prism on ${ports.prism}:`,
        `  hall   https://${HOST}:${ports.hall}`,
        `  agent  https://${HOST}:${ports.agent}`,
        `  http   http://${HOST}:${ports.http} (redirects)`,
        ...(cdn
          ? [`  hall with static/ on a CDN  https://${HOST}:${cdn.hall} (CDN ${cdnAssetPrefix(cdn.static)})`]
          : []),
        '',
      ].join('\n'),
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
}
