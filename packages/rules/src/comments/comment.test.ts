import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { commentRules } from './comment.ts';

describe('commentRules', () => {
  it.each<[string, string, string | null]>([
    ['text', '信号不错，资费再低点就好了', null],
    ['empty', '', '请输入内容'],
    ['only spaces', '   ', '请输入内容'],
  ])('%s', (_label, content, expected) => {
    expect(validate(commentRules, { content })?.message ?? null).toBe(expected);
  });
});
