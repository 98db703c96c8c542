import { expect, it } from 'vitest';
import { type Rule, validate } from '../validate.ts';

/** A row of a rule table's test: a label, a change to a form, and the message it gets first (null: it passes). */
export type RuleRow<F> = readonly [label: string, patch: Partial<F>, message: string | null];

/** One test per row: `base` with the row's change gets the row's message first from `rules`, in table order. */
export function itGivesMessages<F>(rules: readonly Rule<F>[], base: F, rows: readonly RuleRow<F>[]): void {
  it.each(rows)('%s', (_label, patch, expected) => {
    expect(validate(rules, { ...base, ...patch })?.message ?? null).toBe(expected);
  });
}
