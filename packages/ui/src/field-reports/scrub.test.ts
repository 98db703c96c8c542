import { describe, expect, it } from 'vitest';
import { routeOf, SCRUB_RULES, scrub } from './scrub.ts';

// Each row: what a report might carry, and what leaves the phone.
const rows: [string, string][] = [
  ['token=abc.DEF-123&x=1', 'token=*&x=1'],
  ['{"thirdSession":"s-9f8e7d","page":2}', '{"thirdSession":"*","page":2}'],
  ['workNo: A10023 failed', 'workNo: * failed'],
  ['at f (token=abc) line 3', 'at f (token=*) line 3'],
  ['Authorization: Bearer eyJhbGciOi.x.y', 'Authorization: Bearer *'],
  ['手机号13812345678不可用', '手机号*******5678不可用'],
  ['at 13912345678.', 'at *******5678.'],
  ['证件110101199003074518已登记', '证件[身份证]已登记'],
  ['证件11010119900307451X', '证件[身份证]'],
  ['卡号6222021234567890123无效', '卡号[银行卡]无效'],
  ['验证码 123456 已过期', '验证码 * 已过期'],
  ['smsCode=8848', 'smsCode=*'],
  ['{"custName":"张三","addr":"北京市海淀区"}', '{"custName":"*","addr":"*"}'],
  ['certNo=110101199003074518', 'certNo=*'],
  ['mail me at a.b@example.com', 'mail me at *@*'],
  // What is no one's data stays readable.
  [
    "Cannot read properties of undefined (reading 'map')",
    "Cannot read properties of undefined (reading 'map')",
  ],
  ['Loading chunk 123 failed', 'Loading chunk 123 failed'],
];

describe('the scrubbing table', () => {
  it.each(rows)('%s → %s', (input, output) => {
    expect(scrub(input)).toBe(output);
  });

  it('every rule of the table is exercised by a row', () => {
    for (const rule of SCRUB_RULES) {
      const hit = rows.some(([input]) => new RegExp(rule.pattern.source, rule.pattern.flags).test(input));
      expect(hit, rule.name).toBe(true);
    }
  });

  it('cuts a long text', () => {
    expect(scrub('x'.repeat(5000)).length).toBe(1500);
  });
});

describe('routeOf', () => {
  it.each([
    ['/integral/myPoints', '/integral/myPoints'],
    ['/bill/202611/detail', '/bill/:id/detail'],
    ['/order/13812345678', '/order/:id'],
    ['/x/abcdef0123456789abcdef', '/x/:id'],
    ['/', '/'],
    ['', '/'],
  ])('%s → %s', (path, route) => {
    expect(routeOf(path)).toBe(route);
  });
});
