import { describe, expect, it } from 'vitest';
import { innerResultOf } from './inner-result.ts';

describe('innerResultOf', () => {
  it.each<[unknown, ReturnType<typeof innerResultOf>]>([
    [
      { code: 1, msg: '解绑成功' },
      { code: 1, msg: '解绑成功' },
    ],
    [
      { code: '-100', msg: '验证码错误' },
      { code: -100, msg: '验证码错误' },
    ],
    [{ code: -1 }, { code: -1, msg: '' }],
    [{ code: '', msg: 'x' }, null],
    [{ msg: 'x' }, null],
    [null, null],
    ['成功', null],
  ])('%o → %o', (data, expected) => {
    expect(innerResultOf(data)).toEqual(expected);
  });
});
