import { describe, expect, it } from 'vitest';
import { itGivesMessages } from '../testing/rule-rows.ts';
import { type OpenCardInfoForm, openCardInfoRules, openCardInputs } from './open-card-info.ts';

const valid: OpenCardInfoForm = { phone: '17079112345', cardNo: '1234567', sparePhone: '' };

describe('openCardInfoRules', () => {
  itGivesMessages(openCardInfoRules, valid, [
    ['phone and card', {}, null],
    ['with a spare contact', { sparePhone: '13912345678' }, null],
    ['card only', { phone: '' }, null],
    ['phone and card both empty', { phone: '', cardNo: '' }, '手机号 卡号不能为空'],
    ['card empty', { cardNo: '' }, '卡号长度有误，请重新输入'],
    ['card too short', { cardNo: '123456' }, '卡号长度有误，请重新输入'],
    ['card too long', { cardNo: '12345678' }, '卡号长度有误，请重新输入'],
  ]);
});

describe('openCardInputs', () => {
  it.each<[keyof typeof openCardInputs, string, string]>([
    ['phone', '170 7911 2345 6', '17079112345'],
    ['sparePhone', '139-1234-5678', '13912345678'],
    ['sparePhone', 'abc', ''],
    ['cardNo', '123456789', '1234567'],
  ])('%s %s → %s', (field, typed, kept) => {
    expect(openCardInputs[field](typed)).toBe(kept);
  });
});
