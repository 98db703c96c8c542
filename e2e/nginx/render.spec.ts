import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { exampleVariables, RENDER, render } from '../fixtures/nginx-site.ts';

/** deploy/nginx/render.sh: what it says of the example variables, and that real ones render. */

test('--check lists every example value of variables.env before nginx is touched', () => {
  const result = render(['--check'], exampleVariables());
  expect(result.status).toBe(1);
  const listed = result.stderr
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2));
  expect(listed).toEqual([
    'HALL_SERVER_NAME has the example value "hall.example.com"',
    'AGENT_SERVER_NAME has the example value "agent.example.com"',
    'API_UPSTREAM has the example value "https://api.operator.example"',
    'MAPS_AK has the example value "your-maps-service-key"',
    'CASHIER_ORIGIN has the example value "https://pay.example.com"',
  ]);
});

test('--check names an unset variable and an empty one that needs a value; empty optional ones pass', () => {
  const { HALL_CERT: _unset, ...rest } = exampleVariables();
  const result = render(['--check'], { ...rest, AGENT_ROOT: '', API_ORIGIN: '', IMAGE_ORIGINS: '' });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('- HALL_CERT is not set');
  expect(result.stderr).toContain('- AGENT_ROOT is empty');
  expect(result.stderr).not.toContain('API_ORIGIN');
  expect(result.stderr).not.toContain('IMAGE_ORIGINS');
});

/** The hash file a build writes beside its pages (@bluecat/rsbuild-preset inline-script-hashes.mjs). */
const BUILD_HASHES = `# Written by the build: the inline scripts of its pages (Content-Security-Policy script-src).
set $csp_script_hashes "'sha256-${'A'.repeat(43)}=' 'sha256-${'b'.repeat(43)}='";
`;

/** Real values, with the two builds copied to folders of `dir`, each with `hashes` as its hash file. */
function realVariables(dir: string, hashes = BUILD_HASHES) {
  for (const app of ['hall', 'agent']) {
    mkdirSync(path.join(dir, 'srv', app), { recursive: true });
    writeFileSync(path.join(dir, 'srv', app, 'csp-script-hashes.conf'), hashes);
  }
  return {
    ...exampleVariables(),
    HALL_SERVER_NAME: 'hall.bluecat.cn',
    AGENT_SERVER_NAME: 'agent.bluecat.cn',
    API_UPSTREAM: 'https://api.bluecat.cn',
    MAPS_AK: 'k3y',
    CASHIER_ORIGIN: 'https://pay.bluecat.cn',
    HALL_ROOT: path.join(dir, 'srv/hall'),
    AGENT_ROOT: path.join(dir, 'srv/agent'),
    BLUECAT_NGINX_DIR: path.join(dir, 'bluecat'),
  };
}

