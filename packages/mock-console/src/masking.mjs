/**
 * What the mock console's request log must not keep: credentials and personal data. Testers paste log rows
 * into bug reports, and in proxy mode (API_TARGET) the values are the real test API's. A masked value
 * keeps its last four characters when it is long enough that they give nothing away (a token, an ID or bank
 * card number, a photo), so rows stay told apart; a short value (an SMS code), a password, a name and an
 * address keep none.
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
  // identifier: a channel link's identifier (channelLogin) opens a dealer session by itself, like a token
  { what: '渠道标识 channel link identifier', field: /^identifier$/i, keep: 4 },
  // name (the holder's name of the handling forms, 姓名 of RELIEVE_BINDING), customerName and confirmName
  // (card opening), realName, memberName, newOwnerName (transfer), receive_man (收货人 of a SIM replacement)
  {
    what: '姓名 person name',
    field: /^(name|customerName|custName|confirmName|realName|memberName|newOwnerName|receive_?man)$/i,
    keep: 0,
  },
  // custAddress (card opening), address (invoice title, real name), receive_addr, address_detail
  { what: '地址 address', field: /^(address|custAddress|receive_?addr|address_?detail)$/i, keep: 0 },
  // custPhoto (the face photo), image (uploadCard, signatureUpload), photo and businessLicenses (invoice),
  // file (transFlie's ID pictures), portrait
  {
    what: '照片 photo',
    field: /photo|^(image|images|img|file|businessLicenses|portrait)$/i,
    keep: 4,
  },
];

const ID_RULE = /** @type {MaskRule} */ (MASK_RULES.find((rule) => rule.what.startsWith('身份证')));
const PHOTO_RULE = /** @type {MaskRule} */ (MASK_RULES.find((rule) => rule.what.startsWith('照片')));

/** A value shaped like a resident ID number is masked under any name (a free-text field, an unknown call). */
const ID_NUMBER = /^\d{17}[\dXx]$/;
/**
 * An ID number inside free text (`身份证110101199003071234不匹配`), as a run of exactly 18: the digits of a
 * 20-digit ICCID or a 19-digit bank card around it are not one.
 */
const ID_NUMBER_IN_TEXT = /(?<!\d)\d{17}[\dXx](?!\d)/g;
/** A picture sent inline (data:image/jpeg;base64,…) is a photo under any name. */
const DATA_URL = /^data:/i;
/** Shorter values keep nothing: four characters of a six-digit code would be most of it. */
const KEEP_FROM_LENGTH = 8;

/** @param {string} name @returns {MaskRule | undefined} */
export function maskRuleFor(name) {
  return MASK_RULES.find((rule) => rule.field.test(name));
}

/**
 * Free text (a message, a remark) with each ID number in it masked where it stands, keeping its last four.
 * @param {string} text
 */
export function maskIdNumbers(text) {
  return text.replace(ID_NUMBER_IN_TEXT, (id) => `****${id.slice(-4)}`);
}

/**
 * The value as the log shows it: `****` and, for a rule that keeps some and a value long enough, its last
 * characters. A value the rules leave alone comes back as it was.
 * @param {string} name
 * @param {string} value
 */
export function maskValue(name, value) {
  const rule =
    maskRuleFor(name) ?? (ID_NUMBER.test(value) ? ID_RULE : DATA_URL.test(value) ? PHOTO_RULE : undefined);
  if (!rule) return maskIdNumbers(value);
  if (value === '') return value;
  const keep = value.length >= KEEP_FROM_LENGTH ? rule.keep : 0;
  return `****${keep > 0 ? value.slice(-keep) : ''}`;
}

/** `"name": "value` in JSON text, at any depth; the closing quote may be missing where the text was cut. */
const JSON_STRING_FIELD = /("((?:[^"\\]|\\.)*)"\s*:\s*")((?:[^"\\]|\\.)*)/g;
/** `"name": 123456` in JSON text: a password, a code or an ID number may be sent as a number. */
const JSON_NUMBER_FIELD = /("((?:[^"\\]|\\.)*)"\s*:\s*)(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;
/**
 * `name=value` of a query string or a form body. A quoted value is not one: it is a multipart part's
 * `name="…"`, which names the field rather than holding a person's name.
 */
const PARAMETER = /(^|[?&\s])([^=&?\s]+)=(?!")([^&\s]*)/g;
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
 * name masked: string and number fields of a JSON body at any depth, parameters of the query string or a
 * form body, and fields of a multipart body. A masked number becomes the string `"****"`, so the body
 * stays JSON. An ID number inside any other value is masked where it stands.
 * @param {string} text
 */
export function maskRequestText(text) {
  return text
    .replace(JSON_STRING_FIELD, (whole, head, name, value) => {
      const masked = maskValue(name, value);
      return masked === value ? whole : head + masked;
    })
    .replace(JSON_NUMBER_FIELD, (whole, head, name, value) => {
      const masked = maskValue(name, value);
      return masked === value ? whole : `${head}"${masked}"`;
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
