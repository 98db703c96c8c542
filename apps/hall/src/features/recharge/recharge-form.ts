import { MOBILE_PATTERN } from '@bluecat/rules/patterns';
import { filled, type Rule } from '@bluecat/rules/validate';
import type { RechargeChoice } from './products.ts';

/** The top-up form as it is checked before an order is placed. */
export interface RechargeForm {
  /** 充值号码 the number to top up. */
  mobilePhone: string;
  /** Already resolved against the current offer: null when nothing offered now is chosen. */
  choice: RechargeChoice | null;
}

/** 请选择充值金额: the spec names no message for a missing choice; this is the product's wording for it. */
export const CHOOSE_AMOUNT = '请选择充值金额';

/** Checked in this order: the number as product.md › 号码充值 checks mobiles, then the choice. */
export const rechargeRules: readonly Rule<RechargeForm>[] = [
  { field: 'mobilePhone', test: filled, message: '请输入手机号' },
  {
    field: 'mobilePhone',
    test: (mobilePhone) => MOBILE_PATTERN.test(mobilePhone),
    message: '手机号格式错误',
  },
  { field: 'choice', test: (_value, form) => form.choice !== null, message: CHOOSE_AMOUNT },
];

/** Phone numbers are 11 digits. */
export const PHONE_MAX_LENGTH = 11;