test('real values pass the check and render; example values render nothing', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bluecat-render-'));
  try {
    const real = realVariables(dir);
    expect(render(['--check'], real).status).toBe(0);
    const rendered = render([dir], real);
    expect(rendered.status, rendered.stderr).toBe(0);
    const conf = readFileSync(path.join(dir, 'conf.d/bluecat.conf'), 'utf8');
    expect(conf).toContain('server_name hall.bluecat.cn;');
    expect(conf).toContain('alias /etc/bluecat/wechat-verify/$1;');
    // The script hashes are read from the nginx folder, copied there, never from the web root.
    expect(conf).not.toContain(`include ${real.HALL_ROOT}`);
    expect(conf).toContain(`include ${real.BLUECAT_NGINX_DIR}/hall-csp-script-hashes.conf;`);
    expect(conf).toContain(`include ${real.BLUECAT_NGINX_DIR}/agent-csp-script-hashes.conf;`);
    for (const app of ['hall', 'agent']) {
      expect(readFileSync(path.join(real.BLUECAT_NGINX_DIR, `${app}-csp-script-hashes.conf`), 'utf8')).toBe(
        BUILD_HASHES,
      );
    }

    const refused = render([path.join(dir, 'other')], exampleVariables());
    expect(refused.status).toBe(1);
    expect(existsSync(path.join(dir, 'other/conf.d/bluecat.conf'))).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a hash file that is more than the build’s hashes is refused, and nothing is rendered', () => {
  const tampered = [
    `${BUILD_HASHES}include /etc/nginx/secrets.conf;\n`,
    BUILD_HASHES.replace("'sha256-", "'unsafe-inline' 'sha256-"),
    BUILD_HASHES.replace('";', '"; location /x { return 200; }'),
    `${BUILD_HASHES}${BUILD_HASHES.split('\n')[1]}\n`,
    '',
  ];
  for (const hashes of tampered) {
    const dir = mkdtempSync(path.join(tmpdir(), 'bluecat-render-'));
    try {
      const variables = realVariables(dir, hashes);
      for (const args of [[dir], ['--hashes']]) {
        const refused = render(args, variables);
        expect(refused.status, hashes).toBe(1);
        expect(refused.stderr, hashes).toContain("is not the build's list of script hashes");
      }
      expect(existsSync(path.join(dir, 'conf.d/bluecat.conf'))).toBe(false);
      expect(existsSync(path.join(variables.BLUECAT_NGINX_DIR, 'hall-csp-script-hashes.conf'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
});

test('--hashes copies a new build’s hashes alone', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bluecat-render-'));
  try {
    const variables = realVariables(dir);
    const copied = render(['--hashes'], variables);
    expect(copied.status, copied.stderr).toBe(0);
    expect(readFileSync(path.join(variables.BLUECAT_NGINX_DIR, 'agent-csp-script-hashes.conf'), 'utf8')).toBe(
      BUILD_HASHES,
    );
    expect(existsSync(path.join(dir, 'conf.d/bluecat.conf'))).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the policy’s origins must each be https://host[:port]; anything else is refused and nothing rendered', () => {
  const refused: Array<[string, string]> = [
    ['ASSET_ORIGIN', 'https://cdn.bluecat.cn/hall/'],
    ['ASSET_ORIGIN', 'http://cdn.bluecat.cn'],
    ['API_ORIGIN', "https://api.bluecat.cn; script-src 'unsafe-inline'"],
    ['API_ORIGIN', 'https://api.bluecat.cn\nhttps://other.cn'],
    ['CASHIER_ORIGIN', '*'],
    ['CASHIER_ORIGIN', 'https://*.bluecat.cn'],
    ['IMAGE_ORIGINS', "https://img.bluecat.cn 'unsafe-eval'"],
    ['IMAGE_ORIGINS', 'https://img.bluecat.cn data:'],
    ['IMAGE_ORIGINS', 'https://img.bluecat.cn;'],
  ];
  for (const [name, value] of refused) {
    const dir = mkdtempSync(path.join(tmpdir(), 'bluecat-render-'));
    try {
      const variables = { ...realVariables(dir), [name]: value };
      for (const args of [['--check'], [dir]]) {
        const result = render(args, variables);
        expect(result.status, `${name}=${value}`).toBe(1);
        expect(result.stderr, `${name}=${value}`).toMatch(
          new RegExp(`^- ${name} (is|holds) [\\s\\S]*which is not an https://host\\[:port\\] origin$`, 'm'),
        );
      }
      expect(existsSync(path.join(dir, 'conf.d/bluecat.conf'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'bluecat-render-'));
  try {
    const variables = {
      ...realVariables(dir),
      ASSET_ORIGIN: 'https://cdn.bluecat.cn',
      API_ORIGIN: 'https://api.bluecat.cn:8443',
      IMAGE_ORIGINS: 'https://img.bluecat.cn https://10.0.0.7:8080',
    };
    const rendered = render([dir], variables);
    expect(rendered.status, rendered.stderr).toBe(0);
    expect(readFileSync(path.join(dir, 'conf.d/bluecat.conf'), 'utf8')).toContain(
      "img-src 'self' data: blob: https://cdn.bluecat.cn https://img.bluecat.cn https://10.0.0.7:8080;",
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the hash file installed is the one checked: a change to the web root after the check is not copied', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bluecat-render-'));
  try {
    const variables = realVariables(dir);
    const tampered = `${BUILD_HASHES}include /etc/nginx/secrets.conf;\n`;
    // Whoever can write the web root writes the hall's hash file again right after each check of a hash file
    // (a `grep` first on PATH that runs the real one, then rewrites the file; other greps are left alone).
    const bin = path.join(dir, 'bin');
    mkdirSync(bin);
    const realGrep = execFileSync('sh', ['-c', 'command -v grep'], { encoding: 'utf8' }).trim();
    writeFileSync(
      path.join(bin, 'grep'),
      `#!/bin/sh\n"${realGrep}" "$@"\nstatus=$?\ncase "$*" in *csp-script-hashes*) printf '%s' "$TAMPERED" >"${variables.HALL_ROOT}/csp-script-hashes.conf" ;; esac\nexit $status\n`,
      { mode: 0o755 },
    );
    const result = spawnSync('sh', [RENDER, '--hashes'], {
      env: { ...variables, PATH: `${bin}:${process.env.PATH ?? ''}`, TAMPERED: tampered },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(path.join(variables.BLUECAT_NGINX_DIR, 'hall-csp-script-hashes.conf'), 'utf8')).toBe(
      BUILD_HASHES,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
