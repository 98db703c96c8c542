import { describe } from 'vitest';
import { itGivesMessages } from '../testing/rule-rows.ts';
import { type SimRecordQueryForm, simRecordQueryRules } from './sim-record-query.ts';

const valid: SimRecordQueryForm = { customerName: '张伟', identityCode: '36010219900315123X' };

describe('simRecordQueryRules', () => {
  itGivesMessages(simRecordQueryRules, valid, [
    ['valid', {}, null],
    ['both empty', { customerName: '', identityCode: '' }, '请输入您的姓名'],
    ['name blank', { customerName: ' ' }, '请输入您的姓名'],
    ['ID empty', { identityCode: '' }, '请输入身份证号'],
  ]);
});
