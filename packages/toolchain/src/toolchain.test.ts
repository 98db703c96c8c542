import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { npmVersionFromUserAgent, toolchainProblem } from './toolchain.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const NODE_LINE = (found: string) =>
  `Node ${found} cannot run this project: it needs Node ^20.19, ^22.12 or >=24. Get it with: nvm install 24`;
const NPM_LINE = (found: string) =>
  `npm ${found} cannot install this project: it needs npm >=10. Get it with: npm install -g npm@11`;

describe('toolchainProblem', () => {
  it.each([
    // Node, npm, the line (undefined: it runs)
    ['v20.19.0', '10.8.2', undefined],
    ['v20.20.2', '11.19.1', undefined],
    ['v22.12.0', '10.9.0', undefined],
    ['v22.23.3', '10.9.9', undefined],
    ['v24.0.0', '11.3.0', undefined],
    ['v24.21.0', '11.19.1', undefined],
    ['v26.1.0', '12.0.0', undefined],
    ['v20.20.2', undefined, undefined],
    ['v20.18.3', '10.8.2', NODE_LINE('20.18.3')],
    ['v18.20.8', '10.8.2', NODE_LINE('18.20.8')],
    ['v16.20.2', '8.19.4', NODE_LINE('16.20.2')],
    ['v0.12.18', '2.15.11', NODE_LINE('0.12.18')],
    ['v21.7.3', '10.5.0', NODE_LINE('21.7.3')],
    ['v22.11.0', '10.9.0', NODE_LINE('22.11.0')],
    ['v23.11.1', '10.9.2', NODE_LINE('23.11.1')],
    ['v20.19.0', '9.9.4', NPM_LINE('9.9.4')],
    ['v22.23.3', '8.19.4', NPM_LINE('8.19.4')],
    ['v22.23.3', 'next', NPM_LINE('next')],
  ])('Node %s with npm %s: %s', (node, npm, line) => {
    expect(toolchainProblem({ node, npm })).toBe(line);
  });
});

describe('npmVersionFromUserAgent', () => {
  it.each([
    ['npm/10.9.9 node/v22.23.3 linux x64 workspaces/false', '10.9.9'],
    ['npm/11.19.1 node/v20.20.2 linux x64 workspaces/false ci/github-actions', '11.19.1'],
    ['yarn/1.22.22 npm/? node/v20.20.2 linux x64', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (userAgent, version) => {
    expect(npmVersionFromUserAgent(userAgent)).toBe(version);
  });
});

describe('scripts/check-toolchain.cjs', () => {
  const run = (userAgent: string) =>
    spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'check-toolchain.cjs')], {
      env: { ...process.env, npm_config_user_agent: userAgent },
      encoding: 'utf8',
    });

  it('says nothing and lets the command go on with this Node and npm 11', () => {
    const result = run(`npm/11.19.1 node/${process.version} linux x64`);
    expect([result.status, result.stdout, result.stderr]).toEqual([0, '', '']);
  });

  it('stops with the one line when npm is too old', () => {
    const result = run(`npm/9.9.4 node/${process.version} linux x64`);
    expect([result.status, result.stdout, result.stderr]).toEqual([1, '', `${NPM_LINE('9.9.4')}\n`]);
  });
});
