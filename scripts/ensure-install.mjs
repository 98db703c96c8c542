#!/usr/bin/env node
/**
 * Installs dependencies when they are missing or older than the lockfile, so a fresh clone needs
 * only `npm start` / `npm test`. `npm ci` cannot be used: the lockfile cannot list other platforms'
 * optional binaries (the registry answers 404 for them), which `npm ci` insists on.
 *
 * The committed lockfile is the one npm 11 writes. npm 10 (Node 20's and 22's) rewrites it without the `libc`
 * fields it cannot write, and installs the same packages: that rewrite is undone, so the tree stays as
 * committed. Any other rewrite is a lockfile that does not match package.json, which the gate refuses.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// By file: this is the install step itself, run before any workspace is linked.
import { differsOnlyInWhatNpm10CannotWrite } from '../packages/toolchain/src/lockfile.mjs';
// By file, as above.
import { npmVersionFromUserAgent } from '../packages/toolchain/src/toolchain.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCKFILE = path.join(ROOT, 'package-lock.json');
/** npm writes this after every install: its age says when node_modules last matched the lockfile. */
const INSTALLED = path.join(ROOT, 'node_modules', '.package-lock.json');

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** @returns {string | undefined} why an install is needed */
export function installReason() {
  const installed = mtime(INSTALLED);
  if (installed === undefined) return 'node_modules is missing';
  const lock = mtime(LOCKFILE);
  if (lock !== undefined && lock > installed) return 'package-lock.json is newer than node_modules';
  return undefined;
}

function readLockfile() {
  try {
    return readFileSync(LOCKFILE, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The npm that runs this script (`npm start` → npm's own CLI file, run with this Node), else `npm` on PATH,
 * with its version when it is known.
 */
export function npmCommand() {
  const execPath = process.env.npm_execpath;
  const version = npmVersionFromUserAgent(process.env.npm_config_user_agent);
  if (execPath && /npm-cli\.c?js$/.test(execPath)) {
    return { command: process.execPath, prefix: [execPath], version };
  }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const probe =
    version ??
    spawnSync(npm, ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' }).stdout;
  return { command: npm, prefix: [], version: probe?.trim() || undefined };
}

/**
 * Runs `npm install` when needed; throws when it fails. With `lockfileUnchanged` (the gate), it also
 * throws when the install rewrote package-lock.json: the committed lockfile must be the one npm writes,
 * or a fresh clone starts with a changed tree.
 * @param {{ lockfileUnchanged?: boolean }} [options]
 */
export function ensureInstall({ lockfileUnchanged = false } = {}) {
  const reason = installReason();
  if (!reason) {
    process.stdout.write('dependencies are installed and match package-lock.json\n');
    return;
  }
  process.stdout.write(`${reason}: running npm install\n`);
  const lockBefore = readLockfile();
  const npm = npmCommand();
  const result = spawnSync(
    npm.command,
    // No dependency's install script runs, under npm 10 as under npm 11: the project's .npmrc says so.
    [...npm.prefix, 'install', '--no-audit', '--no-fund'],
    { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' },
  );
  if (result.error) throw new Error(`npm install could not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`npm install failed (exit ${result.status ?? result.signal})`);
  const who = npm.version ? `npm ${npm.version}` : 'npm';
  const lockAfter = readLockfile();
  let changed = lockBefore !== undefined && lockAfter !== lockBefore;
  if (changed && lockBefore !== undefined && lockAfter !== undefined) {
    if (differsOnlyInWhatNpm10CannotWrite(lockBefore, lockAfter)) {
      writeFileSync(LOCKFILE, lockBefore);
      changed = false;
      process.stdout.write(
        `${who} left out the lockfile's libc fields, which it cannot write: package-lock.json is back as committed (the same packages)\n`,
      );
    }
  }
  // npm may rewrite package-lock.json (formatting, resolved fields) after writing node_modules:
  // mark the install as the newer of the two so the next run does not install again.
  const now = new Date();
  utimesSync(INSTALLED, now, now);
  if (lockfileUnchanged && changed) {
    throw new Error(
      `${who} install changed package-lock.json beyond what npm 10 cannot write: commit the lockfile as npm 11 writes it (git diff package-lock.json)`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    ensureInstall();
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
