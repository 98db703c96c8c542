/**
 * What the check's output (report.html, junit.xml, the console) must not show: credentials and personal
 * data, in the requests it sent and in the answers it read. Testers attach the reports to bug reports, and
 * against a real test server the values are real people's. One module for every place the check writes:
 * the mock console's table (@bluecat/mock-console/masking, the request fields), the fields answers add (the
 * dealer's name and work number, the subscriber's WeChat ids, e-mail and phone numbers), and free text (an
 * answer's `msg`, an HTML error page, a redirect's address), where a value stands without its field name.
 */
import { MASK_RULES } from '@bluecat/mock-console/masking';

/** @typedef {import('@bluecat/mock-console/masking').MaskRule} MaskRule */

/** The console's rules first (a `phonePassword` is a password), then what answers add. */
/** @type {readonly MaskRule[]} */
export const REPORT_RULES = [
  ...MASK_RULES,
  // workNo (the agent's sign-in, sent as a header and in bodies), loginName (real-name link: the agent's
  // work number), acceptPerson / aceptPerson (the agent who took the order)
  { what: '工号 work number', field: /^(workNo|work_?no|loginName|acceptPerson|aceptPerson)$/i, keep: 4 },
  // workName (the agent's name), nickName (the subscriber in the service chat), reply_name (a comment's
  // replier), accountName (a refund account's holder), userName
  {
    what: '姓名 person name in an answer',
    field: /^(workName|nickName|reply_?name|accountName|userName|contactName)$/i,
    keep: 0,
  },
  // openid / unionid (WeChat's ids of the subscriber), nickId (the identity the chat page is given), userId
  // (the operator's user id of the number)
  { what: '用户标识 subscriber id', field: /^(open_?id|union_?id|nickId|userId)$/i, keep: 4 },
  { what: '邮箱 e-mail', field: /e-?mail/i, keep: 0 },
  // mobilePhone, phone, sparePhone, otherPhone, receive_phone, tel, telephone, mobile, mobileNumber, phoneNum
  {
    what: '手机号 phone number',
    field: /phone|^(mobile|mobileNumber|phoneNum|tel|telephone|contactNumber)$/i,
    keep: 4,
  },
];

/** Shorter values keep nothing: four characters of a six-digit code would be most of it (as the console). */
const KEEP_FROM_LENGTH = 8;
const PHONE = /^(?:\+?86|0086)?1[3-9]\d{9}$/;
const ID_NUMBER = /^\d{17}[\dXx]$/;
const EMAIL = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;

/** @param {string} name */
export function reportRuleFor(name) {
  return REPORT_RULES.find((rule) => rule.field.test(name));
}

const byWhat = (/** @type {string} */ start) =>
  /** @type {MaskRule} */ (REPORT_RULES.find((rule) => rule.what.startsWith(start)));
const ID_RULE = byWhat('身份证');
const PHONE_RULE = byWhat('手机号');
const EMAIL_RULE = byWhat('邮箱');
const PHOTO_RULE = byWhat('照片');
const BANK_RULE = byWhat('银行卡');

/** `****` and, for a rule that keeps some and a value long enough, its last characters. */
function masked(/** @type {MaskRule} */ rule, /** @type {string} */ value) {
  const keep = value.length >= KEEP_FROM_LENGTH ? rule.keep : 0;
  return `****${keep > 0 ? value.slice(-keep) : ''}`;
}

/** The rule a whole value falls under by its shape, whatever its field is called. */
function shapeRule(/** @type {string} */ value) {
  if (ID_NUMBER.test(value)) return ID_RULE;
  if (PHONE.test(value)) return PHONE_RULE;
  if (EMAIL.test(value)) return EMAIL_RULE;
  if (/^data:/i.test(value)) return PHOTO_RULE;
  return undefined;
}

/**
 * A digit run as people write them: groups parted by one space or hyphen (`138 1234 5678`,
 * `6222 0212 3456 7890 123`), a `+86` / `0086` in front, an ID number's closing X. Not a part of a longer
 * word or number. A run may hold more than one number (`13812345678 2024`): maskRun looks at its groups.
 */
