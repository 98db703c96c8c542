// The shape of a success answer's `data` (packages/api/src/answer-shape.ts), read from an operation of the
// dereferenced contract for its generated call module: the gateway checks each success answer against it.

const isNullable = (schema) =>
  schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));

const typesOf = (schema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** allOf is one schema: properties and required of every part together (later parts refine earlier ones). */
function flatten(schema) {
  if (!Array.isArray(schema?.allOf)) return schema ?? {};
  const merged = { ...schema, allOf: undefined, properties: { ...(schema.properties ?? {}) } };
  const required = new Set(schema.required ?? []);
  for (const part of schema.allOf.map(flatten)) {
    for (const [name, property] of Object.entries(part.properties ?? {})) {
      const before = merged.properties[name];
      // `data: {}` in the envelope says nothing; the operation's own `data` says what it holds.
      merged.properties[name] = before && Object.keys(property).length === 0 ? before : property;
    }
    for (const name of part.required ?? []) required.add(name);
    for (const key of ['type', 'items', 'oneOf', 'anyOf', 'nullable']) {
      if (part[key] !== undefined && merged[key] === undefined) merged[key] = part[key];
    }
  }
  merged.required = [...required];
  // An allOf of scalars (a named primitive such as BillMonth → Month) has no properties: it is not an object.
  if (Object.keys(merged.properties).length === 0 && !schema.properties) delete merged.properties;
  return merged;
}

/** The shape of one schema; null when there is nothing to check in it (any value, optional). */
export function shapeOf(raw) {
  const schema = flatten(raw);
  const nullable = isNullable(schema) ? { nullable: true } : {};
  const branches = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(branches)) {
    const of = branches.map((branch) => shapeOf(branch) ?? { type: 'value', ...nullable });
    return { type: 'either', of };
  }
  const types = typesOf(schema);
  if (types.includes('array') || schema.items) {
    const items = flatten(schema.items ?? {});
    return { type: 'list', items: shapeOf(items) ?? scalarShapeOf(items), ...nullable };
  }
  if (types.includes('object') || schema.properties) {
    const fields = {};
    const required = (schema.required ?? []).filter((name) => typeof name === 'string');
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const shape = shapeOf(property);
      if (shape) fields[name] = shape;
      else if (required.includes(name)) fields[name] = { type: 'value' };
    }
    for (const name of required) fields[name] ??= { type: 'value' };
    // A required scalar needs no entry of its own: being listed in `required` says it all.
    for (const [name, shape] of Object.entries(fields)) {
      if (shape.type === 'value' && !shape.nullable) delete fields[name];
    }
    return {
      type: 'object',
      ...(Object.keys(fields).length > 0 ? { fields } : {}),
      ...(required.length > 0 ? { required } : {}),
      ...nullable,
    };
  }
  const scalar = types.some((type) => SCALARS.has(type)) ? { scalar: true } : {};
  return isNullable(schema) ? { type: 'value', ...scalar, nullable: true } : null;
}

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);

/** A scalar `data` or list item: present, and not an object or a list. */
const scalarShapeOf = (schema) =>
  typesOf(schema).some((type) => SCALARS.has(type)) ? { type: 'value', scalar: true } : { type: 'value' };

/**
 * The shape of the `data` an operation's success answer carries, or null when the contract describes
 * none (the gateway then hands back the whole envelope, as before). A described `data` must be there.
 */
export function answerShapeOf(operation) {
  const schema = operation.responses?.['200']?.content?.['application/json']?.schema;
  if (!schema) return null;
  const data = flatten(schema).properties?.data;
  if (!data) return null;
  // A `data` with a description and no type is left to its screen, as the type leaves it unknown.
  return shapeOf(data) ?? (typesOf(data).length > 0 ? scalarShapeOf(data) : null);
}
