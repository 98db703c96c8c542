import { MOBILE_PATTERN } from '../patterns.ts';
import { filled, normalise, type Rule } from '../validate.ts';

/** 销户申请 cancel form, named as ACCOUNT_FORM sends them, plus the refund choice (product.md › 销户). */
export interface CancelForm {
  reason: string;
  /** 拆机号码 the number to cancel */
  mobilePhone: string;
  phonePassword: string;
  sparePhone: string;
  /** 是否退费 refund choice: '1' no refund, '2' refund, '' not chosen */
  refund: '' | '1' | '2';
  /** Bank chosen for the refund */
  accountName: string;
  /** 开户行 branch */
  accountBank: string;
  bankCard: string;
}

const refundWanted = (form: CancelForm) => form.refund === '2';

export const cancelFormRules: readonly Rule<CancelForm>[] = [
  { field: 'reason', test: filled, message: '请填写拆机原因' },
  { field: 'mobilePhone', test: filled, message: '请填写拆机号码' },
  { field: 'mobilePhone', test: (phone) => MOBILE_PATTERN.test(phone), message: '请输入正确的手机号' },
  { field: 'phonePassword', test: filled, message: '请填写服务密码' },
  { field: 'sparePhone', test: (phone) => MOBILE_PATTERN.test(phone), message: '请输入正确的备用手机号' },
  { field: 'refund', test: filled, message: '请选择是否退费' },
  {
    field: 'accountName',
    test: (value, form) => !refundWanted(form) || filled(value),
    message: '请选择银行',
  },
  {
    field: 'accountBank',
    test: (value, form) => !refundWanted(form) || filled(value),
    message: '请填写开户行',
  },
  { field: 'bankCard', test: (value, form) => !refundWanted(form) || filled(value), message: '请输入账号' },
];

/** Spaces are stripped from the number, password and bank inputs (product.md › 销户). */
export function normaliseCancelForm(form: CancelForm): CancelForm {
  return normalise(form, ['mobilePhone', 'phonePassword', 'sparePhone', 'accountBank', 'bankCard']);
}
