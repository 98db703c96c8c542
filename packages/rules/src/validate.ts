/**
 * A form's rules are data: the field, the check and the spec's exact message, in the spec's order.
 * Checks read strings; a field that is not a string (a list of chosen months, a flag) is checked through
 * the whole form, and its value argument is ''.
 */
export type Rule<F> = {
  field: keyof F & string;
  test: (value: string, form: F) => boolean;
  message: string;
};

export type RuleFailure<F> = { field: keyof F & string; message: string };

/** Keys of F whose values are strings. */
export type TextField<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

function textOf<F>(form: F, field: keyof F & string): string {
  const value = form[field];
  return typeof value === 'string' ? value : '';
}

/** The first failing rule in table order, or null when the form passes. */
export function validate<F>(rules: readonly Rule<F>[], form: F): RuleFailure<F> | null {
  for (const rule of rules) {
    if (!rule.test(textOf(form, rule.field), form)) return { field: rule.field, message: rule.message };
  }
  return null;
}

/** The first failure of each field, in table order — for screens that mark every wrong field at once. */
export function validateAll<F>(rules: readonly Rule<F>[], form: F): RuleFailure<F>[] {
  const failures: RuleFailure<F>[] = [];
  for (const rule of rules) {
    if (failures.some((failure) => failure.field === rule.field)) continue;
    if (!rule.test(textOf(form, rule.field), form))
      failures.push({ field: rule.field, message: rule.message });
  }
  return failures;
}

/** A required field: anything but an empty or blank string. */
export function filled(value: string): boolean {
  return value.trim() !== '';
}

/** Removes every whitespace character, for inputs where the spec says spaces are stripped. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Keeps the digits of an entry and cuts it to max characters (digits-only inputs with a length limit). */
export function keepDigits(value: string, max: number): string {
  return value.replace(/\D+/g, '').slice(0, max);
}

/** A copy of the form with spaces stripped from the listed fields; forms call it before validating and sending. */
export function normalise<F>(form: F, fields: readonly TextField<F>[]): F {
  const next = { ...form };
  for (const field of fields) {
    const value = form[field];
    if (typeof value === 'string') next[field] = stripSpaces(value) as F[typeof field];
  }
  return next;
}
