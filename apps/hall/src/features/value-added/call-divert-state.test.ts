import { describe, expect, it } from 'vitest';
import { isPassValid, NO_PASS, PASS_VALID_MS } from './call-divert-state.ts';

describe('isPassValid', () => {
  const now = 1_700_000_000_000;
  it.each([
    ['no pass', NO_PASS, false],
    ['a pass of a minute ago', { bizNo: 'FA1', at: now - 60_000 }, true],
    ['a pass just under the limit', { bizNo: 'FA1', at: now - PASS_VALID_MS + 1 }, true],
    ['a pass at the limit', { bizNo: 'FA1', at: now - PASS_VALID_MS }, false],
    ['a pass from the future (clock changed)', { bizNo: 'FA1', at: now + 60_000 }, false],
  ])('%s → %s', (_label, pass, expected) => {
    expect(isPassValid(pass, now)).toBe(expected);
  });
});
