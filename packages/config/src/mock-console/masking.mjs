/**
 * What the mock console's request log must not keep: credentials and personal data. Testers paste log rows
 * into bug reports, and in proxy mode (API_TARGET) the values are the real test API's. A masked value
 * keeps its last four characters when it is long enough that they give nothing away (a token, an ID or bank
 * card number, a photo), so rows stay told apart; a short value (an SMS code) and a password keep none.
 */

/**
 * @typedef {{ what: string; field: RegExp; keep: number }} MaskRule
 */

/** Matched against each field name (JSON key at any depth, query or form parameter, multipart part). */
/** @type {readonly MaskRule[]} */
export const MASK_RULES = [
  // token (the session), tokens / thirdSession (the hall's third-party session), accessToken
  { what: '会话凭证 session token', field: /(token|session)s?$/i, keep: 4 },
  // passWord (agent login), phonePassword, servicePassword, rawServicePass, newServicePass, confirmServicePass
  { what: '密码 password', field: /(password|pass|pwd)$/i, keep: 0 },
  // code (SMS codes, the login's image code, WeChat's OAuth code), smsCode, verifyCode, checkCode, captcha
  {
    what: '验证码 verification code',
    field: /^(code|smsCode|verifyCode|checkCode|captcha|captchaCode|imgCode)$/i,
    keep: 4,
  },
  // idCard, idCardNumber, confirmIdcardNumber, newOwnerIdCard, identityCode, the ID card photos idCardFront/Back
  { what: '身份证 ID number or photo', field: /idcard|identityCode|idNo$|certNo$|certNum$/i, keep: 4 },
  // bankCard (refund account), bankAccount (invoice title)
  { what: '银行卡 bank card', field: /bankCard|bankAccount|bankNo$|cardNumber$/i, keep: 4 },
];

/** A value shaped like a resident ID number is masked under any name (a free-text field, an unknown call). */
const ID_NUMBER = /^\d{17}[\dXx]$/;
/** Shorter values keep nothing: four characters of a six-digit code would be most of it. */
const KEEP_FROM_LENGTH = 8;

/** @param {string} name @returns {MaskRule | undefined} */
export function maskRuleFor(name) {
  return MASK_RULES.find((rule) => rule.field.test(name));
}

/**
 * The value as the log shows it: `****` and, for a rule that keeps some and a value long enough, its last
 * characters. A value the rules leave alone comes back as it was.
 * @param {string} name
 * @param {string} value
 */
export function maskValue(name, value) {
  const rule = maskRuleFor(name) ?? (ID_NUMBER.test(value) ? MASK_RULES[3] : undefined);
  if (!rule || value === '') return value;
  const keep = value.length >= KEEP_FROM_LENGTH ? rule.keep : 0;
  return `****${keep > 0 ? value.slice(-keep) : ''}`;
}

/** `"name": "value` in JSON text, at any depth; the closing quote may be missing where the text was cut. */
const JSON_STRING_FIELD = /("((?:[^"\\]|\\.)*)"\s*:\s*")((?:[^"\\]|\\.)*)/g;
/** `name=value` of a query string or a form body. */
const PARAMETER = /(^|[?&\s])([^=&?\s]+)=([^&\s]*)/g;
/** A multipart part's name and its value (the lines after the part's blank line). */
const MULTIPART_FIELD = /(name="([^"]*)"[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n)([^\r\n]*)/g;

/** @param {string} text */
function decoded(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * A request as the log keeps it (query string and body text, possibly cut), with every value the rules
 * name masked: string fields of a JSON body at any depth, parameters of the query string or a form body,
 * and fields of a multipart body. Numbers are left: the contract sends every credential as a string, and
 * the envelope's `code` is a number.
 * @param {string} text
 */
export function maskRequestText(text) {
  return text
    .replace(JSON_STRING_FIELD, (whole, head, name, value) => {
      const masked = maskValue(name, value);
      return masked === value ? whole : head + masked;
    })
    .replace(PARAMETER, (whole, start, name, value) => {
      const plain = decoded(value);
      const masked = maskValue(decoded(name), plain);
      return masked === plain ? whole : `${start}${name}=${masked}`;
    })
    .replace(MULTIPART_FIELD, (whole, head, name, value) => {
      const masked = maskValue(name, value);
      return masked === value ? whole : head + masked;
    });
}
