import { describe, expect, it } from 'vitest';
import { filled, keepDigits, normalise, type Rule, stripSpaces, validate, validateAll } from './validate.ts';

interface Form {
  phone: string;
  code: string;
  months: readonly string[];
}

const rules: readonly Rule<Form>[] = [
  { field: 'phone', test: filled, message: 'phone required' },
  { field: 'phone', test: (phone) => phone.length === 11, message: 'phone length' },
  { field: 'code', test: filled, message: 'code required' },
  { field: 'months', test: (value, form) => value === '' && form.months.length > 0, message: 'pick a month' },
];

const valid: Form = { phone: '13912345678', code: '1234', months: ['202405'] };

describe('validate', () => {
  it.each<[string, Partial<Form>, string | null]>([
    ['a valid form', {}, null],
    ['the first failure in table order', { phone: '', code: '' }, 'phone required'],
    ['a later rule of the same field', { phone: '139' }, 'phone length'],
    ['a blank value counts as empty', { code: '  ' }, 'code required'],
    ['a non-string field is read through the form', { months: [] }, 'pick a month'],
  ])('%s', (_label, patch, expected) => {
    expect(validate(rules, { ...valid, ...patch })?.message ?? null).toBe(expected);
  });

  it('names the failing field', () => {
    expect(validate(rules, { ...valid, code: '' })).toEqual({ field: 'code', message: 'code required' });
  });
});

describe('validateAll', () => {
  it('reports the first failure of each field', () => {
    expect(validateAll(rules, { phone: '', code: '', months: [] })).toEqual([
      { field: 'phone', message: 'phone required' },
      { field: 'code', message: 'code required' },
      { field: 'months', message: 'pick a month' },
    ]);
  });

  it('is empty for a valid form', () => {
    expect(validateAll(rules, valid)).toEqual([]);
  });
});

describe('normalisers', () => {
  it('strips every space, tab and full-width space', () => {
    expect(stripSpaces(' 139 1234\t5678\u3000')).toBe('13912345678');
  });

  it('strips only the listed fields and leaves the form untouched', () => {
    const form = { phone: ' 139 1234 5678 ', code: ' 12 34 ', months: [] };
    expect(normalise(form, ['phone'])).toEqual({ phone: '13912345678', code: ' 12 34 ', months: [] });
    expect(form.phone).toBe(' 139 1234 5678 ');
  });

  it('keeps digits up to the limit', () => {
    expect(keepDigits('139-1234-5678-99', 11)).toBe('13912345678');
    expect(keepDigits('abc', 11)).toBe('');
  });
});
