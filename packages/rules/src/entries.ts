import { MAX_LENGTH } from './limits.ts';

/**
 * The entry rule of each kind of phone, code and ID field of both apps, as @bluecat/ui's CompactInput
 * applies it: spaces are stripped (product.md › 表单与校验), then the characters the kind does not take, and only then is
 * the value cut to its limit. `digits` keeps digits, `id` digits and X, `upper` anything in capitals,
 * `any` anything.
 */
export const ENTRY = {
  /** 手机号码 a mobile number */
  phone: { chars: 'digits', limit: MAX_LENGTH.phone },
  /** 验证码 an SMS code */
  code: { chars: 'digits', limit: MAX_LENGTH.code },
  /** 身份证号 a whole ID number */
  idCard: { chars: 'id', limit: MAX_LENGTH.idCard },
  /** 身份证号后六位 the last six characters of an ID */
  idSuffix: { chars: 'id', limit: MAX_LENGTH.idSuffix },
  /** 纳税人识别号 a tax number, printed in capitals */
  taxNumber: { chars: 'upper', limit: MAX_LENGTH.taxNumber },
  /** 银行账号 a bank account, often copied in groups of four */
  bankAccount: { chars: 'digits' },
  /** A landline as written (0755-12345678): dashes stay, spaces go. */
  landline: { chars: 'any' },
} as const;
