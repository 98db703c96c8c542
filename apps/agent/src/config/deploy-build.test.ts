import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CHANNEL_ACCOUNTS_URL } from '../features/channel-login/channel-accounts.ts';
import { CHANNEL_LOGIN_CONF_FILE } from './channel-login-conf.ts';

/**
 * The agent app built to deploy exactly as docs/operating.md says (its `npm run build:deploy` example), into a folder
 * of its own. The accounts file's address is what the code that reads an account asks for, so a build
 * holding that code holds the address.
 */
const AGENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const GUIDE = path.resolve(AGENT, '../../docs/operating.md');
const RSBUILD = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@rsbuild/core/package.json')),
  'bin/rsbuild.js',
);

/** The `NAME=value \` lines of the deploy guide's shell block that ends in `npm run build:deploy`. */
function readmeDeployVariables(): Record<string, string> {
  const blocks = [...readFileSync(GUIDE, 'utf8').matchAll(/```sh\n([\s\S]*?)```/g)].map(
    (match) => match[1] ?? '',
  );
  const block = blocks.find((text) => /^npm run build:deploy$/m.test(text) && /^PUBLIC_\w+=/m.test(text));
  if (!block) throw new Error('docs/operating.md has no build:deploy example that sets PUBLIC_* variables');
  return Object.fromEntries(
    [...block.matchAll(/^(PUBLIC_\w+)=(\S*) \\$/gm)].map(([, name = '', value = '']) => [name, value]),
  );
}

/** A whole build on a busy machine. */
const BUILD_TIMEOUT = 240_000;
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function buildToDeploy(variables: Record<string, string>) {
  const dist = mkdtempSync(path.join(tmpdir(), 'bluecat-agent-deploy-'));
  folders.push(dist);
  // Only what the operator sets reaches the build, over the committed .env, as in a clean shell: no PUBLIC_*
  // of this process, and not the test runner's NODE_ENV, which would make a development build.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('PUBLIC_') && name !== 'NODE_ENV'),
  );
  const result = spawnSync(process.execPath, [RSBUILD, 'build', '--dist-path', dist], {
    cwd: AGENT,
    env: { ...inherited, DEPLOY_BUILD: '1', ...variables },
    encoding: 'utf8',
    timeout: BUILD_TIMEOUT,
  });
  return { dist, status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The build's scripts, by their path in the build. */
function scriptsUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
}

/** The scripts that hold the accounts file's address, named (not quoted) when a test fails. */
function accountReaders(dir: string): string[] {
  return scriptsUnder(dir).filter((file) =>
    readFileSync(path.join(dir, file), 'utf8').includes(CHANNEL_ACCOUNTS_URL),
  );
}

describe('a build to deploy as the deploy guide says', () => {
  const readme = readmeDeployVariables();

  it(
    'names no channel mode and builds the server mode: no code that reads an account',
    () => {
      expect(Object.keys(readme)).not.toContain('PUBLIC_CHANNEL_LOGIN');
      const build = buildToDeploy(readme);
      expect(build.status, build.output).toBe(0);
      expect(scriptsUnder(build.dist).length).toBeGreaterThan(10);
      expect(accountReaders(build.dist)).toEqual([]);
      expect(readFileSync(path.join(build.dist, CHANNEL_LOGIN_CONF_FILE), 'utf8')).toMatch(
        /^channel_login server;$/m,
      );
    },
    BUILD_TIMEOUT,
  );

  it(
    'is refused with file mode named but not acknowledged, and writes nothing',
    () => {
      const build = buildToDeploy({ ...readme, PUBLIC_CHANNEL_LOGIN: 'file' });
      expect(build.status).not.toBe(0);
      expect(build.output).toContain(
        "PUBLIC_CHANNEL_LOGIN=file serves every silent channel's dealer work number and password to anyone who asks for /config/channels.json",
      );
      expect(build.output).toContain('PUBLIC_CHANNEL_FILE_EXPOSES_DEALER_ACCOUNTS=yes');
      expect(scriptsUnder(build.dist)).toEqual([]);
    },
    BUILD_TIMEOUT,
  );

  it(
    'holds the account-reading code only when file mode is named and acknowledged',
    () => {
      const build = buildToDeploy({
        ...readme,
        PUBLIC_CHANNEL_LOGIN: 'file',
        PUBLIC_CHANNEL_FILE_EXPOSES_DEALER_ACCOUNTS: 'yes',
        PUBLIC_CHANNEL_LINKS: '/phWithoutCodeLoginR8f2Kq9Zt1LwP3m7Vx0Cs5Nb',
      });
      expect(build.status, build.output).toBe(0);
      expect(accountReaders(build.dist).length).toBeGreaterThan(0);
      expect(readFileSync(path.join(build.dist, CHANNEL_LOGIN_CONF_FILE), 'utf8')).toMatch(
        /^channel_login file;$/m,
      );
    },
    BUILD_TIMEOUT,
  );
});
