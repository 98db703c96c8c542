// biome-ignore-all lint/suspicious/noVar: the first check a newcomer's Node runs must parse on any Node, however old.
// biome-ignore-all lint/style/useTemplate: same reason.
'use strict';

/**
 * Which Node and npm can run the project, decided before anything else loads (scripts/check-toolchain.cjs):
 * a version that cannot work is named in one line with the command that gets a working one.
 *
 * Node: ^20.19, ^22.12 or >=24, what the build tools ask for (Rsbuild and Redocly need ^20.19 || >=22.12;
 * vitest leaves out the odd majors 21 and 23). npm: 10 or newer, what those Nodes ship; npm 10 cannot
 * write the lockfile's `libc` fields, which scripts/ensure-install.mjs allows for.
 *
 * Plain ES5 in CommonJS: a Node too old for the project must still parse this file to say so.
 */

var NODE_NEEDED = '^20.19, ^22.12 or >=24';
var NODE_FIX = 'nvm install 24';
var NPM_NEEDED = '>=10';
var NPM_FIX = 'npm install -g npm@11';

/** "v20.19.1" or "20.19.1" → [20, 19, 1]; undefined when it is not a version. */
function parseVersion(text) {
  var match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(text || '').trim());
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function nodeWorks(version) {
  var major = version[0];
  var minor = version[1];
  if (major === 20) return minor >= 19;
  if (major === 22) return minor >= 12;
  return major >= 24;
}

/** The npm version in npm's user agent ("npm/10.9.9 node/v22.23.3 linux x64 …"), which it gives every script. */
function npmVersionFromUserAgent(userAgent) {
  var match = /(?:^|\s)npm\/(\d+\.\d+\.\d+)/.exec(String(userAgent || ''));
  return match ? match[1] : undefined;
}

/**
 * The one line that says why this Node or npm cannot run the project, or undefined when they can.
 * An npm version that is unknown (a script started with plain `node`) is not judged.
 * @param {{ node: string; npm?: string }} found
 * @returns {string | undefined}
 */
function toolchainProblem(found) {
  var node = parseVersion(found.node);
  if (!node || !nodeWorks(node)) {
    return (
      'Node ' +
      String(found.node).replace(/^v/, '') +
      ' cannot run this project: it needs Node ' +
      NODE_NEEDED +
      '. Get it with: ' +
      NODE_FIX
    );
  }
  if (found.npm === undefined) return undefined;
  var npm = parseVersion(found.npm);
  if (!npm || npm[0] < 10) {
    return (
      'npm ' +
      found.npm +
      ' cannot install this project: it needs npm ' +
      NPM_NEEDED +
      '. Get it with: ' +
      NPM_FIX
    );
  }
  return undefined;
}

module.exports = {
  npmVersionFromUserAgent: npmVersionFromUserAgent,
  parseVersion: parseVersion,
  toolchainProblem: toolchainProblem,
};
