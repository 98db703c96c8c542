/**
 * Chromium 69, the oldest engine the apps target (Chrome/Android ≥ 69), from the npm registry:
 * chrome-aws-lambda ships it brotli-packed; Node's zlib unpacks it into node_modules/.cache on first
 * use. Its headless build links only NSS, NSPR, expat and libuuid, which Debian's chromium (installed by
 * scripts/ensure-chromium.mjs) brings; on a machine without them they are installed as root with apt-get.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { aptInstall } from '@bluecat/test-browsers/apt-install';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const VERSION = '69.0.3494.0';
const BINARY = path.join(ROOT, 'node_modules', '.cache', `chromium-${VERSION}`, 'chromium');

/** Launch flags this build needs to run headless as root in a container. */
export const CHROMIUM_69_ARGS = Object.freeze([
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--no-zygote',
  '--single-process',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--no-first-run',
]);

/** The Debian package of each library the binary links beyond glibc. */
const LIBRARY_PACKAGES = {
  'libnss3.so': 'libnss3',
  'libnssutil3.so': 'libnss3',
  'libnspr4.so': 'libnspr4',
  'libexpat.so.1': 'libexpat1',
  'libuuid.so.1': 'libuuid1',
};

function unpack() {
  const require = createRequire(import.meta.url);
  const packed = path.join(
    path.dirname(require.resolve('chrome-aws-lambda/package.json')),
    'bin',
    `chromium-${VERSION}.br`,
  );
  process.stdout.write(`unpacking Chromium ${VERSION} into ${path.relative(ROOT, BINARY)}\n`);
  mkdirSync(path.dirname(BINARY), { recursive: true });
  // Written beside and renamed, so an interrupted unpack never leaves a half binary in place.
  const partial = `${BINARY}.partial`;
  writeFileSync(partial, brotliDecompressSync(readFileSync(packed)));
  chmodSync(partial, 0o755);
  renameSync(partial, BINARY);
}

/** @returns {string[]} the Debian packages of the libraries the dynamic linker cannot find */
function missingPackages() {
  const ldd = spawnSync('ldd', [BINARY], { encoding: 'utf8' });
  if (ldd.error) return [];
  const missing = [...ldd.stdout.matchAll(/^\s*(\S+) => not found/gm)].map((match) => match[1] ?? '');
  return [...new Set(missing.map((library) => LIBRARY_PACKAGES[library] ?? library))];
}

/** @returns {string} the Chromium 69 executable, unpacked and runnable */
export function ensureChromium69() {
  if (!existsSync(BINARY)) unpack();
  const packages = missingPackages();
  if (packages.length > 0) aptInstall(packages, { purpose: `Chromium ${VERSION}, the old-engine stage` });
  return BINARY;
}
