import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { planChoiceRules } from './plan-choice.ts';

describe('planChoiceRules', () => {
  it.each<[string, string, string | null]>([
    ['a plan picked', '1354122', null],
    ['nothing picked', '', '请选择流量套餐'],
  ])('%s', (_label, productId, expected) => {
    expect(validate(planChoiceRules, { productId })?.message ?? null).toBe(expected);
  });
});
