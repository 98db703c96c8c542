// Contract gate and client generation.
//   node scripts/contract.mjs          (npm run contract) lint, check the operations, fail on drift
//   node scripts/contract.mjs --write  (npm run generate) the same checks, then rewrite the generated files
// Generated: packages/api/src/schema.gen.ts (openapi-typescript) and packages/api/src/calls.gen.ts with
// packages/api/src/calls/<name>.gen.ts (one module per call), and packages/api/src/testing/answers.gen.json
// (every operation's named examples, for the unit tests).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  checkScenarios,
  operationsOf as consoleOperations,
  readScenarios,
} from '@bluecat/mock-console/catalogue';
import openapiTS, { astToString } from 'openapi-typescript';
import { answerShapeOf } from './answer-shapes.mjs';
import { dynamicAnswers, runCorpus } from './contract-corpus.mjs';
import { contractAnswers, renderAnswers } from './contract-examples.mjs';
import { bundleContract } from './contract-read.mjs';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT = path.join(ROOT_DIR, 'openapi/openapi.yaml');
const LINT_CONFIG = path.join(ROOT_DIR, 'redocly.yaml');
const BIN = path.join(ROOT_DIR, 'node_modules/.bin');
const SCHEMA_FILE = path.join(ROOT_DIR, 'packages/api/src/schema.gen.ts');
const CALLS_FILE = path.join(ROOT_DIR, 'packages/api/src/calls.gen.ts');
const CALLS_DIR = path.join(ROOT_DIR, 'packages/api/src/calls');
/** The contract's answers for the unit tests' fetch stub (@bluecat/api/testing); no app code imports it. */
const ANSWERS_FILE = path.join(ROOT_DIR, 'packages/api/src/testing/answers.gen.json');
/** Where `npm start`, the journeys and the bench answer `/__demo/<name>` (@bluecat/demo-host static-server.mjs). */
const DEMO_DIRS = ['apps/hall/demo', 'apps/agent/demo'].map((dir) => path.join(ROOT_DIR, dir));
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** The gateway sends POST with a JSON body, and GET with query parameters; nothing else. */
const GATEWAY_METHODS = new Set(['get', 'post']);
/** A call name is exported under itself from a module of its own: a plain identifier, not a reserved word. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const RESERVED_WORDS = new Set(
  `await break case catch class const continue debugger default delete do else enum export extends false
  finally for function if implements import in instanceof interface let new null package private protected
  public return static super switch this throw true try typeof var void while with yield`.split(/\s+/),
);
const isCallName = (name) => IDENTIFIER.test(name) && !RESERVED_WORDS.has(name);

const write = process.argv.includes('--write');
/** Dynamic answers made per operation (Prefer: seed=contract-1 …): enough to vary lists and branches, quick. */
const DYNAMIC_SEEDS = 3;
const relative = (file) => path.relative(ROOT_DIR, file);

/** Child tools run quietly: no usage reports, no update notices. */
const TOOL_ENV = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  DO_NOT_TRACK: '1',
};

function lint() {
  const result = spawnSync(
    path.join(BIN, 'redocly'),
    ['lint', relative(CONTRACT), '--config', relative(LINT_CONFIG), '--format', 'stylish'],
    { cwd: ROOT_DIR, env: TOOL_ENV, encoding: 'utf8' },
  );
  if (result.error) throw result.error;
  // Redocly prints a boxed Node-version notice on every run; it says nothing about the contract.
  const output = `${result.stdout}${result.stderr}`
    .split('\n')
    .filter((line) => !/^\s*[╔║╚]/.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (output) console.log(output);
  return result.status === 0;
}

/** Redocly's bundler, the one openapi-typescript resolves split files with: both generated files come from one reading. */
const readContract = () => bundleContract();

/** Every operation in contract order, with the path and method it answers on. */
function operationsOf(contract) {
  const operations = [];
  for (const [pathName, item] of Object.entries(contract.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation) operations.push({ pathName, method, operation });
    }
  }
  return operations;
}

