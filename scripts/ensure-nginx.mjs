#!/usr/bin/env node
/**
 * The `nginx` end-to-end project serves the builds with Debian's nginx and the configuration in
 * deploy/nginx. When `nginx` is missing and we run as root, `apt-get install -y nginx` installs it;
 * otherwise we stop with the command to run (NGINX_PATH points at another binary).
 *
 * Debian's package starts a system nginx on port 80 where the init system lets it. The tests never use
 * that service: they start their own nginx with `-p <prefix> -c <conf>` on loopback ports. So the install
 * runs with a policy-rc.d that forbids service starts, and a service the package started anyway is stopped.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall } from '@bluecat/test-browsers/apt-install';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

/** @returns {string | undefined} the nginx binary, from NGINX_PATH, PATH or the usual places */
export function findNginx() {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : undefined;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  const onPath = which.status === 0 ? which.stdout.trim() : '';
  if (onPath) return onPath;
  return CANDIDATES.find((file) => existsSync(file));
}

/** Stops the system nginx the package may have started (its pid file is the package's default). */
function stopServiceStartedByInstall(binary) {
  const pidFile = '/run/nginx.pid';
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return;
  process.stdout.write(`stopping the system nginx (pid ${pid}) the package started\n`);
  spawnSync(binary, ['-s', 'stop'], { stdio: 'inherit' });
}

/** @returns {string} the nginx executable */
export function ensureNginx() {
  const found = findNginx();
  if (found) {
    process.stdout.write(`nginx: ${found}\n`);
    return found;
  }
  if (process.env.NGINX_PATH) throw new Error(`NGINX_PATH=${process.env.NGINX_PATH} does not exist`);
  aptInstall(['nginx'], {
    purpose: 'the end-to-end tests of deploy/nginx',
    otherwise: 'or point NGINX_PATH at an nginx binary.',
    startsNoService: true,
  });
  const installed = findNginx();
  if (!installed) throw new Error('nginx was installed but cannot be found');
  stopServiceStartedByInstall(installed);
  process.stdout.write(`nginx: ${installed}\n`);
  return installed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    ensureNginx();
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
