/**
 * The contract's test corpus (openapi/corpus.yaml), judged by Prism's own validator in this process: the
 * same reading of the contract (getHttpOperationsFromSpec) and the same checks (validateInput,
 * validateOutput) as `prism mock` and `prism proxy` run on every call.
 *
 * - Every named example of every answer must pass, also as the demo stack serves it on other days
 *   (@bluecat/demo-host/demo-calendar moves its dates from the examples' day to today).
 * - Every case of the corpus breaks one rule, in an answer or a request, and must be flagged there:
 *   a case that passes means the rule stopped biting.
 *
 * A case starts from a named example of its call (`example`, default success) or from a whole `body`,
 * then `set`s and `unset`s fields by dotted path (`data.list.0.mobilePhone`); `flags` is where Prism must
 * find the violation (the path of the answer or request body, as Prism reports it, `data.list.0`).
 * Requests have no examples: a request case gives its whole `body`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { shiftDates, shiftTo } from '@bluecat/demo-host/demo-calendar';
import { CONTRACT, parseYaml, ROOT_DIR } from './contract-read.mjs';

const CORPUS = path.join(ROOT_DIR, 'openapi/corpus.yaml');
const fromPrism = createRequire(createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json'));
const prismHttp = createRequire(fromPrism.resolve('@stoplight/prism-http'));
const { getHttpOperationsFromSpec } = fromPrism('@stoplight/prism-http');
const { validateInput, validateOutput } = prismHttp('./validator/index.js');

/** Prism's reading of the contract: its operations, each with its call names. */
export async function prismOperations() {
  const operations = await getHttpOperationsFromSpec(CONTRACT);
  return operations.map((operation) => ({
    operation,
    names: [operation.iid, ...(operation.extensions?.['x-call-names'] ?? [])],
  }));
}

/**
 * The violations Prism finds in one answer (HTTP 200, JSON) of an operation.
 * @returns {{ path: string[]; message: string }[]}
 */
export function answerViolations(operation, body) {
  const result = validateOutput({
    resource: operation,
    element: { statusCode: 200, headers: { 'content-type': 'application/json' }, body },
  });
  return result._tag === 'Left' ? result.left : [];
}

/** The violations Prism finds in one request body (or GET query) of an operation. */
export function requestViolations(operation, body) {
  const get = operation.method === 'get';
  const result = validateInput({
    resource: operation,
    element: {
      method: operation.method,
      url: { path: operation.path, query: get ? body : {} },
      headers: { 'content-type': 'application/json' },
      body: get ? undefined : body,
    },
  });
  return result._tag === 'Left' ? result.left : [];
}

/** The 200 answer's named examples of an operation. */
export function examplesOf(operation) {
  const response = operation.responses.find((candidate) => String(candidate.code) === '200');
  const content = response?.contents?.find((candidate) => candidate.mediaType === 'application/json');
  return new Map((content?.examples ?? []).map((example) => [example.key, example.value]));
}

const clone = (value) => structuredClone(value);

/**
 * Days the demo stack's answers are checked on besides the examples' own: the first of a month, a day
 * whose month is shorter than the examples', and a leap day.
 */
const DEMO_DAYS = ['2026-12-01', '2027-02-28', '2028-02-29'];

function at(body, dotted, change) {
  const keys = dotted.split('.');
  let node = body;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key];
  }
  change(node, keys[keys.length - 1]);
}

/** A case's body: its example or its own body, with its changes made. */
function bodyOf(entry, operation) {
  let body;
  if ('body' in entry) body = clone(entry.body);
  else {
    const example = examplesOf(operation).get(entry.example ?? 'success');
    if (example === undefined) throw new Error(`${entry.call} has no example ${entry.example ?? 'success'}`);
    body = clone(example);
  }
  for (const [dotted, value] of Object.entries(entry.set ?? {})) {
    at(body, dotted, (node, key) => {
      node[key] = value;
    });
  }
  for (const dotted of entry.unset ?? []) {
    at(body, dotted, (node, key) => {
      delete node[key];
    });
  }
  return body;
}

const located = (violation) => (violation.path ?? []).join('.');

/**
 * @returns {Promise<{ examples: number; failedExamples: string[]; cases: number; rules: number;
 *   notFlagged: string[] }>}
 */
