#!/usr/bin/env node
/**
 * Installs dependencies when they are missing or older than the lockfile, so a fresh clone needs
 * only `npm start` / `npm test`. `npm ci` cannot be used: the lockfile cannot list other platforms'
 * optional binaries (the registry answers 404 for them), which `npm ci` insists on.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], {
    cwd: ROOT,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.error) throw new Error(`npm install could not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`npm install failed (exit ${result.status ?? result.signal})`);
  // npm may rewrite package-lock.json (formatting, resolved fields) after writing node_modules:
  // mark the install as the newer of the two so the next run does not install again.
  const now = new Date();
  utimesSync(INSTALLED, now, now);
  if (lockfileUnchanged && lockBefore !== undefined && readLockfile() !== lockBefore) {
    throw new Error(
      'npm install changed package-lock.json: commit the lockfile as npm writes it (git diff package-lock.json)',
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