/** The rules a test relies on: a name to call, a `success` example to start from, a 500 to fall back to. */
function checkOperations(operations) {
  const offenders = [];
  const names = new Map();
  const claim = (name, where) => {
    const previous = names.get(name);
    if (previous) offenders.push(`${where}: call name ${name} is already used by ${previous}`);
    else names.set(name, where);
    if (!isCallName(name)) offenders.push(`${where}: call name ${name} is not a JavaScript name`);
  };
  for (const { pathName, method, operation } of operations) {
    const where = `${method.toUpperCase()} ${pathName}`;
    if (!GATEWAY_METHODS.has(method)) offenders.push(`${where}: the gateway only sends GET or POST`);
    if (typeof operation.operationId !== 'string' || operation.operationId === '') {
      offenders.push(`${where}: no operationId`);
    } else {
      claim(operation.operationId, where);
    }
    const aliases = operation['x-call-names'];
    if (aliases !== undefined) {
      if (!Array.isArray(aliases) || aliases.some((alias) => typeof alias !== 'string' || alias === '')) {
        offenders.push(`${where}: x-call-names must be a list of call names`);
      } else {
        for (const alias of aliases) claim(alias, where);
      }
    }
    const examples = operation.responses?.['200']?.content?.['application/json']?.examples;
    const first = examples ? Object.keys(examples)[0] : undefined;
    if (first !== 'success') {
      offenders.push(`${where}: the first 200 example must be named success (found ${first ?? 'none'})`);
    }
    if (!operation.responses?.['500']) offenders.push(`${where}: no '500' response`);
  }
  return offenders;
}

/** The stand-in pictures (`/__demo/<name>.svg`) the contract's examples name that no app's demo folder holds. */
function missingDemoPictures(contract) {
  const named = new Set(JSON.stringify(contract).match(/\/__demo\/[\w-]+\.svg/g) ?? []);
  return [...named].filter(
    (address) => !DEMO_DIRS.some((dir) => existsSync(path.join(dir, address.slice('/__demo/'.length)))),
  );
}

const HEADER = (what) =>
  `/**\n * ${what}\n * Generated by \`npm run generate\` from openapi/openapi.yaml. Do not edit by hand: change the\n * contract and regenerate; \`npm run contract\` fails when this file and the contract disagree.\n */\n\n`;

async function renderSchema() {
  const ast = await openapiTS(pathToFileURL(CONTRACT), { silent: true });
  return `${HEADER('TypeScript types of every operation in the contract (openapi-typescript).')}${astToString(ast)}`;
}

