import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildFolders, exampleVariables, render } from '../fixtures/nginx-site.ts';

/**
 * deploy/nginx/render.sh and the channel accounts: /config/channels.json is served from AGENT_CONFIG_DIR to
 * anyone who asks, so it may be there only beside an agent build that reads it (PUBLIC_CHANNEL_LOGIN=file, as
 * the build's channel-login.conf says, apps/agent/src/config/channel-login-conf.ts).
 */
const ACCOUNTS = '{ "ph": { "workNo": "QD360101", "passWord": "s3cret" } }\n';

/** What the agent build writes beside its pages, for each mode. */
const channelLoginConf = (mode: 'server' | 'file') =>
  `# Written by the agent build: how its channel pages sign in (PUBLIC_CHANNEL_LOGIN).\nchannel_login ${mode};\n`;

/** Real values for every name of variables.env, with both builds and the accounts folder under `dir`. */
function site(dir: string, agent: { mode?: 'server' | 'file'; accounts: boolean }) {
  buildFolders(dir);
  if (agent.mode) writeFileSync(path.join(dir, 'srv/agent/channel-login.conf'), channelLoginConf(agent.mode));
  mkdirSync(path.join(dir, 'agent-config'));
  if (agent.accounts) writeFileSync(path.join(dir, 'agent-config/channels.json'), ACCOUNTS);
  return {
    ...exampleVariables(),
    HALL_SERVER_NAME: 'hall.bluecat.cn',
    AGENT_SERVER_NAME: 'agent.bluecat.cn',
    API_UPSTREAM: 'https://api.bluecat.cn',
    MAPS_AK: 'k3y',
    CASHIER_ORIGIN: 'https://pay.bluecat.cn',
    HALL_ROOT: path.join(dir, 'srv/hall'),
    AGENT_ROOT: path.join(dir, 'srv/agent'),
    AGENT_CONFIG_DIR: path.join(dir, 'agent-config'),
    BLUECAT_NGINX_DIR: path.join(dir, 'bluecat'),
  };
}

function inFolder(run: (dir: string) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bluecat-render-'));
  try {
    run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const REFUSAL = 'signs channel pages in through the API (server mode) and reads no accounts file';

for (const [build, mode] of [
  ['a server-mode build', 'server'],
  ['a build that names no mode', undefined],
] as const) {
  test(`nothing is rendered that would serve channels.json beside ${build}`, () => {
    inFolder((dir) => {
      const variables = site(dir, { mode, accounts: true });
      for (const args of [[dir], ['--hashes']]) {
        const refused = render(args, variables);
        expect(refused.status, refused.stdout).toBe(1);
        expect(refused.stderr).toContain(REFUSAL);
        expect(refused.stderr).toContain(`${variables.AGENT_CONFIG_DIR}/channels.json`);
      }
      expect(existsSync(path.join(dir, 'conf.d/bluecat.conf'))).toBe(false);
      expect(existsSync(path.join(variables.BLUECAT_NGINX_DIR, 'agent-csp-script-hashes.conf'))).toBe(false);
    });
  });
}

test('a server-mode build without channels.json renders', () => {
  inFolder((dir) => {
    const rendered = render([dir], site(dir, { mode: 'server', accounts: false }));
    expect(rendered.status, rendered.stderr).toBe(0);
    expect(existsSync(path.join(dir, 'conf.d/bluecat.conf'))).toBe(true);
  });
});

test('a file-mode build renders with its channels.json', () => {
  inFolder((dir) => {
    const variables = site(dir, { mode: 'file', accounts: true });
    for (const args of [[dir], ['--hashes']]) {
      const rendered = render(args, variables);
      expect(rendered.status, rendered.stderr).toBe(0);
    }
    expect(existsSync(path.join(dir, 'conf.d/bluecat.conf'))).toBe(true);
  });
});
