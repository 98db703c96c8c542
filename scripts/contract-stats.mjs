#!/usr/bin/env node
/**
 * How much the contract says about values, counted over the resolved document (every $ref followed):
 * `node scripts/contract-stats.mjs [openapi.yaml]` prints, as JSON (of this contract, or of the one named),
 *   leaves            properties (and array items) of a scalar type, per operation, request and answer;
 *   constrained       those that carry a value constraint (enum, const, pattern, format, bounds, lengths,
 *                     multipleOf), directly or through a oneOf/anyOf/allOf branch;
 *   responseLeaves / responseConstrained  the same, in the answers only;
 *   splitOperations   operations whose 200 answer tells success from error (a oneOf/if of branches that
 *                     fix `code`);
 *   closedObjects     object schemas, per place, that admit no property they do not name.
 */
import path from 'node:path';
import { readResolvedContract } from './contract-read.mjs';

const VALUE_KEYWORDS = [
  'enum',
  'const',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'multipleOf',
];
const METHODS = ['get', 'post'];

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The branches a schema's value must (allOf) or may (oneOf/anyOf/then/else) match, itself first. */
function branches(schema) {
  const found = [schema];
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    for (const branch of schema[key] ?? []) if (isObject(branch)) found.push(...branches(branch));
  }
  for (const key of ['then', 'else']) if (isObject(schema[key])) found.push(...branches(schema[key]));
  return found;
}

const typesOf = (schema) =>
  branches(schema).flatMap((branch) => (Array.isArray(branch.type) ? branch.type : [branch.type]));

function isContainer(schema) {
  return branches(schema).some(
    (branch) =>
      branch.type === 'object' ||
      branch.type === 'array' ||
      isObject(branch.properties) ||
      isObject(branch.items),
  );
}

const constrained = (schema) =>
  branches(schema).some((branch) => VALUE_KEYWORDS.some((keyword) => keyword in branch));

/** Every scalar place under a schema: `{ where, schema }`, and every object place for closedness. */
function walk(schema, where, leaves, objects, seen = new Set()) {
  if (!isObject(schema) || seen.has(schema)) return;
  const next = new Set(seen).add(schema);
  const all = branches(schema);
  if (!isContainer(schema)) {
    if (typesOf(schema).some((type) => type !== undefined) || constrained(schema))
      leaves.push({ where, schema });
    return;
  }
  const properties = new Map();
  let closed = false;
  let isObjectPlace = false;
  for (const branch of all) {
    if (branch.additionalProperties === false || branch.unevaluatedProperties === false) closed = true;
    if (isObject(branch.properties)) {
      isObjectPlace = true;
      for (const [name, property] of Object.entries(branch.properties)) {
        if (!properties.has(name)) properties.set(name, []);
        properties.get(name).push(property);
      }
    }
    if (branch.type === 'object') isObjectPlace = true;
    if (isObject(branch.items)) walk(branch.items, `${where}[]`, leaves, objects, next);
  }
  if (isObjectPlace) objects.push({ where, closed });
  for (const [name, schemas] of properties) {
    const merged = schemas.length === 1 ? schemas[0] : { allOf: schemas };
    walk(merged, `${where}.${name}`, leaves, objects, next);
  }
}

function isSplit(schema) {
  if (!isObject(schema)) return false;
  const fixesCode = (branch) => {
    const code = branch?.properties?.code;
    return isObject(code) && branches(code).some((part) => 'const' in part || 'enum' in part);
  };
  for (const key of ['oneOf', 'anyOf']) {
    if (
      Array.isArray(schema[key]) &&
      schema[key].filter((branch) => branches(branch).some(fixesCode)).length > 1
    )
      return true;
  }
  if (isObject(schema.if) && fixesCode(schema.if)) return true;
  return (schema.allOf ?? []).some(isSplit);
}

export function contractStats(contract) {
  const leaves = [];
  const responseLeaves = [];
  const objects = [];
  let operations = 0;
  let split = 0;
  for (const [pathName, item] of Object.entries(contract.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      operations += 1;
      const name = `${method.toUpperCase()} ${pathName}`;
      const requestSchema = operation.requestBody?.content?.['application/json']?.schema;
      walk(requestSchema, `${name} request`, leaves, objects);
      for (const parameter of operation.parameters ?? []) {
        walk(parameter.schema, `${name} query.${parameter.name}`, leaves, objects);
      }
      const answer = operation.responses?.['200']?.content?.['application/json']?.schema;
      const before = leaves.length;
      walk(answer, `${name} response`, leaves, objects);
      responseLeaves.push(...leaves.slice(before));
      if (isSplit(answer)) split += 1;
    }
  }
  const count = (list) => list.filter(({ schema }) => constrained(schema)).length;
  return {
    operations,
    leaves: leaves.length,
    constrained: count(leaves),
    responseLeaves: responseLeaves.length,
    responseConstrained: count(responseLeaves),
    splitOperations: split,
    objects: objects.length,
    closedObjects: objects.filter(({ closed }) => closed).length,
    unconstrained: leaves.filter(({ schema }) => !constrained(schema)).map(({ where }) => where),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const named = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  const stats = contractStats(await readResolvedContract(named && path.resolve(named)));
  const { unconstrained, ...counts } = stats;
  const percent = (part, whole) => `${Math.round((100 * part) / whole)}%`;
  console.log(
    JSON.stringify(
      {
        ...counts,
        constrainedShare: percent(counts.constrained, counts.leaves),
        responseConstrainedShare: percent(counts.responseConstrained, counts.responseLeaves),
      },
      null,
      2,
    ),
  );
  if (process.argv.includes('--list')) console.log(unconstrained.join('\n'));
}
