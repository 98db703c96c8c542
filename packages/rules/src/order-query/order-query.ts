import { MOBILE_PATTERN } from '../patterns.ts';
import { filled, normalise, type Rule } from '../validate.ts';

/** 订单查询 order query, named as ORDER_QUERY sends them (product.md › 订单查询: phone 1 then 3-9; code required). */
export interface OrderQueryForm {
  mobilePhone: string;
  code: string;
}

/** Checked before a code is sent (type '06'): only the number. */
export const orderQueryPhoneRules: readonly Rule<OrderQueryForm>[] = [
  { field: 'mobilePhone', test: filled, message: '请输入手机号' },
  { field: 'mobilePhone', test: (phone) => MOBILE_PATTERN.test(phone), message: '请输入正确的手机号' },
];

/** Checked before ORDER_QUERY: the number, then the code. */
export const orderQueryRules: readonly Rule<OrderQueryForm>[] = [
  ...orderQueryPhoneRules,
  { field: 'code', test: filled, message: '请输入验证码' },
];

/** Spaces are stripped (product.md › 订单查询). */
export function normaliseOrderQuery(form: OrderQueryForm): OrderQueryForm {
  return normalise(form, ['mobilePhone', 'code']);
}
