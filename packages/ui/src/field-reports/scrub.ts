/**
 * The one table of what a report never carries (the issue's privacy rule), applied to every text a
 * report holds: message, stack, route. No lookbehind: iOS 12's engine cannot parse it, and a regular
 * expression it cannot parse would stop the whole reporter.
 */
export interface ScrubRule {
  /** What the rule removes, as the table's test names it. */
  readonly name: string;
  readonly pattern: RegExp;
  readonly replace: string;
}

/** Names whose value is a credential or a person's data, in `name=value`, `name: value` or JSON. */
const SECRET_NAMES =
  'token|tokens|thirdSession|session(?:Id)?|workNo|password|pwd|smsCode|verifyCode|code|captcha|' +
  'name|userName|custName|realName|address|addr|certNo|idCard|idNo|cardNo|bankCard|account|openid';

export const SCRUB_RULES: readonly ScrubRule[] = [
  {
    name: 'a named secret or personal value',
    pattern: new RegExp(`((?:${SECRET_NAMES})["']?\\s*[:=]\\s*["']?)[^"'&\\s,;})\\]]+`, 'gi'),
    replace: '$1*',
  },
  { name: 'a bearer token', pattern: /(Bearer\s+)[\w.~+/-]+=*/gi, replace: '$1*' },
  // Before the bank card rule, which would take an ID number's 18 digits for a card.
  { name: 'an ID number', pattern: /(^|\D)\d{17}[\dXx](?![\dXx])/g, replace: '$1[身份证]' },
  { name: 'a bank card number', pattern: /(^|\D)\d{15,19}(?!\d)/g, replace: '$1[银行卡]' },
  {
    name: 'a phone number, keeping the last four',
    pattern: /(^|\D)1[3-9]\d{5}(\d{4})(?!\d)/g,
    replace: '$1*******$2',
  },
  { name: 'an SMS code', pattern: /(验证码\D{0,4})\d{4,6}/g, replace: '$1*' },
  { name: 'an e-mail address', pattern: /[\w.+-]+@[\w-]+\.[\w.-]+/g, replace: '*@*' },
];

/** A long text is cut: a report is a pointer to a problem, not a copy of the page. */
const MAX_TEXT = 1500;

export function scrub(text: string): string {
  let out = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
  for (const rule of SCRUB_RULES) out = out.replace(rule.pattern, rule.replace);
  return out;
}

/**
 * The route a report names: the address's path alone (no query, no hash), with a segment that is an id
 * (digits, a long hex or mixed token) replaced by `:id`, then scrubbed like any text.
 */
export function routeOf(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = path
    .split('/')
    .map((segment) => (/\d{3,}|^[0-9a-f]{16,}$|^[\w-]{24,}$/i.test(segment) ? ':id' : segment));
  return scrub(segments.join('/') || '/');
}
