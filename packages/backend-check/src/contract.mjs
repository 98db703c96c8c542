/**
 * The contract as Prism reads it, and Prism's own validator, in this process: the same reading
 * (getHttpOperationsFromSpec) and checks (validateInput, validateOutput) as `prism proxy` runs on every
 * call, without a port to serve it on.
 */
import { createRequire } from 'node:module';

const fromPrism = createRequire(createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json'));
const prismHttp = createRequire(fromPrism.resolve('@stoplight/prism-http'));
const { getHttpOperationsFromSpec } = fromPrism('@stoplight/prism-http');
const { validateOutput } = prismHttp('./validator/index.js');
const { generate } = prismHttp('./mocker/generator/JSONSchema.js');

/**
 * Each operation with its call names and what the contract says about repeating it: `x-safe-to-repeat:
 * true`, or `x-changes-account` saying what it does to a real account.
 * @param {string} contractPath openapi/openapi.yaml
 */
export async function readOperations(contractPath) {
  const operations = await getHttpOperationsFromSpec(contractPath);
  return operations.map((operation) => {
    const extensions = operation.extensions ?? {};
    return {
      operation,
      name: operation.iid,
      names: [operation.iid, ...(extensions['x-call-names'] ?? [])],
      method: operation.method.toUpperCase(),
      path: operation.path,
      safe: extensions['x-safe-to-repeat'] === true,
      changes:
        typeof extensions['x-changes-account'] === 'string' ? extensions['x-changes-account'] : undefined,
    };
  });
}

/** The 200 answer's named examples of an operation, by name. */
export function examplesOf(operation) {
  const response = operation.responses.find((candidate) => String(candidate.code) === '200');
  const content = response?.contents?.find((candidate) => candidate.mediaType === 'application/json');
  return new Map((content?.examples ?? []).map((example) => [example.key, example.value]));
}

/** Prism's violations in an answer (HTTP 200, JSON), each placed as the console shows them. */
export function answerViolations(operation, body) {
  const result = validateOutput({
    resource: operation,
    element: { statusCode: 200, headers: { 'content-type': 'application/json' }, body },
  });
  const found = result._tag === 'Left' ? result.left : [];
  return found.map((violation) => ({
    kind: `contract: ${violation.code ?? 'rule'}`,
    place: ['response', ...(violation.path ?? [])].join('.'),
    message: violation.message,
  }));
}

const SEED = 'check-backend';

/** A value for a schema: its own example, else one Prism's generator makes (fixed seed: the same each run). */
function valueFor(operation, schema) {
  if (schema === undefined) return { value: undefined };
  if ('example' in schema) return { value: schema.example, source: 'the schema example' };
  if (Array.isArray(schema.examples) && schema.examples.length > 0) {
    return { value: schema.examples[0], source: 'the schema example' };
  }
  const made = generate(operation, operation.__bundled__, schema, SEED);
  if (made._tag === 'Left') return { value: undefined, problem: made.left.message };
  return { value: made.right, source: 'made by Prism from the request schema' };
}

/**
 * The request the contract gives for an operation: a named request example first, else the request
 * schema's example, else a valid one Prism makes from the schema. Query parameters take their examples.
 * @returns {{ query: Record<string, string>; body: unknown; source: string } | { problem: string }}
 */
export function exampleRequest(operation) {
  const query = {};
  for (const parameter of operation.request?.query ?? []) {
    const named = parameter.examples?.[0];
    const found = named && 'value' in named ? { value: named.value } : valueFor(operation, parameter.schema);
    if (found.value === undefined) {
      if (parameter.required) return { problem: `no example for the query parameter ${parameter.name}` };
      continue;
    }
    query[parameter.name] = String(found.value);
  }
  const content = operation.request?.body?.contents?.find((candidate) =>
    candidate.mediaType.includes('json'),
  );
  if (!content) return { query, body: undefined, source: 'the query parameters\u2019 examples' };
  const named = content.examples?.find((example) => 'value' in example);
  if (named) return { query, body: structuredClone(named.value), source: `the request example ${named.key}` };
  const found = valueFor(operation, content.schema);
  if (found.value === undefined)
    return { problem: `no request example, and Prism made none: ${found.problem}` };
  return { query, body: found.value, source: found.source };
}

/** The fields the request body may carry (a closed object's properties), to fill the tester's sign-in. */
export function bodyFields(operation) {
  const content = operation.request?.body?.contents?.find((candidate) =>
    candidate.mediaType.includes('json'),
  );
  return new Set(Object.keys(content?.schema?.properties ?? {}));
}
