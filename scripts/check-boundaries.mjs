#!/usr/bin/env node
/**
 * Part of the lint stage: the one-way arrows between apps, features, lib and packages, checked on every
 * import by where it lands (@bluecat/boundaries check.mjs says which). `node scripts/check-boundaries.mjs
 * [<root>]` checks another tree of the same shape.
 */
import path from 'node:path';
import { boundaryProblems, formatProblems } from '@bluecat/boundaries/check';
import { ROOT } from './repo.mjs';

const root = path.resolve(process.argv[2] ?? ROOT);
const problems = boundaryProblems(root);
if (problems.length > 0) {
  process.stderr.write(
    `${formatProblems(problems).join('\n')}\n\n${problems.length} import(s) against the arrows\n`,
  );
  process.exit(1);
}
process.stdout.write('boundaries: every import follows the arrows\n');
