/**
 * Where the repository is and how its installed CLIs run, for the scripts. Node's own modules only: the
 * commands that install what is missing (test.mjs, e2e.mjs) import it before the install.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A package's CLI as a JS file, run with this Node: no shell, no npx lookup, same on every OS. */
export function binScript(name) {
  return realpathSync(path.join(ROOT, 'node_modules', '.bin', name));
}
