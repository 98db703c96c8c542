import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, HOST } from '@bluecat/demo-host/loopback';
import { type CertificateFiles, issuedCertificate, testAuthority } from '@bluecat/demo-host/self-signed';
import { expect, test } from '@playwright/test';
import { findNginx } from '../fixtures/nginx-binary.ts';
import { writeNginxConf } from '../fixtures/nginx-site.ts';

/**
 * The host checks the certificates of the API and of the maps service (deploy/nginx/app-locations.conf.template):
 * tokens, ID numbers, ID photos and SMS codes go there. The production locations, rendered with
 * UPSTREAM_CA_FILE naming a test authority, in front of three upstreams: one with a certificate of that
 * authority, one of an authority the host does not know, one of the known authority for another name.
 */
const ROOT = path.resolve(__dirname, '../..');
const DEPLOY = path.join(ROOT, 'deploy/nginx');
const local = !process.env.CHECK_HALL_URL && !process.env.CHECK_AGENT_URL;

interface Upstream {
  url: string;
  /** Requests that reached it. */
  seen: string[];
  server: Server;
}

async function upstream(tls: CertificateFiles): Promise<Upstream> {
  const seen: string[] = [];
  const server = createServer(
    { cert: readFileSync(tls.cert), key: readFileSync(tls.key) },
    (request, response) => {
      seen.push(`${request.method} ${request.url}`);
      request.resume();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"code":1,"msg":"成功"}');
    },
  );
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  return { url: `https://${HOST}:${(server.address() as AddressInfo).port}`, seen, server };
}

/** envsubst of variables.env's names, as render.sh does: nginx's own $variables stay. */
function renderTemplate(file: string, values: Record<string, string>): string {
  return readFileSync(path.join(DEPLOY, file), 'utf8').replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (whole, name) =>
    name in values ? (values[name] as string) : whole,
  );
}

test('the API and the maps service are reached only with a certificate of a trusted authority for their name', async () => {
  test.skip(!local, 'starts upstreams and an nginx of its own on this machine');
  const nginx = findNginx();
  expect(nginx, 'nginx (scripts/ensure-nginx.mjs installs it)').toBeTruthy();
  const dir = mkdtempSync(path.join(tmpdir(), 'bluecat-upstream-tls-'));
  const trusted = testAuthority(dir, 'trusted');
  const unknown = testAuthority(dir, 'unknown');
  const upstreams = {
    trusted: await upstream(issuedCertificate(dir, 'trusted', HOST, trusted)),
    'unknown authority': await upstream(issuedCertificate(dir, 'unknown', HOST, unknown)),
    'another name': await upstream(issuedCertificate(dir, 'other-name', 'api.elsewhere.test', trusted)),
  };
  const fronts: Record<string, number> = {};
  let servers = '';
  for (const [name, { url }] of Object.entries(upstreams)) {
    const port = await freePort();
    fronts[name] = port;
    const snippets = path.join(dir, name.replace(/\W/g, '-'));
    mkdirSync(snippets);
    const values = {
      API_UPSTREAM: url,
      MAPS_API: url,
      MAPS_AK: 'test-maps-key',
      UPSTREAM_CA_FILE: trusted.cert,
      BLUECAT_NGINX_DIR: snippets,
    };
    writeFileSync(
      path.join(snippets, 'app-locations.conf'),
      renderTemplate('app-locations.conf.template', values),
    );
    writeFileSync(
      path.join(snippets, 'security-headers.conf'),
      renderTemplate('security-headers.conf.template', values),
    );
    servers += `
    server {
        listen ${HOST}:${port};
        root ${dir};
        set $csp "default-src 'self'";
        set $permissions_policy "camera=()";
        set $referrer_policy "no-referrer";
        include ${snippets}/app-locations.conf;
    }`;
  }
  const conf = writeNginxConf(
    dir,
    `    limit_req_zone $binary_remote_addr zone=bluecat_maps_ip:1m rate=2r/s;${servers}`,
  );
  const check = spawnSync(nginx as string, ['-t', '-q', '-p', dir, '-c', conf], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);
  const server = spawn(nginx as string, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  try {
    const ask = async (port: number, address: string, init?: RequestInit) => {
      for (;;) {
        try {
          return await fetch(`http://${HOST}:${port}${address}`, init);
        } catch {
          // nginx is still starting.
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };
    for (const [name, target] of Object.entries(upstreams)) {
      const port = fronts[name] as number;
      const api = await ask(port, '/api/wechat/banner', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"token":"secret-token"}',
      });
      const maps = await ask(port, '/api-baidu/location/ip');
      const statuses = [api.status, maps.status];
      if (name === 'trusted') {
        expect(statuses, name).toEqual([200, 200]);
        expect(target.seen, name).toEqual([
          'POST /api/wechat/banner',
          `GET /location/ip?ak=test-maps-key&ip=${HOST}&coor=bd09ll`,
        ]);
      } else {
        // Refused at the handshake: not a byte of the request, token included, reached it.
        expect(statuses, name).toEqual([502, 502]);
        expect(target.seen, name).toEqual([]);
      }
    }
    const log = readFileSync(path.join(dir, 'logs/error.log'), 'utf8');
    expect(log).toContain('upstream SSL certificate verify error');
    expect(log).toContain(`upstream SSL certificate does not match "${HOST}"`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    for (const { server: each } of Object.values(upstreams)) each.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
