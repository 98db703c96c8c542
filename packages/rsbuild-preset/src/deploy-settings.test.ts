import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { demoSettingProblems, parseDotenv } from './deploy-settings.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const demoDefaults = (app: string) => parseDotenv(readFileSync(path.join(ROOT, 'apps', app, '.env'), 'utf8'));

describe('parseDotenv', () => {
  it('reads NAME=value lines, unquoted, without comments', () => {
    expect(
      parseDotenv('# a comment\nPUBLIC_A=1\n\nPUBLIC_B="two words"\nPUBLIC_C=\n  PUBLIC_D = x \n'),
    ).toEqual({
      PUBLIC_A: '1',
      PUBLIC_B: 'two words',
      PUBLIC_C: '',
      PUBLIC_D: 'x',
    });
  });
});

describe('demoSettingProblems', () => {
  const hallProduction = {
    PUBLIC_WECHAT_APP_ID: 'wx0123456789abcdef',
    PUBLIC_OAUTH_AUTHORIZE_URL: 'https://open.weixin.qq.com/connect/oauth2/authorize',
    PUBLIC_SERVICE_CHAT_URL: 'https://kf.bluecat.example.cn/chat',
    PUBLIC_API_BASE: '',
  };

  it('lists every demo default the hall build would keep', () => {
    expect(demoSettingProblems(demoDefaults('hall'), demoDefaults('hall'))).toEqual([
      'PUBLIC_WECHAT_APP_ID still has the demo value "wxdemo0000000000"',
      'PUBLIC_OAUTH_AUTHORIZE_URL still has the demo value "/__demo/oauth-authorize"',
      'PUBLIC_SERVICE_CHAT_URL still has the demo value "/__demo/service-chat"',
    ]);
  });

  it('has nothing to list for the agent, whose demo runs the production default (server mode)', () => {
    expect(demoSettingProblems(demoDefaults('agent'), demoDefaults('agent'))).toEqual([]);
  });

  it('passes production settings, an empty API base (same origin) and no service chat', () => {
    expect(demoSettingProblems(hallProduction, demoDefaults('hall'))).toEqual([]);
    expect(
      demoSettingProblems({ ...hallProduction, PUBLIC_SERVICE_CHAT_URL: '' }, demoDefaults('hall')),
    ).toEqual([]);
  });

  it.each([
    ['PUBLIC_SERVICE_CHAT_URL', '/__demo/another-chat'],
    ['PUBLIC_OAUTH_AUTHORIZE_URL', '/__demo/oauth-authorize-v2'],
  ])('refuses %s at a stand-in page (%s), even one the demo does not name', (name, value) => {
    expect(demoSettingProblems({ ...hallProduction, [name]: value }, demoDefaults('hall'))).toEqual([
      `${name} points at a demo stand-in page ("${value}"), which production does not serve`,
    ]);
  });
});

describe('demoSettingProblems on a list setting, entry by entry', () => {
  // A file-mode demo's channel links: a list whose entries each stay a demo value wherever they move.
  const demo = {
    PUBLIC_CHANNEL_LINKS:
      '/DxWithoutCodeLoginDemo7Qk2Vx9Lm4Tz8Rb, /YhWithoutCodeLoginDemo3Hf6Wn1Pc5Js0Ge, /phWithoutCodeLoginDemo5Bt9Ce1Rg6Zw2Lh, /HgxhWithoutCodeLoginDemo2Cv8Jn4Xe7Sr0Gm',
  };
  const demoLinks = demo.PUBLIC_CHANNEL_LINKS.split(/[\s,]+/).filter(Boolean);
  const [dx = '', yh = '', ...rest] = demoLinks;
  const real = ['/DxWithoutCodeLoginR8f2Kq9Zt1Lw6Hm3Xa', '/YhWithoutCodeLoginP3m7Vx0Cs5Nb9Tg2Ej'];
  const whole = `PUBLIC_CHANNEL_LINKS still has the demo value "${demo.PUBLIC_CHANNEL_LINKS}"`;

  it.each([
    // what the operator set, what the check says
    ['the demo value as committed', demo.PUBLIC_CHANNEL_LINKS, [whole]],
    ['the demo links without spaces', demoLinks.join(','), [whole]],
    ['the demo links separated by spaces only', demoLinks.join(' '), [whole]],
    ['the demo links in another order', [...demoLinks].reverse().join(', '), [whole]],
    [
      'one demo link among real ones',
      [...real, dx].join(', '),
      [`PUBLIC_CHANNEL_LINKS still holds demo entries: ${dx}`],
    ],
    [
      'two demo links among real ones, one twice',
      [yh, ...real, dx, yh].join(' , '),
      [`PUBLIC_CHANNEL_LINKS still holds demo entries: ${yh}, ${dx}`],
    ],
    [
      'all demo links but one',
      [yh, ...rest].join(', '),
      [`PUBLIC_CHANNEL_LINKS still holds demo entries: ${[yh, ...rest].join(', ')}`],
    ],
    ['real links only', real.join(', '), []],
    [
      'a stand-in page among real links',
      [...real, '/__demo/login'].join(', '),
      [
        `PUBLIC_CHANNEL_LINKS points at a demo stand-in page ("${[...real, '/__demo/login'].join(', ')}"), which production does not serve`,
      ],
    ],
  ])('%s', (_case, links, problems) => {
    expect(demoSettingProblems({ ...demo, PUBLIC_CHANNEL_LINKS: links }, demo)).toEqual(problems);
  });
});

describe('a build to deploy', () => {
  it('fails before compiling and lists what to set when the hall keeps its demo settings', () => {
    const rsbuild = path.join(
      path.dirname(createRequire(import.meta.url).resolve('@rsbuild/core/package.json')),
      'bin/rsbuild.js',
    );
    const result = spawnSync(process.execPath, [rsbuild, 'build'], {
      cwd: path.join(ROOT, 'apps/hall'),
      env: { ...process.env, DEPLOY_BUILD: '1', PUBLIC_WECHAT_APP_ID: 'wx0123456789abcdef' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    const output = `${result.stdout}${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain(
      'A build to deploy cannot keep demo settings (apps/hall/.env holds the demo defaults)',
    );
    expect(output).toContain(
      '- PUBLIC_OAUTH_AUTHORIZE_URL still has the demo value "/__demo/oauth-authorize"',
    );
    expect(output).toContain('- PUBLIC_SERVICE_CHAT_URL still has the demo value "/__demo/service-chat"');
    // The build environment wins over .env: the app id set above is not listed.
    expect(output).not.toContain('PUBLIC_WECHAT_APP_ID');
  });
});