const commentSafe = (text) => String(text).replace(/\*\//g, '*\\/').replace(/\s+/g, ' ').trim();

/**
 * The gateway's calls: each operationId, plus the x-call-names that share its operation. Each operation is
 * a module of its own, named after its path (calls/wechat/memberInfo.gen.ts): a module lands whole in one
 * file of a build, so one table would put every call into each app's entry; apart, a page's files carry
 * the calls its code makes and no more. calls.gen.ts re-exports them (`import * as calls from
 * '@bluecat/api/calls'`) and holds the table and the operation behind each name, for the types, the tests
 * and the tools.
 */
function renderCalls(operations) {
  const modules = [];
  const reexports = [];
  const imports = [];
  const names = [];
  const operationOf = [];
  for (const { pathName, method, operation } of operations) {
    const { operationId } = operation;
    if (typeof operationId !== 'string' || !GATEWAY_METHODS.has(method)) continue;
    // Calls outside the envelope (the /api-baidu city lookup) are typed in schema.gen.ts but are not
    // gateway calls.
    if (operation['x-gateway'] === false) continue;
    const aliases = Array.isArray(operation['x-call-names']) ? operation['x-call-names'] : [];
    const module = `./calls/${pathName.replace(/^\/api\//, '').replace(/[^\w/-]/g, '_')}.gen.ts`;
    // What a success answer's data must hold to be read (@bluecat/api answer-shape.ts); the gateway checks it.
    const answer = answerShapeOf(operation);
    const definitions = [operationId, ...aliases].map((name) => {
      const what =
        name === operationId ? commentSafe(operation.summary ?? name) : `Second name of ${operationId}.`;
      const fields = [
        `  name: ${quote(name)},`,
        `  method: ${quote(method)},`,
        `  path: ${quote(pathName)},`,
        `  loading: ${operation['x-loading'] === true},`,
        ...(answer ? [`  answer: ${JSON.stringify(answer)},`] : []),
      ];
      reexports.push(`export { ${name} } from ${quote(module)};`);
      imports.push(`import { ${name} } from ${quote(module)};`);
      names.push(`  ${name},`);
      operationOf.push(`  ${JSON.stringify(name)}: ${JSON.stringify(operationId)};`);
      return `/** ${what} */\nexport const ${name} = {\n${fields.join('\n')}\n} as const;\n`;
    });
    modules.push({
      file: path.join(path.dirname(CALLS_FILE), module),
      text: `${HEADER(`${method.toUpperCase()} ${pathName}: the gateway's call${aliases.length > 0 ? 's' : ''} on it.`)}${definitions.join('\n')}`,
    });
  }
  const index = `${HEADER('Gateway calls (each operationId and x-call-name), from their modules in calls/, and their table.')}${imports.join('\n')}\n\n${reexports.join('\n')}\n\n/** Every call by name. */\nexport const CALLS = {\n${names.join('\n')}\n} as const;\n\nexport type CallName = keyof typeof CALLS;\n\n/** The contract's operation (operationId) behind each call name. */\nexport interface CallOperations {\n${operationOf.join('\n')}\n}\n`;
  return { index, modules };
}

/** A string literal in the repository's quote style (single quotes). */
const quote = (text) => `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * Biome formats the text the same way every time, so the drift check compares content, not layout.
 * Generated files are excluded from Biome's file set, and Biome passes excluded files through
 * untouched; a neighbouring name that no file has gets the repository's format settings instead.
 */
function format(text, file) {
  const stdinName = `${file}.format.ts`;
  const result = spawnSync(path.join(BIN, 'biome'), ['format', `--stdin-file-path=${stdinName}`], {
    cwd: ROOT_DIR,
    input: text,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`biome could not format ${relative(file)}:\n${result.stderr}`);
  return result.stdout;
}

/** 1-based number of the first line where two texts part. */
function firstDifference(before, after) {
  const left = before.split('\n');
  const right = after.split('\n');
  const index = left.findIndex((line, at) => line !== right[at]);
  return (index === -1 ? left.length : index) + 1;
}

async function main() {
  const failures = [];

  console.log(`Linting ${relative(CONTRACT)} with Redocly (${relative(LINT_CONFIG)})`);
  if (!lint()) failures.push('Redocly lint reports errors (see above).');

  const { contract, errors } = await readContract();
  if (errors.length > 0) {
    console.error(
      `\nThe contract does not resolve:\n${errors.map((message) => `  - ${message}`).join('\n')}`,
    );
    console.error('\nNothing was generated.');
    process.exit(1);
  }

  const operations = operationsOf(contract);
  const offenders = checkOperations(operations);
  if (offenders.length > 0) {
    console.error(
      `\n${offenders.length} operation problem(s):\n${offenders.map((line) => `  - ${line}`).join('\n')}`,
    );
    failures.push('Some operations break the contract rules (see above).');
  } else {
    console.log(
      `\n${operations.length} operations: each has an operationId, a first success example and a 500.`,
    );
  }

  // The mock console's presets (openapi/scenarios.yaml) may only pick answers the contract documents.
  const scenarioOffenders = checkScenarios(readScenarios(), consoleOperations(contract));
  if (scenarioOffenders.length > 0) {
    console.error(
      `\nopenapi/scenarios.yaml: ${scenarioOffenders.length} problem(s):\n${scenarioOffenders.map((line) => `  - ${line}`).join('\n')}`,
    );
    failures.push(
      'Some presets of openapi/scenarios.yaml name calls or answers the contract lacks (see above).',
    );
  } else {
    console.log('openapi/scenarios.yaml: every preset picks answers the contract documents.');
  }

  // A picture an example names on the demo host (`/__demo/<name>.svg`) is one of the apps' stand-ins.
  const missingPictures = missingDemoPictures(contract);
  if (missingPictures.length > 0) {
    failures.push(
      `Examples name demo pictures no app has (add them to apps/<app>/demo): ${missingPictures.join(', ')}`,
    );
  } else {
    console.log("Every demo picture the examples name is in an app's demo folder.");
  }

  // Prism's validator on the corpus (openapi/corpus.yaml) and every named example, then on its own
  // dynamic answers: the rules bite, the examples and the invented answers keep them.
  const corpus = await runCorpus();
  if (corpus.failedExamples.length > 0) {
    failures.push(
      `${corpus.failedExamples.length} example(s) break the contract:\n${corpus.failedExamples.map((line) => `      ${line}`).join('\n')}`,
    );
  } else {
    console.log(
      `All ${corpus.examples} named examples pass Prism's validator, also with their dates moved to other days.`,
    );
  }
  if (corpus.notFlagged.length > 0) {
    failures.push(
      `${corpus.notFlagged.length} corpus case(s) of openapi/corpus.yaml no longer behave:\n${corpus.notFlagged.map((line) => `      ${line}`).join('\n')}`,
    );
  } else {
    console.log(
      `openapi/corpus.yaml: ${corpus.cases} cases, ${corpus.rules} rules, each flagged where it breaks.`,
    );
  }
  const dynamic = await dynamicAnswers(DYNAMIC_SEEDS);
  if (dynamic.problems.length > 0) {
    failures.push(
      `${dynamic.problems.length} of Prism's dynamic answers break the contract:\n${dynamic.problems
        .slice(0, 20)
        .map((line) => `      ${line}`)
        .join('\n')}`,
    );
  } else {
    console.log(
      `${dynamic.answers} dynamic answers (${DYNAMIC_SEEDS} fixed seeds per call) are successes that keep every value rule.`,
    );
  }

  const calls = renderCalls(operations);
  const generated = [
    { file: SCHEMA_FILE, text: format(await renderSchema(), SCHEMA_FILE) },
    { file: CALLS_FILE, text: format(calls.index, CALLS_FILE) },
    // Written in Biome's layout already: an object broken over lines stays so.
    ...calls.modules,
    { file: ANSWERS_FILE, text: renderAnswers(contractAnswers(contract)) },
  ];
  // A call the contract no longer has leaves no module behind.
  const wanted = new Set(calls.modules.map(({ file }) => file));
  const stale = existsSync(CALLS_DIR)
    ? readdirSync(CALLS_DIR, { recursive: true })
        .map((name) => path.join(CALLS_DIR, String(name)))
        .filter((file) => file.endsWith('.gen.ts') && !wanted.has(file))
    : [];
  // Two modules whose names differ only in case would be one file on macOS and Windows.
  const byFoldedName = new Map();
  for (const { file } of calls.modules) {
    const folded = file.toLowerCase();
    if (byFoldedName.has(folded)) {
      failures.push(`${relative(file)} and ${relative(byFoldedName.get(folded))} differ only in case.`);
    }
    byFoldedName.set(folded, file);
  }
  for (const file of stale) {
    if (write) {
      rmSync(file);
      console.log(`${relative(file)} removed: the contract has no such call.`);
    } else {
      failures.push(`${relative(file)} is a call the contract lacks: run \`npm run generate\`.`);
    }
  }
  let upToDate = 0;
  for (const { file, text } of generated) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (current === text) {
      upToDate += 1;
    } else if (write) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
      console.log(`${relative(file)} written.`);
    } else {
      failures.push(
        current === null
          ? `${relative(file)} is missing: run \`npm run generate\`.`
          : `${relative(file)} differs from what the contract generates from line ${firstDifference(current, text)}: run \`npm run generate\` and commit the result.`,
      );
    }
  }

  if (upToDate > 0) console.log(`${upToDate} of ${generated.length} generated files are up to date.`);

  if (failures.length > 0) {
    console.error(`\nContract check failed:\n${failures.map((line) => `  - ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nContract check passed.');
}

await main();
