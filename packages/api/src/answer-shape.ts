/**
 * 应答结构 what a success answer's `data` must hold for a screen to read it, generated from the contract
 * beside each call (`answer` in calls/<path>.gen.ts): the objects and lists it nests, the fields the
 * contract requires, and what may be null. Scalars are not judged here (the servers send numbers as text,
 * and the feature readers read those); what is judged is what makes a screen throw: a field it reads
 * without a check that is missing or null, an object that is not an object, a list that is not a list.
 */
export type AnswerShape =
  /**
   * Anything but null (unless nullable); what it is, the reader decides. `scalar`: the contract says a
   * string, number or boolean, so an object or a list there is not it (text for a number still is).
   */
  | { readonly type: 'value'; readonly scalar?: true; readonly nullable?: true }
  | {
      readonly type: 'object';
      /** Only the fields there is something to check in: required, nested or nullable ones. */
      readonly fields?: { readonly [name: string]: AnswerShape };
      readonly required?: readonly string[];
      readonly nullable?: true;
    }
  | { readonly type: 'list'; readonly items: AnswerShape; readonly nullable?: true }
  /** The contract's oneOf / anyOf: one of them fits. */
  | { readonly type: 'either'; readonly of: readonly AnswerShape[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mayBeNull = (shape: AnswerShape): boolean =>
  shape.type === 'either' ? shape.of.some(mayBeNull) : shape.nullable === true;

/**
 * Whether `value` has the shape, null included: a required field that is absent or null (and not
 * nullable), an object or a list of another kind, anywhere inside, make it unreadable. On the way an
 * optional field that is null where the contract does not allow null is removed, so that a reader
 * written against the contract's types (`field?: T`, undefined when absent) meets absent and not null.
 */
export function fitsAnswer(value: unknown, shape: AnswerShape): boolean {
  if (value === null || value === undefined) return mayBeNull(shape);
  switch (shape.type) {
    case 'value':
      return !(shape.scalar && typeof value === 'object');
    case 'either':
      return shape.of.some((branch) => fitsAnswer(value, branch));
    case 'list':
      return Array.isArray(value) && value.every((item) => fitsAnswer(item, shape.items));
    case 'object': {
      if (!isObject(value)) return false;
      const fields = shape.fields ?? {};
      for (const name of shape.required ?? []) {
        const field = fields[name];
        if (value[name] === undefined || (value[name] === null && !(field && mayBeNull(field)))) return false;
      }
      for (const name of Object.keys(value)) {
        const field = fields[name];
        if (value[name] === null) {
          if (!field || !mayBeNull(field)) delete value[name];
        } else if (field && !fitsAnswer(value[name], field)) {
          return false;
        }
      }
      return true;
    }
  }
}
