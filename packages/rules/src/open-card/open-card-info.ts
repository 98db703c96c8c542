import { MAX_LENGTH } from '../limits.ts';
import { CARD_ENTRY_PATTERN } from '../patterns.ts';
import { filled, keepDigits, type Rule } from '../validate.ts';

/** Step 0 of the agent wizard, 填写信息 fill info (product.md › 开卡向导). */
export interface OpenCardInfoForm {
  phone: string;
  /** The card's last 7 characters */
  cardNo: string;
  /** 备用联系号码 spare contact, optional */
  sparePhone: string;
}

export const openCardInfoRules: readonly Rule<OpenCardInfoForm>[] = [
  {
    field: 'phone',
    test: (phone, form) => filled(phone) || filled(form.cardNo),
    message: '手机号 卡号不能为空',
  },
  { field: 'cardNo', test: (cardNo) => CARD_ENTRY_PATTERN.test(cardNo), message: '卡号长度有误，请重新输入' },
];

/**
 * The phone and the spare contact have no message of their own: the inputs only take digits, at most 11
 * (product.md › 开卡向导). Inputs pass every change through these.
 */
export const openCardInputs = {
  phone: (value: string) => keepDigits(value, MAX_LENGTH.phone),
  sparePhone: (value: string) => keepDigits(value, MAX_LENGTH.spareContact),
  cardNo: (value: string) => value.slice(0, MAX_LENGTH.cardEntry),
} as const;
