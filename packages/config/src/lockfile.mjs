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
