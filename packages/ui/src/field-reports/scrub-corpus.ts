/** The scrubbing corpus: what a report might carry, and what leaves the phone (scrub.test.ts, envelope.test.ts). */
// Each row: what a report might carry, and what leaves the phone.
export const SCRUB_CORPUS: [string, string][] = [
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
  // Phones as people write them, and after the country's code.
  ['+8613812345678', '*******5678'],
  ['拨打 138 1234 5678 联系', '拨打 *******5678 联系'],
  ['138-1234-5678', '*******5678'],
  ['tel:+86-138-1234-5678', 'tel:*******5678'],
  ['0086 138 1234 5678', '*******5678'],
  ['008613812345678', '*******5678'],
  // ID and card numbers written in groups.
  ['证件 110101 19900307 4518 已登记', '证件 [身份证] 已登记'],
  ['证件 110101-19900307-451X', '证件 [身份证]'],
  ['卡号 6222 0212 3456 7890 123 无效', '卡号 [银行卡] 无效'],
  // A value with a space in it, masked whole.
  ['name: 张 三', 'name: *'],
  ['name: 张 三 failed', 'name: * failed'],
  ['{"address": "北京市海淀区 中关村大街1号", "page": 2}', '{"address": "*", "page": 2}'],
  ["realName='张 三'", "realName='*'"],
  // Encoded or escaped.
  ['token%3Dabc123', 'token=*'],
  ['/pay?token%253Dabc123', '/pay?token=*'],
  // Decoded for every rule to read: a lone % stays.
  ['100%25 done, 50% left', '100% done, 50% left'],
  ['{\\"token\\":\\"abc123\\"}', '{"token":"*"}'],
  ['"{\\"custName\\":\\"张 三\\"}"', '"{"custName":"*"}"'],
  // The channel link's identifier, in JSON and in an address.
  ['{"carrier":"ph","identifier":"R8f2Kq9Zt1LwP3m7"}', '{"carrier":"ph","identifier":"*"}'],
  [
    'at n (https://agent.example.cn/phWithoutCodeLoginR8f2Kq9Zt1LwP3m7Vx0Cs5Nb:12:345)',
    'at n (https://agent.example.cn/phWithoutCodeLogin*:12:345)',
  ],
  ['工号LM360021登录失败', '工号*登录失败'],
  ['工号：A10023', '工号：*'],
  ['unionid=oU7x_9aBcDeFgHiJkL', 'unionid=*'],
  ['{"nickId":"n-123","email":"a@b.cn"}', '{"nickId":"*","email":"*"}'],
  ['ICCID 89860123456789012345 无效', 'ICCID [ICCID] 无效'],
  ['iccid 8986012345678901234', 'iccid [ICCID]'],
  ['卡 8986 0123 4567 8901 2345', '卡 [ICCID]'],
  // What is no one's data stays readable.
  [
    "Cannot read properties of undefined (reading 'map')",
    "Cannot read properties of undefined (reading 'map')",
  ],
  ['Loading chunk 123 failed', 'Loading chunk 123 failed'],
  ['工号或密码错误', '工号或密码错误'],
  ['金额 1 000.50 元，应付 ¥19.90', '金额 1 000.50 元，应付 ¥19.90'],
  ['订单 DD2024050112 已支付', '订单 DD2024050112 已支付'],
  ['at 2024-05-01 12:30:00 (1714537800000)', 'at 2024-05-01 12:30:00 (1714537800000)'],
  ['2024-05-01 13:05 第 3 页 共 120 条', '2024-05-01 13:05 第 3 页 共 120 条'],
  [
    'Failed to load https://h.example.cn/static/js/async/1a.fdb0a2c5.js',
    'Failed to load https://h.example.cn/static/js/async/1a.fdb0a2c5.js',
  ],
];
