import { describe, expect, it } from 'vitest';
import { itGivesMessages } from '../testing/rule-rows.ts';
import { normaliseUnbindById, type UnbindByIdForm, unbindByIdRules } from './unbind-by-id.ts';

const valid: UnbindByIdForm = { idCard: '36010219900315123X', name: '张伟' };

describe('unbindByIdRules', () => {
  itGivesMessages(unbindByIdRules, valid, [
    ['valid', {}, null],
    ['both empty', { idCard: '', name: '' }, '身份证号必填'],
    ['name empty', { name: '' }, '姓名必填'],
  ]);

  it('strips spaces', () => {
    expect(normaliseUnbindById({ idCard: ' 36010219900315123X', name: '张 伟' })).toEqual(valid);
  });
});
