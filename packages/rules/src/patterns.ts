/** Mobile number of the hall forms: 1, then 3–9, then 9 digits (product.md › 表单与校验 cancel, plan, order query, real-name, unbind). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** Contact numbers on the card-replacement and real-name forms: 1, then 3–8, then 9 digits (product.md › 表单与校验). */
export const CONTACT_PHONE_PATTERN = /^1[3-8]\d{9}$/;

/**
 * The service-password change check: 1, then 3–8, then 9 digits. The operator's class also lists a comma,
 * so '1,' followed by 9 digits passes too (product.md › 表单与校验 "accepts 3-8 (and comma)"); kept so both sides agree.
 */
export const PASSWORD_CHANGE_PHONE_PATTERN = /^1[3-8,]\d{9}$/;

/** 18-character resident ID number; the last character may be X (a lower-case x is accepted as typed). */
export const ID_CARD_PATTERN = /^\d{17}[\dXx]$/;

export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** 纳税人识别号 taxpayer number: 15–20 letters or digits, compared after upper-casing. */
export const TAX_NUMBER_PATTERN = /^[0-9A-Z]{15,20}$/;

/** Card number entry of the agent wizard: exactly 7 characters (the card's last 7). */
export const CARD_ENTRY_PATTERN = /^.{7}$/u;

/** Digits only; an empty entry passes (optional digit fields such as the spare contact). */
export const DIGITS_PATTERN = /^\d*$/;