export async function runCorpus() {
  const operations = await prismOperations();
  const byName = new Map();
  for (const entry of operations) for (const name of entry.names) byName.set(name, entry.operation);

  const failedExamples = [];
  let examples = 0;
  for (const { operation, names } of operations) {
    for (const [key, value] of examplesOf(operation)) {
      examples += 1;
      for (const day of [undefined, ...DEMO_DAYS]) {
        const body = day ? shiftDates(value, shiftTo(day)) : value;
        const violations = answerViolations(operation, body);
        if (violations.length > 0) {
          failedExamples.push(
            `${names[0]} example ${key}${day ? ` served on ${day}` : ''}: ${violations.map((v) => `${located(v)} ${v.message}`).join('; ')}`,
          );
          break;
        }
      }
    }
  }

  const corpus = parseYaml(readFileSync(CORPUS, 'utf8'));
  const notFlagged = [];
  const rules = new Set();
  let cases = 0;
  for (const entry of corpus.cases) {
    cases += 1;
    rules.add(entry.rule);
    const operation = byName.get(entry.call);
    const what = `${entry.rule} (${entry.call} ${entry.request ? 'request' : (entry.example ?? 'answer')})`;
    if (!operation) {
      notFlagged.push(`${what}: the contract has no call ${entry.call}`);
      continue;
    }
    const body = bodyOf(entry, operation);
    const violations = entry.request ? requestViolations(operation, body) : answerViolations(operation, body);
    const side = entry.request ? (operation.method === 'get' ? 'query' : 'body') : 'body';
    const where = [side, ...(entry.flags ? String(entry.flags).split('.') : [])].join('.');
    // Prism reports a GET's query parameters under query, a body's fields under body.
    const hit = violations.some((violation) => {
      const place = located(violation);
      return place === where || place.startsWith(`${where}.`);
    });
    if (entry.passes) {
      if (violations.length > 0) {
        notFlagged.push(
          `${what}: must pass, but ${violations.map((v) => `${located(v)} ${v.message}`).join('; ')}`,
        );
      }
      continue;
    }
    if (!hit) {
      notFlagged.push(
        `${what}: nothing flagged at ${where}${violations.length > 0 ? ` (flagged: ${violations.map(located).join(', ')})` : ''}`,
      );
    }
  }
  return { examples, failedExamples, cases, rules: rules.size, notFlagged };
}

const { generate } = prismHttp('./mocker/generator/JSONSchema.js');

/** Success codes of the answer families (openapi/components/common.yaml): what a dynamic answer must be. */
const SUCCESS_CODES = new Set([0, 1]);

/**
 * The operation as the generator reads it: without the conditions (if/then/else) between fields, which
 * it does not follow (openapi/components/common.yaml says so where the envelope lives). What is left is
 * every rule on a value (the primitives, enums, codes, closed objects, list sizes).
 */
function withoutConditions(value) {
  if (Array.isArray(value)) return value.map(withoutConditions);
  if (typeof value !== 'object' || value === null) return value;
  const copy = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'if' || key === 'then' || key === 'else') continue;
    copy[key] = withoutConditions(inner);
  }
  return copy;
}

/**
 * Prism's dynamic answers (`Prefer: dynamic=true`), made in this process by its own generator from each
 * operation's 200 answer, `seeds` times per operation with fixed seeds (the same as `Prefer: seed=<n>`),
 * and judged by its validator on every rule of a value: each must pass and be a success.
 * @returns {{ answers: number; problems: string[] }}
 */
export async function dynamicAnswers(seeds = 12) {
  const problems = [];
  let answers = 0;
  for (const { operation, names } of await prismOperations()) {
    const response = operation.responses.find((candidate) => String(candidate.code) === '200');
    const content = response?.contents?.find((candidate) => candidate.mediaType === 'application/json');
    if (!content?.schema) continue;
    const valueRules = withoutConditions(operation);
    for (let seed = 1; seed <= seeds; seed += 1) {
      const made = generate(operation, operation.__bundled__, content.schema, `contract-${seed}`);
      answers += 1;
      if (made._tag === 'Left') {
        problems.push(`${names[0]} seed ${seed}: Prism could not make an answer: ${made.left.message}`);
        continue;
      }
      const body = made.right;
      const violations = answerViolations(valueRules, body);
      if (violations.length > 0) {
        problems.push(
          `${names[0]} seed ${seed}: ${violations.map((v) => `${located(v)} ${v.message}`).join('; ')} in ${JSON.stringify(body).slice(0, 300)}`,
        );
      } else if (operation.extensions?.['x-gateway'] !== false && !SUCCESS_CODES.has(body.code)) {
        problems.push(`${names[0]} seed ${seed}: a dynamic answer with code ${body.code}, not a success`);
      }
    }
  }
  return { answers, problems };
}
