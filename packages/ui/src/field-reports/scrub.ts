/**
 * The one table of what a report never carries (the issue's privacy rule), applied to every text a
 * report holds: message, stack, route. No lookbehind: iOS 12's engine cannot parse it, and a regular
 * expression it cannot parse would stop the whole reporter.
 *
 * A text is first brought to the one form the table matches (`normalise`): what an address or a JSON
 * string escapes is read as written, and a number written in groups, or a phone number after +86 or 0086,
 * becomes its digits. Then every rule applies, and only then is the text cut, so that no value is cut in
 * two with its first half kept.
 */
/**
 * A rule: what it matches, and what stands in its place (a string or a function, as
 * `String.prototype.replace` takes them). Pairs rather than named objects: the names would be bytes of the
 * reporter's file that no report needs, so each rule's comment names it.
 */
export type ScrubRule = readonly [
  pattern: RegExp,
  replace: string | ((match: string, ...groups: string[]) => string),
];

/**
 * Names whose value is a credential or a person's data, in `name=value`, `name: value` or JSON. They match
 * inside longer names too (`custName`, `newServicePass`). `identifier` is a channel link's, which is all a
 * visitor needs to sign in as its dealer (apps/agent/src/features/channel-login/server-sign-in.ts).
 */
const SECRET_NAMES =
  'token|thirdSession|session(?:Id)?|workNo|password|pwd|servicePass|smsCode|verifyCode|code|captcha|' +
  'name|address|addr|certNo|idCard|idNo|cardNo|bankCard|account|openid|unionid|nickId|email|' +
  'identifier|identityCode|iccid';

/** Where a value written without quotes ends. */
const STOP = `"'&\\s,;})\\]，；。`;

export const SCRUB_RULES: readonly ScrubRule[] = [
  // A named secret or personal value. A quoted value goes up to its closing quote (or the end); a bare one
  // up to a space, and on over words that start in Chinese, as a name or an address written with spaces
  // (`name: 张 三`).
  [
    new RegExp(
      // Concatenated, not a template: the build then folds it into one string.
      '((?:' +
        SECRET_NAMES +
        ')["\']?\\s*[:=：]\\s*)("[^"]*"?|\'[^\']*\'?|[^' +
        STOP +
        ']+(?:[ \\t]+[\\u3400-\\u9fff][^' +
        STOP +
        ']*)*)',
      'gi',
    ),
    (_match, name, value) => {
      const quote = value[0] === '"' || value[0] === "'" ? value[0] : '';
      return `${name}${quote}*${quote}`;
    },
  ],
  // A work number after 工号.
  [/(工号[:：]?\s*)[\w-]+/g, '$1*'],
  // A bearer token.
  [/(Bearer\s+)[\w.~+/-]+=*/gi, '$1*'],
  // A channel link's identifier, `/<carrier>WithoutCodeLogin<identifier>`
  // (packages/rules/src/channel-login/channel-links.ts), in a page address or a stack frame's URL.
  [/(WithoutCodeLogin)[\w-]+/g, '$1*'],
  // An ICCID; before the ID and bank card rules, which would take a 19-digit one for a card.
  [/(^|\D)89\d{17,18}(?!\d)/g, '$1[ICCID]'],
  // An ID number; before the bank card rule, which would take its 18 digits for a card.
  [/(^|\D)\d{17}[\dXx](?![\dXx])/g, '$1[身份证]'],
  // A bank card number.
  [/(^|\D)\d{15,19}(?!\d)/g, '$1[银行卡]'],
  // A phone number, keeping the last four.
  [/(^|\D)1[3-9]\d{5}(\d{4})(?!\d)/g, '$1*******$2'],
  // An SMS code.
  [/(验证码\D{0,4})\d{4,6}/g, '$1*'],
  // An e-mail address. The first character is outside it, so that a long word is read once, not from
  // every letter.
  [/(^|[^\w.+-])[\w.+-]+@[\w-]+\.[\w.-]+/g, '$1*@*'],
];

/** `%xx` as an address or a form carries it; a sequence that is no UTF-8 keeps its ASCII ones decoded. */
function decodePercent(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
  });
}

/**
 * A number written in groups (`138 1234 5678`, `6222 0212 3456 7890 123`) or after +86 or 0086, as its
 * digits when they are a phone number, an ID number or a card; any other run (a date, an amount) stays
 * as written. Groups after the first have three digits or more, so a date's `-05-01` ends a run.
 */
function compactNumber(run: string): string {
  let digits = run.replace(/[ +-]/g, '');
  let after = '';
  // An X ends an ID number; after any other number it is the next word's.
  if (/x$/i.test(digits) && digits.length !== 18) {
    after = digits.slice(-1);
    digits = digits.slice(0, -1);
  }
  const phone = /^(?:0{0,2}86)?(1[3-9]\d{9})$/.exec(digits);
  if (phone) return phone[1] + after;
  return digits.length >= 15 && digits.length <= 20 ? digits + after : run;
}

export function normalise(text: string): string {
  // Twice: an address inside an address is encoded twice (`token%253D…`).
  return (
    decodePercent(decodePercent(text))
      // A JSON text inside a JSON string: `{\"token\":\"abc\"}`.
      .replace(/\\+(["'/])/g, '$1')
      .replace(/\+?\d+(?:[ -]\d{3,})*[Xx]?/g, compactNumber)
  );
}

/** A long text is cut: a report is a pointer to a problem, not a copy of the page. */
const MAX_TEXT = 1500;
/**
 * What is read of a longer text at most, which bounds the work on a phone. The masks shorten a text by
 * far less than the difference in any report; still, the word cut there (and a number's groups before
 * it) is dropped, so that no value cut in two at this point can reach what is kept.
 */
const READ_TEXT = 20 * MAX_TEXT;

function readPart(text: string): string {
  if (text.length <= READ_TEXT) return text;
  // Character by character: a pattern anchored at the end would read a long word once from every letter.
  let end = READ_TEXT;
  while (end > 0 && !/[\s"',;:=&{}()[\]<>]/.test(text.charAt(end - 1))) end--;
  while (end > 0 && /[\d -]/.test(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

export function scrub(text: string): string {
  let out = normalise(readPart(text));
  for (const [pattern, replace] of SCRUB_RULES) {
    out = typeof replace === 'string' ? out.replace(pattern, replace) : out.replace(pattern, replace);
  }
  return out.length > MAX_TEXT ? out.slice(0, MAX_TEXT) : out;
}

/**
 * The route a report names: the address's path alone (no query, no hash), with a segment that is an id
 * (digits, a long hex or mixed token, a channel link's identifier) replaced by `:id`, then scrubbed like
 * any text.
 */
export function routeOf(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = path
    .split('/')
    .map((segment) =>
      segment.includes('WithoutCodeLogin')
        ? segment.replace(/(WithoutCodeLogin).*/, '$1:id')
        : /\d{3,}|^[0-9a-f]{16,}$|^[\w-]{24,}$/i.test(segment)
          ? ':id'
          : segment,
    );
  return scrub(segments.join('/') || '/');
}
