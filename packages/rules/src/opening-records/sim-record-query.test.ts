import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { type SimRecordQueryForm, simRecordQueryRules } from './sim-record-query.ts';

const valid: SimRecordQueryForm = { customerName: '张伟', identityCode: '36010219900315123X' };

describe('simRecordQueryRules', () => {
  it.each<[string, Partial<SimRecordQueryForm>, string | null]>([
    ['valid', {}, null],
    ['both empty', { customerName: '', identityCode: '' }, '请输入您的姓名'],
    ['name blank', { customerName: ' ' }, '请输入您的姓名'],
    ['ID empty', { identityCode: '' }, '请输入身份证号'],
  ])('%s', (_label, patch, expected) => {
    expect(validate(simRecordQueryRules, { ...valid, ...patch })?.message ?? null).toBe(expected);
  });
});
