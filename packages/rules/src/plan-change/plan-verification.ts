import { MOBILE_PATTERN } from '../patterns.ts';
import { filled, normalise, type Rule } from '../validate.ts';

/** 变更套餐 plan-change verification, named as verificationCode sends them (product.md › 变更套餐). */
export interface PlanVerificationForm {
  service_id: string;
  code: string;
}

export const planVerificationRules: readonly Rule<PlanVerificationForm>[] = [
  { field: 'service_id', test: filled, message: '请输入手机号' },
  { field: 'service_id', test: (phone) => MOBILE_PATTERN.test(phone), message: '请输入正确的手机号' },
  { field: 'code', test: filled, message: '请输入验证码' },
];

/** Spaces are stripped (product.md › 变更套餐). */
export function normalisePlanVerification(form: PlanVerificationForm): PlanVerificationForm {
  return normalise(form, ['service_id', 'code']);
}