const DIGIT_RUN = /(?<![\w+])(?:(?:\+|00)86[ -]?)?\d(?:[ -]?\d)*(?:[ -]?[Xx])?(?!\w)/g;

/** The rule a digit run falls under once its separators are gone: a phone, an ID number, a bank card. */
function runRule(/** @type {string} */ digits) {
  if (PHONE.test(digits)) return PHONE_RULE;
  if (ID_NUMBER.test(digits)) return ID_RULE;
  // 16 to 19 digits: a bank card. An ICCID (20) and shorter keys and amounts are not personal.
  if (/^\d{16,19}$/.test(digits)) return BANK_RULE;
  return undefined;
}

/** A digit run with each phone, ID number or bank card in it masked: the longest groups that make one. */
function maskRun(/** @type {string} */ run) {
  const parts = run.split(/([ -])/);
  const groups = parts.filter((_, index) => index % 2 === 0);
  const out = [];
  for (let start = 0; start < groups.length; ) {
    let end = groups.length;
    let rule;
    for (; end > start; end -= 1) {
      rule = runRule(groups.slice(start, end).join(''));
      if (rule) break;
    }
    if (rule) {
      out.push(masked(rule, groups.slice(start, end).join('')));
      start = end;
    } else {
      out.push(groups[start]);
      start += 1;
    }
    // The separator after the last group taken stays.
    if (start < groups.length) out.push(parts[2 * start - 1]);
  }
  return out.join('');
}

