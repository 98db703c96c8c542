import { isDeepStrictEqual } from 'node:util';

/**
 * What npm 10 leaves out when it rewrites a lockfile npm 11 wrote: the `libc` of each platform binary
 * (`glibc` / `musl`), which npm 11 records and npm 10 does not write. Node 22 ships npm 10.
 */
export const FIELDS_NPM_10_CANNOT_WRITE = ['libc'];

/**
 * True when `written` is `committed`, or `committed` less the fields npm 10 cannot write: the same packages, versions and
 * integrity, so the committed bytes can be put back without changing what is installed.
 * @param {string} committed
 * @param {string} written
 */
export function differsOnlyInWhatNpm10CannotWrite(committed, written) {
  let before;
  let after;
  try {
    before = JSON.parse(committed);
    after = JSON.parse(written);
  } catch {
    return false;
  }
  if (isDeepStrictEqual(before, after)) return true;
  for (const entry of Object.values(before.packages ?? {})) {
    for (const field of FIELDS_NPM_10_CANNOT_WRITE) delete entry[field];
  }
  return isDeepStrictEqual(before, after);
}

/**
 * The package a lockfile entry installs: its `name` when the entry is an alias, else the path after the
 * last `node_modules/` (`node_modules/a/node_modules/@s/b` is `@s/b`).
 * @param {string} location
 * @param {{ name?: string }} entry
 */
function packageNameOf(location, entry) {
  if (typeof entry.name === 'string') return entry.name;
  const at = location.lastIndexOf('node_modules/');
  return at === -1 ? location : location.slice(at + 'node_modules/'.length);
}

/**
 * Whether an `allowScripts` key (`name`, or `name@1.0.0 || 1.0.1` as npm 11 accepts) names this package.
 * @param {string} key
 * @param {string} name
 * @param {string | undefined} version
 */
function keyNames(key, name, version) {
  const split = key.indexOf('@', 1);
  if (split === -1) return key === name;
  if (key.slice(0, split) !== name) return false;
  const versions = key
    .slice(split + 1)
    .split('||')
    .map((part) => part.trim());
  return versions.includes('*') || (version !== undefined && versions.includes(version));
}

/**
 * Every package of the lockfile that has an install script and that `allowScripts` does not name, as
 * `name@version`. `.npmrc` runs none of them (`ignore-scripts`); listing each one in `allowScripts` keeps
 * the choice written down per package, and a new one fails this check until someone has looked at it.
 * @param {string} lockfile package-lock.json's text
 * @param {Record<string, boolean> | undefined} allowScripts package.json's field
 * @returns {string[]}
 */
export function installScriptsNotListed(lockfile, allowScripts) {
  const { packages = {} } = JSON.parse(lockfile);
  const keys = Object.keys(allowScripts ?? {});
  /** @type {string[]} */
  const unlisted = [];
  for (const [location, entry] of Object.entries(packages)) {
    // The root and the workspaces ('', apps/hall, packages/ui) are this project's own.
    if (!entry.hasInstallScript || !location.includes('node_modules/') || entry.link) continue;
    const name = packageNameOf(location, entry);
    if (!keys.some((key) => keyNames(key, name, entry.version))) unlisted.push(`${name}@${entry.version}`);
  }
  return unlisted;
}
