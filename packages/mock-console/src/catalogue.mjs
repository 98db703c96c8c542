/**
 * The mock console's catalogue, read from the contract when the demo servers start: every operation with
 * its call names, path, summary, named examples and documented codes, grouped as `openapi/paths/` is
 * (hall calls, agent calls, the city lookup), and the presets of `openapi/scenarios.yaml`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EVERY_CALL, isRule, targetMatches } from './scenarios.mjs';
import { returnUrlPathsOf } from './stand-in-return.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CONTRACT = path.join(ROOT, 'openapi/openapi.yaml');
export const SCENARIOS = path.join(ROOT, 'openapi/scenarios.yaml');
const METHODS = ['get', 'post'];

// The bundler openapi-typescript uses (as scripts/contract.mjs does): it resolves the split files.
const requireFromGenerator = createRequire(fileURLToPath(import.meta.resolve('openapi-typescript')));
const { bundle, createConfig, parseYaml } = requireFromGenerator('@redocly/openapi-core');

/** `/api/wechat/…` → the hall's calls, `/api/gzh/…` → the agent's; the rest by their first segment. */
const GROUPS = [
  { id: 'wechat', title: '营业厅 hall calls (/api/wechat)', prefix: '/api/wechat/' },
  { id: 'gzh', title: '开卡 agent calls (/api/gzh)', prefix: '/api/gzh/' },
  { id: 'other', title: '其他 other calls', prefix: '/' },
];

/** @param {Record<string, any>} contract */
export function operationsOf(contract) {
  const operations = [];
  for (const [pathName, item] of Object.entries(contract.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const examples = Object.entries(
        operation.responses?.['200']?.content?.['application/json']?.examples ?? {},
      ).map(([name, example]) => ({
        name,
        code: example?.value?.code === undefined ? '' : String(example.value.code),
        msg: typeof example?.value?.msg === 'string' ? example.value.msg : (example?.summary ?? ''),
      }));
      const codes = Object.keys(operation.responses ?? {}).filter((code) => /^[1-5]\d\d$/.test(code));
      operations.push({
        id: String(operation.operationId),
        names: [String(operation.operationId), ...(operation['x-call-names'] ?? []).map(String)],
        method,
        path: pathName,
        summary: String(operation.summary ?? ''),
        examples,
        codes,
        prefers: [
          ...examples.map((example) => `example=${example.name}`),
          ...codes.map((code) => `code=${code}`),
        ],
      });
    }
  }
  return operations;
}

/** Every call name → its path, for `targetMatches`. */
export function callPathsOf(operations) {
  /** @type {Record<string, string>} */
  const paths = {};
  for (const operation of operations) for (const name of operation.names) paths[name] = operation.path;
  return paths;
}

export async function readContract() {
  const config = await createConfig({}, { extends: ['minimal'] });
  const { bundle: document } = await bundle({ ref: CONTRACT, config, dereference: true });
  return document.parsed;
}

export function readScenarios(file = SCENARIOS) {
  return parseYaml(readFileSync(file, 'utf8'));
}

/**
 * A preset's rules: its picks, then the picks of each `then` step, waiting for that step's call.
 * @param {{ picks: { call: string; prefer: string }[]; then?: { after: string; picks: { call: string; prefer: string }[] }[] }} preset
 * @returns {import('./scenarios.mjs').Rule[]}
 */
export function presetRules(preset) {
  return [
    ...preset.picks.map((pick) => ({ target: pick.call, prefer: pick.prefer })),
    ...(preset.then ?? []).flatMap((step) =>
      step.picks.map((pick) => ({ target: pick.call, prefer: pick.prefer, after: step.after })),
    ),
  ];
}

/** The operations a call name, path or last segment means (all of them for `*`). */
function operationsMeant(target, operations, callPaths) {
  return target === EVERY_CALL
    ? operations
    : operations.filter((operation) => targetMatches(operation.path, target, callPaths));
}

/** What is wrong with one `{ call, prefer }` of a preset: a call the contract lacks, or an answer it lacks. */
function checkPick(where, pick, operations, callPaths) {
  const rule = { target: pick?.call, prefer: pick?.prefer };
  if (!isRule(rule) || rule.prefer === '') {
    return [`${where}: ${JSON.stringify(pick)} is not { call, prefer: example=… | code=… }`];
  }
  const meant = operationsMeant(rule.target, operations, callPaths);
  if (meant.length === 0) return [`${where}: no call ${rule.target} in the contract`];
  if (!meant.some((operation) => operation.prefers.includes(rule.prefer))) {
    return [`${where}: ${rule.target} documents no ${rule.prefer}`];
  }
  if (rule.target === EVERY_CALL) return [];
  return meant
    .filter((operation) => !operation.prefers.includes(rule.prefer))
    .map((operation) => `${where}: ${operation.id} (${rule.target}) documents no ${rule.prefer}`);
}

