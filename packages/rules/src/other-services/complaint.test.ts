import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { complaintRules } from './complaint.ts';

describe('complaintRules', () => {
  it.each<[string, string, string | null]>([
    ['text', '营业厅工作人员态度不好', null],
    ['empty', '', '请填写内容'],
    ['only spaces', '  ', '请填写内容'],
  ])('%s', (_label, content, expected) => {
    expect(validate(complaintRules, { content })?.message ?? null).toBe(expected);
  });
});
