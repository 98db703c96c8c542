import { type Rule, stripSpaces } from '../validate.ts';

/**
 * 卡板条码 the card board's barcode: the ICCID, whose last 7 digits are the wizard's 卡号 entry
 * (product.md › 开卡向导 › 扫描卡板). A read, scanned or pasted, is checked here before it fills the field.
 */
export interface IccidRead {
  iccid: string;
}

/** The last digit of an ICCID is its Luhn check digit (ITU-T E.118). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export const iccidRules: readonly Rule<IccidRead>[] = [
  {
    field: 'iccid',
    test: (iccid) => /^\d{19,20}$/.test(iccid),
    message: 'ICCID应为19或20位数字，请对准卡板条码重试',
  },
  {
    field: 'iccid',
    test: (iccid) => iccid.startsWith('89'),
    message: 'ICCID应以89开头，请确认扫描的是卡板条码',
  },
  { field: 'iccid', test: luhnValid, message: 'ICCID校验位不符，请重新扫描或手动输入卡号' },
];

/** How many of the ICCID's last digits the 卡号 entry takes. */
export const CARD_ENTRY_DIGITS = 7;

export type IccidCheck = { ok: true; iccid: string; cardNo: string } | { ok: false; message: string };

/** A read's verdict: the ICCID and its 卡号 entry, or the first rule it fails. */
export function checkIccid(raw: string): IccidCheck {
  const iccid = stripSpaces(raw);
  for (const rule of iccidRules) {
    if (!rule.test(iccid, { iccid })) return { ok: false, message: rule.message };
  }
  return { ok: true, iccid, cardNo: iccid.slice(-CARD_ENTRY_DIGITS) };
}

/** A paste into 卡号 that is a whole ICCID (19 or 20 digits once spaces are gone) is checked as a read. */
export function looksLikeIccid(pasted: string): boolean {
  return /^\d{19,20}$/.test(stripSpaces(pasted));
}

/**
 * Shown once after a good read, for the agent to compare with the board. The number is the read's own;
 * the words around it are fixed.
 */
export function recognisedIccid(iccid: string): string {
  return `已识别ICCID：${iccid}，请与卡板核对`;
}
