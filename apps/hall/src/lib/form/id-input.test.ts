import { describe, expect, it } from 'vitest';
import { idCardInput, idInput, idSuffixInput } from './id-input.ts';

describe('idSuffixInput', () => {
  it.each([
    ['15123x', '15123X'],
    ['15 12-3X', '15123X'],
    ['1 5-1a23X9', '15123X'],
    ['1234567', '123456'],
    ['abc12', '12'],
    ['', ''],
  ])('%o → %o', (typed, kept) => {
    expect(idSuffixInput(typed)).toBe(kept);
  });
});

describe('idCardInput', () => {
  it.each([
    ['36010219900101123x', '36010219900101123X'],
    ['360102 1990-0101 123X', '36010219900101123X'],
    ['36010219900101123X9', '36010219900101123X'],
    ['', ''],
  ])('%o → %o', (typed, kept) => {
    expect(idCardInput(typed)).toBe(kept);
  });
});

describe('idInput', () => {
  it('cuts to the given length', () => {
    expect(idInput('12345x789', 6)).toBe('12345X');
  });
});
