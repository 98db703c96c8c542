import { describe, expect, it } from 'vitest';
import { itGivesMessages } from '../testing/rule-rows.ts';
import {
  normalisePlanVerification,
  type PlanVerificationForm,
  planVerificationRules,
} from './plan-verification.ts';

const valid: PlanVerificationForm = { service_id: '17079112345', code: '123456' };

describe('planVerificationRules', () => {
  itGivesMessages(planVerificationRules, valid, [
    ['valid', {}, null],
    ['phone empty', { service_id: '', code: '' }, '请输入手机号'],
    ['phone malformed', { service_id: '1707911234' }, '请输入正确的手机号'],
    ['code empty', { code: '' }, '请输入验证码'],
  ]);

  it('strips spaces', () => {
    expect(normalisePlanVerification({ service_id: '170 7911 2345', code: ' 1234 ' })).toEqual({
      service_id: '17079112345',
      code: '1234',
    });
  });
});
