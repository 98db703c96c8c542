import { describe, expect, it } from 'vitest';
import { loginRandomStr, newCaptchaKey } from './captcha-key.ts';

describe('newCaptchaKey', () => {
  it.each([
    [0, '1'],
    [0.05, '1'],
    [0.1, '2'],
    [0.55, '6'],
    [0.9999, '10'],
  ])('random %f gives randomStr %s', (value, randomStr) => {
    expect(newCaptchaKey(1718262000000, () => value)).toEqual({ randomStr, times: '1718262000000' });
  });
});

describe('loginRandomStr', () => {
  it('is the digit followed by the timestamp', () => {
    expect(loginRandomStr({ randomStr: '7', times: '1718262000000' })).toBe('71718262000000');
  });
});
