import { describe, expect, it } from 'vitest';
import { itGivesMessages } from '../testing/rule-rows.ts';
import {
  checkIccid,
  type IccidRead,
  iccidRules,
  looksLikeIccid,
  luhnValid,
  recognisedIccid,
} from './iccid.ts';

/** A 20-digit ICCID whose check digit is right; its last 7 digits are 1234567. */
const GOOD_20 = '89860321245731234567';
/** A 19-digit ICCID (the check digit of 898601234567890123). */
const GOOD_19 = '8986012345678901239';

describe('iccidRules', () => {
  itGivesMessages<IccidRead>(iccidRules, { iccid: GOOD_20 }, [
    ['20 digits', {}, null],
    ['19 digits', { iccid: GOOD_19 }, null],
    ['18 digits', { iccid: '898603212457312345' }, 'ICCID应为19或20位数字，请对准卡板条码重试'],
    ['21 digits', { iccid: '898603212457312345670' }, 'ICCID应为19或20位数字，请对准卡板条码重试'],
    ['a letter', { iccid: '8986032124573123456F' }, 'ICCID应为19或20位数字，请对准卡板条码重试'],
    ['empty', { iccid: '' }, 'ICCID应为19或20位数字，请对准卡板条码重试'],
    ['another prefix', { iccid: '69860321245731234567' }, 'ICCID应以89开头，请确认扫描的是卡板条码'],
    ['a wrong check digit', { iccid: '89860321245731234568' }, 'ICCID校验位不符，请重新扫描或手动输入卡号'],
    ['two digits swapped', { iccid: '89860321245791234567' }, 'ICCID校验位不符，请重新扫描或手动输入卡号'],
  ]);
});

describe('luhnValid', () => {
  it.each<[string, boolean]>([
    [GOOD_20, true],
    [GOOD_19, true],
    ['79927398713', true],
    ['79927398710', false],
    ['', false],
  ])('%s → %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });
});

describe('checkIccid', () => {
  it('gives the last 7 digits as the card entry', () => {
    expect(checkIccid(GOOD_20)).toEqual({ ok: true, iccid: GOOD_20, cardNo: '1234567' });
    expect(checkIccid(GOOD_19)).toEqual({ ok: true, iccid: GOOD_19, cardNo: '8901239' });
  });

  it('reads a number printed or pasted in groups', () => {
    expect(checkIccid('8986 0321 2457 3123 4567')).toMatchObject({ ok: true, cardNo: '1234567' });
  });

  it('gives the first failing rule', () => {
    expect(checkIccid('12345')).toEqual({ ok: false, message: 'ICCID应为19或20位数字，请对准卡板条码重试' });
  });
});

describe('looksLikeIccid', () => {
  it.each<[string, boolean]>([
    [GOOD_20, true],
    ['8986 0321 2457 3123 4567', true],
    [GOOD_19, true],
    ['1234567', false],
    ['898603212457312345', false],
  ])('%s → %s', (pasted, whole) => {
    expect(looksLikeIccid(pasted)).toBe(whole);
  });
});

it('names the read ICCID for the agent to compare with the board', () => {
  expect(recognisedIccid(GOOD_20)).toBe('已识别ICCID：89860321245731234567，请与卡板核对');
});