/** What is wrong with the answers chosen by request (`answersByRequest`). */
function checkRequestAnswers(tables, operations, callPaths) {
  if (tables === undefined) return [];
  if (!Array.isArray(tables)) return ['answersByRequest: not a list'];
  const offenders = [];
  const seen = new Set();
  for (const [index, table] of tables.entries()) {
    const where = `answersByRequest ${table?.call ?? `#${index + 1}`}`;
    const meant =
      typeof table?.call === 'string' && table.call !== EVERY_CALL
        ? operationsMeant(table.call, operations, callPaths)
        : [];
    if (meant.length !== 1) {
      offenders.push(`${where}: call must name one operation of the contract`);
      continue;
    }
    const operation = /** @type {(typeof operations)[number]} */ (meant[0]);
    if (seen.has(operation.id)) offenders.push(`${where}: ${operation.id} has a table already`);
    seen.add(operation.id);
    if (typeof table.field !== 'string' || table.field === '') offenders.push(`${where}: no field`);
    const answers = typeof table.answers === 'object' && table.answers !== null ? table.answers : null;
    if (!answers || Object.keys(answers).length === 0) offenders.push(`${where}: no answers`);
    const prefers = [
      ...Object.entries(answers ?? {}),
      ...(table.otherwise === undefined ? [] : [['otherwise', table.otherwise]]),
    ];
    for (const [value, prefer] of prefers) {
      if (typeof prefer !== 'string' || !operation.prefers.includes(prefer)) {
        offenders.push(`${where}: ${value} → ${String(prefer)} is not an answer ${operation.id} documents`);
      }
    }
  }
  return offenders;
}

/**
 * What is wrong with the presets, checked against the contract (npm run contract): each has an id and a
 * title, and each pick names calls of the contract and an answer they document; a `*` pick an answer
 * some call documents. A `then` step names the call it waits for and picks as a preset does. The answers
 * chosen by request name one call each and answers it documents.
 */
export function checkScenarios(scenarios, operations) {
  const offenders = [];
  const callPaths = callPathsOf(operations);
  const presets = Array.isArray(scenarios?.presets) ? scenarios.presets : null;
  if (!presets) return ['openapi/scenarios.yaml: no presets list'];
  const ids = new Set();
  for (const [index, preset] of presets.entries()) {
    const where = `preset ${preset?.id ?? `#${index + 1}`}`;
    if (typeof preset?.id !== 'string' || !/^[a-z0-9-]+$/.test(preset.id))
      offenders.push(`${where}: id must be kebab-case`);
    else if (ids.has(preset.id)) offenders.push(`${where}: id used twice`);
    else ids.add(preset.id);
    if (typeof preset?.title !== 'string' || preset.title === '') offenders.push(`${where}: no title`);
    if (!Array.isArray(preset?.picks) || preset.picks.length === 0) {
      offenders.push(`${where}: no picks`);
      continue;
    }
    for (const pick of preset.picks) offenders.push(...checkPick(where, pick, operations, callPaths));
    if (preset.then === undefined) continue;
    if (!Array.isArray(preset.then)) {
      offenders.push(`${where}: then is not a list of { after, picks }`);
      continue;
    }
    for (const step of preset.then) {
      const after = step?.after;
      const waits = `${where}, then after ${String(after)}`;
      if (typeof after !== 'string' || after === EVERY_CALL || !/^\/?[A-Za-z0-9_/-]+$/.test(after)) {
        offenders.push(`${waits}: after must name one call`);
      } else if (operationsMeant(after, operations, callPaths).length === 0) {
        offenders.push(`${waits}: no call ${after} in the contract`);
      }
      if (!Array.isArray(step?.picks) || step.picks.length === 0) offenders.push(`${waits}: no picks`);
      for (const pick of step?.picks ?? []) {
        offenders.push(...checkPick(waits, pick, operations, callPaths));
        if (pick?.call === EVERY_CALL) offenders.push(`${waits}: a later step picks calls by name, not *`);
      }
    }
  }
  offenders.push(...checkRequestAnswers(scenarios.answersByRequest, operations, callPaths));
  return offenders;
}

/** The catalogue the console page shows, and the lookups the demo server needs per request. */
export async function readCatalogue() {
  const contract = await readContract();
  const operations = operationsOf(contract);
  const returning = returnUrlPathsOf(contract);
  const scenarios = readScenarios();
  const offenders = checkScenarios(scenarios, operations);
  if (offenders.length > 0) throw new Error(`openapi/scenarios.yaml: ${offenders.join('; ')}`);
  const byPath = new Map(operations.map((operation) => [operation.path, operation]));
  const groups = GROUPS.map((group) => ({ id: group.id, title: group.title, operations: [] }));
  for (const operation of operations) {
    const at = GROUPS.findIndex((group) => operation.path.startsWith(group.prefix));
    groups[at]?.operations.push(operation);
  }
  const presets = scenarios.presets.map((preset) => ({
    id: preset.id,
    title: preset.title,
    description: String(preset.description ?? ''),
    rules: presetRules(preset),
  }));
  const callPaths = callPathsOf(operations);
  /** @type {Map<string, import('./scenarios.mjs').RequestAnswers>} operation path → its table */
  const requestAnswers = new Map();
  for (const table of scenarios.answersByRequest ?? []) {
    const [operation] = operationsMeant(table.call, operations, callPaths);
    if (operation) requestAnswers.set(operation.path, table);
  }
  return {
    groups: groups
      .filter((group) => group.operations.length > 0)
      .map((group) => ({
        ...group,
        // The page says which calls answer by their request's field when nothing is chosen.
        operations: group.operations.map((operation) => {
          const table = requestAnswers.get(operation.path);
          return table ? { ...operation, byRequest: table.field } : operation;
        }),
      })),
    presets,
    callPaths,
    /** @param {string} pathname */
    operationAt: (pathname) => byPath.get(pathname),
    /** @param {string} pathname */
    requestAnswersAt: (pathname) => requestAnswers.get(pathname),
    /** Whether the call at `pathname` names where a provider returns to (stand-in-return.mjs). @param {string} pathname */
    takesReturnUrl: (pathname) => returning.has(pathname),
  };
}
