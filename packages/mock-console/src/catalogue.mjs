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
 * What is wrong with the presets, checked against the contract (npm run contract): each has an id and a
 * title, and each pick names calls of the contract and an answer they document; a `*` pick an answer
 * some call documents.
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
    for (const pick of preset.picks) {
      const rule = { target: pick?.call, prefer: pick?.prefer };
      if (!isRule(rule) || rule.prefer === '') {
        offenders.push(`${where}: ${JSON.stringify(pick)} is not { call, prefer: example=… | code=… }`);
        continue;
      }
      const meant =
        rule.target === EVERY_CALL
          ? operations
          : operations.filter((operation) => targetMatches(operation.path, rule.target, callPaths));
      if (meant.length === 0) offenders.push(`${where}: no call ${rule.target} in the contract`);
      else if (!meant.some((operation) => operation.prefers.includes(rule.prefer))) {
        offenders.push(`${where}: ${rule.target} documents no ${rule.prefer}`);
      } else if (rule.target !== EVERY_CALL) {
        for (const operation of meant) {
          if (!operation.prefers.includes(rule.prefer)) {
            offenders.push(`${where}: ${operation.id} (${rule.target}) documents no ${rule.prefer}`);
          }
        }
      }
    }
  }
  return offenders;
}

/** The catalogue the console page shows, and the lookups the demo server needs per request. */
export async function readCatalogue() {
  const operations = operationsOf(await readContract());
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
    rules: preset.picks.map((pick) => ({ target: pick.call, prefer: pick.prefer })),
  }));
  return {
    groups: groups.filter((group) => group.operations.length > 0),
    presets,
    callPaths: callPathsOf(operations),
    /** @param {string} pathname */
    operationAt: (pathname) => byPath.get(pathname),
  };
}
