#!/usr/bin/env node
// biome-ignore-all lint/suspicious/noVar: this runs first, on whatever Node the newcomer has: plain ES5.
// biome-ignore-all lint/style/useTemplate: same reason.
'use strict';

/**
 * The first thing `npm start`, `npm test` and the builds run: stops in one line when this Node or npm cannot
 * run the project, naming the version found, the version needed and the command that gets it.
 * CommonJS without a dependency, so it loads before any install and on a Node too old for the rest.
 */
// By file: this runs before the install, when no workspace is linked yet.
var toolchain = require('../packages/toolchain/src/toolchain.cjs');

var problem = toolchain.toolchainProblem({
  node: process.version,
  npm: toolchain.npmVersionFromUserAgent(process.env.npm_config_user_agent),
});
if (problem) {
  process.stderr.write(problem + '\n');
  process.exit(1);
}
