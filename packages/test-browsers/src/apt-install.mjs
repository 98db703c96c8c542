/**
 * Debian packages the checks need (Chromium and a CJK font, nginx, Chromium 69's libraries) are
 * installed where the machine lets us: as root, with apt-get, without prompts. Anywhere else nothing is
 * installed and the error says what to run instead.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';

/** Debian's hook that invoke-rc.d asks before it starts a service a package installed. */
const POLICY = '/usr/sbin/policy-rc.d';

/** Runs a command with its output shown, and throws when it fails. */
function run(command, args) {
  process.stdout.write(`$ ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/**
 * @param {string[]} packages
 * @param {object} options
 * @param {string} options.purpose  what needs them, to finish "… is needed for <purpose>."
 * @param {string} [options.otherwise]  the way round an install, e.g. an environment variable to set
 * @param {boolean} [options.startsNoService]  the package would start a system service (nginx): it is
 *   installed under a policy that forbids service starts, since the checks run their own
 */
export function aptInstall(packages, { purpose, otherwise, startsNoService = false }) {
  const list = packages.join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      [
        `${packages.join(' and ')} ${packages.length > 1 ? 'are' : 'is'} needed for ${purpose}.`,
        hasApt
          ? `Install as root: apt-get update && apt-get install -y ${list}`
          : `Install ${list} with the system package manager${otherwise ? ',' : '.'}`,
        otherwise,
      ]
        .filter(Boolean)
        .join('\n'),
    );
  }
  // 101 = "action forbidden": invoke-rc.d starts no service while the packages install.
  const ownPolicy = startsNoService && !existsSync(POLICY);
  if (ownPolicy) writeFileSync(POLICY, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', ...packages]);
  } finally {
    if (ownPolicy) rmSync(POLICY, { force: true });
  }
}