/** A JSON key and its value, up to the closing quote (or the end, where the text was cut). */
const JSON_FIELD = /"([^"\\]+)"(\s*:\s*)("(?:[^"\\]|\\.)*(?:"|$)|-?\d+(?:\.\d+)?)/g;
/** The same inside a JSON string (`{\"token\":\"abc\"}`): keys and values between `\"`. */
const ESCAPED_JSON_FIELD = /\\"([^"\\]+)\\"(\s*:\s*)(\\"(?:(?!\\").)*\\"|-?\d+(?:\.\d+)?)/g;
/**
 * A Chinese label and its value: `姓名：张三`, `手机号:138…`, and `工号LM360021` (an ASCII value may follow
 * its label at once; anything else needs a `:`, `：` or `=`, so `姓名不能为空` stays).
 */
const LABELS =
  '姓名|名字|客户名称|客户姓名|联系人|收货人|收件人|开户名|户名|昵称|用户名|收货地址|联系地址|地址|电子邮箱|邮箱|工号|身份证号码|身份证号|身份证|证件号码|证件号|银行卡号|银行卡|卡号|手机号码|手机号|手机|联系电话|电话|密码|验证码';
/**
 * Where an unquoted value ends: at a blank, unless what follows is more of a Chinese name or address
 * (`张 三`, `北京市海淀区 中关村大街1号`) that is not the next label, and at a delimiter.
 */
const UNQUOTED = `[^\\s&,，;；。、"'<>]+(?: (?!${LABELS})(?=[^\\x00-\\x7F])[^\\s&,，;；。、"'<>]+)*`;
/**
 * `name: value` and `name=value` outside JSON (a query, a form body, a log line). A quoted value after
 * `=` is an HTML attribute or a multipart part's `name="…"`, which names a field rather than holding data.
 */
const NAMED_VALUE = new RegExp(
  `(?<![\\w"\\\\-])([A-Za-z][\\w-]*)(?:(\\s*:\\s*)("[^"]*"|'[^']*'|${UNQUOTED})|(=)(?!["'])(${UNQUOTED}))`,
  'g',
);
const LABELLED = new RegExp(
  `(${LABELS})(?:(\\s*[:：=]\\s*)("[^"]*"|“[^”]*”|${UNQUOTED})|([A-Za-z0-9]+))`,
  'g',
);
/** What each label is, for how much of its value stays. */
const LABEL_RULES = /** @type {Array<[RegExp, MaskRule]>} */ ([
  [/姓名|名字|名称|联系人|收货人|收件人|户名|昵称|用户名/, byWhat('姓名')],
  [/地址/, byWhat('地址')],
  [/邮箱/, EMAIL_RULE],
  [/工号/, byWhat('工号')],
  [/身份证|证件/, ID_RULE],
  [/银行卡|卡号/, BANK_RULE],
  [/手机|电话/, PHONE_RULE],
  [/密码/, byWhat('密码')],
  [/验证码/, byWhat('验证码')],
]);
const labelRule = (/** @type {string} */ label) =>
  /** @type {MaskRule} */ (LABEL_RULES.find(([pattern]) => pattern.test(label))?.[1]);

/** `%xx` escapes decoded (a redirect's address, a form body); a run that is not UTF-8 stays as it was. */
function decoded(/** @type {string} */ text) {
  return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** A quoted value masked inside its quotes, so the text keeps its shape. */
function maskQuoted(/** @type {MaskRule} */ rule, /** @type {string} */ value) {
  const quote = /^(\\?["'“])([\s\S]*?)(\\?["'”]|)$/.exec(value);
  if (!quote) return masked(rule, value);
  return `${quote[1]}${masked(rule, quote[2])}${quote[3]}`;
}

const alreadyMasked = (/** @type {string} */ value) => /^(\\?["'“])?\*{4}/.test(value);

/**
 * Free text with every value the rules name masked where it stands: fields named in it (JSON, escaped
 * JSON, `name=value`, `name: value`, Chinese labels), e-mail addresses, and digit runs that are a phone, an
 * ID number or a bank card (`%xx` escapes decoded first). Mask first, cut after: a cut through a number
 * would leave part of it.
 * @param {string} text
 */
export function maskText(text) {
  /** @param {string} whole @param {string} head @param {string} name @param {string} value */
  const byName = (whole, head, name, value, numberQuote = '') => {
    const rule = reportRuleFor(name);
    if (!rule || alreadyMasked(value)) return whole;
    const quote = /^-?\d/.test(value) ? numberQuote : '';
    return `${head}${quote}${maskQuoted(rule, value)}${quote}`;
  };
  return (
    decoded(String(text))
      // A number masked becomes a string, so the text stays JSON.
      .replace(JSON_FIELD, (whole, name, between, value) =>
        byName(whole, `"${name}"${between}`, name, value, '"'),
      )
      .replace(ESCAPED_JSON_FIELD, (whole, name, between, value) =>
        byName(whole, `\\"${name}\\"${between}`, name, value, '\\"'),
      )
      .replace(NAMED_VALUE, (whole, name, colon, quotedOrNot, equals, plain) =>
        byName(whole, `${name}${colon ?? equals}`, name, quotedOrNot ?? plain),
      )
      .replace(LABELLED, (whole, label, between, value, ascii) => {
        const found = value ?? ascii;
        if (alreadyMasked(found)) return whole;
        return `${label}${between ?? ''}${maskQuoted(labelRule(label), found)}`;
      })
      .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '****')
      .replace(DIGIT_RUN, maskRun)
  );
}

/**
 * One value of a request or an answer under its field's name: masked when the rules name the field or the
 * value has the shape of personal data; an identifier the contract names (an order number, an ICCID) stays;
 * any other text is masked as free text.
 * @param {string} name
 * @param {string} value
 */
export function maskField(name, value) {
  if (value === '') return value;
  const rule = reportRuleFor(name) ?? shapeRule(value);
  if (rule) return masked(rule, value);
  if (/^[\w.:/-]*$/.test(value) && !/%[0-9A-Fa-f]{2}/.test(value)) return value;
  return maskText(value);
}

/**
 * A request's query or body, or an answer, with every value masked at any depth. The answer's own `code`
 * stays readable (the console's rules would take it for an SMS code); its `msg` is masked as free text.
 * @param {unknown} value
 * @returns {unknown}
 */
export function maskBody(value, name = '', depth = 0) {
  if (Array.isArray(value)) return value.map((item) => maskBody(item, name, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, maskBody(inner, key, depth + 1)]),
    );
  }
  if (depth === 1 && name === 'code') return value;
  if (depth === 1 && name === 'msg' && typeof value === 'string') return maskText(value);
  if (typeof value === 'string' || typeof value === 'number') {
    const text = String(value);
    const result = maskField(name, text);
    return result === text ? value : result;
  }
  return value;
}
