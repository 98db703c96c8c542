import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * turbo replays a cached build when the build's hash is unchanged, and it hashes only files git tracks
 * unless the task lists others. An operator's settings live in `apps/<app>/.env.local`, which git ignores:
 * a change there must change the hash, or `npm run build:deploy` ships the previous build. This checks the
 * repository's turbo.json in a small repository of the same shape (turbo's dry run prints each hash).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TURBO = realpathSync(path.join(ROOT, 'node_modules', '.bin', 'turbo'));
const COPIED = [
  'package.json',
  'package-lock.json',
  'turbo.json',
  '.gitignore',
  'apps/hall/package.json',
  'apps/hall/.env',
];

let repo = '';
/** The hall build's hash with nothing but the committed files and an empty build environment. */
let baseline = '';
const inRepo = (...parts: string[]) => path.join(repo, ...parts);

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DEPLOY_BUILD: '', ...env },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

/** The hash of the hall's build and the files it was made from, as `turbo run build --dry=json` gives them. */
function hallBuild(env: Record<string, string> = {}) {
  const dry = JSON.parse(
    run(process.execPath, [TURBO, 'run', 'build', '--dry=json', '--filter=@bluecat/hall'], env),
  ) as { tasks: Array<{ taskId: string; hash: string; inputs: Record<string, string> }> };
  const task = dry.tasks.find((entry) => entry.taskId === '@bluecat/hall#build');
  if (!task) throw new Error('turbo planned no build for the hall');
  return { hash: task.hash, inputs: Object.keys(task.inputs) };
}

beforeAll(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'bluecat-build-key-'));
  for (const file of COPIED) {
    mkdirSync(path.dirname(inRepo(file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), inRepo(file));
  }
  mkdirSync(inRepo('apps/hall/src'));
  writeFileSync(inRepo('apps/hall/src/main.ts'), 'export {};\n');
  run('git', ['init', '-q']);
  run('git', ['add', '-A']);
  run('git', ['-c', 'user.name=build', '-c', 'user.email=build@example.com', 'commit', '-qm', 'hall']);
  baseline = hallBuild().hash;
}, 60_000);

afterAll(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe('the build cache key', () => {
  it('changes when apps/<app>/.env.local is written or edited, though git ignores it', () => {
    expect(run('git', ['check-ignore', 'apps/hall/.env.local']).trim()).toBe('apps/hall/.env.local');
    writeFileSync(inRepo('apps/hall/.env.local'), 'PUBLIC_WECHAT_APP_ID=wx0123456789abcdef\n');
    const written = hallBuild();
    writeFileSync(inRepo('apps/hall/.env.local'), 'PUBLIC_WECHAT_APP_ID=wxfedcba9876543210\n');
    const edited = hallBuild();
    rmSync(inRepo('apps/hall/.env.local'));
    expect(written.inputs).toContain('.env.local');
    expect(new Set([baseline, written.hash, edited.hash]).size).toBe(3);
    expect(hallBuild().hash).toBe(baseline);
  });

  it.each([['.env.production.local'], ['.env.production']])('changes with %s', (file) => {
    writeFileSync(inRepo('apps/hall', file), 'PUBLIC_SERVICE_CHAT_URL=https://kf.example.cn/chat\n');
    const written = hallBuild();
    rmSync(inRepo('apps/hall', file));
    expect(written.hash).not.toBe(baseline);
  });

  it.each([
    ['DEPLOY_BUILD', '1'],
    ['PUBLIC_CHANNEL_LINKS', '/DxWithoutCodeLoginR8f2Kq9Zt1Lw6Hm3Xa'],
    ['PUBLIC_ASSET_PREFIX', 'https://cdn.example.com/hall/'],
  ])('changes with the build environment’s %s', (name, value) => {
    expect(hallBuild({ [name]: value }).hash).not.toBe(baseline);
  });

  it('stays the same for the build’s own output, which git ignores', () => {
    mkdirSync(inRepo('apps/hall/dist'), { recursive: true });
    writeFileSync(inRepo('apps/hall/dist/index.html'), '<!doctype html>\n');
    expect(hallBuild().hash).toBe(baseline);
  });
});
