import { describe, expect, it } from 'vitest';
import { maskBody, maskText } from './index.mjs';

/** Free text as answers and error pages carry it: each row, and what the report shows of it. */
const TEXT: Array<[string, string]> = [
  // Phones, as people write them.
  ['手机号13812345678不存在', '手机号****5678不存在'],
  ['+8613812345678', '****5678'],
  ['008613812345678', '****5678'],
  ['请拨 138 1234 5678', '请拨 ****5678'],
  ['138-1234-5678', '****5678'],
  ['tel:+86-138-1234-5678', 'tel:****5678'],
  ['13812345678 2024', '****5678 2024'],
  // ID and bank card numbers, with separators too.
  ['身份证110101199003071234不匹配', '身份证****1234不匹配'],
  ['110101 19900307 4518', '****4518'],
  ['11010119900307451X', '****451X'],
  ['6222 0212 3456 7890 123', '****0123'],
  ['卡号6222021234567890123', '卡号****0123'],
  // Labelled values, a name with a space inside, quoted values up to their closing quote.
  ['姓名：张三，手机：13812345678', '姓名：****，手机：****5678'],
  ['name: 张 三', 'name: ****'],
  ['"address": "北京市海淀区 中关村大街1号"', '"address": "****"'],
  ['联系人: 李小红; 地址=北京市海淀区', '联系人: ****; 地址=****'],
  ['工号LM360021', '工号****0021'],
  // Escaped and encoded.
  ['{\\"token\\":\\"abc123456\\"}', '{\\"token\\":\\"****3456\\"}'],
  ['token%3Dabc123456', 'token=****3456'],
  ['unionid=oAbc123456789&x=1', 'unionid=****6789&x=1'],
  // JSON text, as a body that is not the envelope may hold it: a masked number becomes a string.
  [
    '{"workName":"王五","email":"a@b.cn","phone":13812345678,"openid":"oWx9AbCdEfGh12"}',
    '{"workName":"****","email":"****","phone":"****5678","openid":"****Gh12"}',
  ],
  ['写信给 wang.jianguo@example.cn 吧', '写信给 **** 吧'],
];

/** Text that holds nothing personal stays as it was. */
const KEPT = [
  '姓名不能为空',
  '验证码错误',
  '时间 2024-05-01 12:30:00 金额 30.00',
  // An ICCID (20 digits) is the card's, not a person's.
  'ICCID 89860012345678901234',
  '<html><meta name="viewport" content="width=device-width"><body>502 Bad Gateway</body></html>',
  'Response body property data.mobilePhone must match pattern "^1[3-9]\\d{9}$"',
];

describe('free text in a report (an answer’s msg, a body that is not JSON, a message)', () => {
  it.each(TEXT)('%s', (text, shown) => {
    expect(maskText(text)).toBe(shown);
  });
  it.each(KEPT)('keeps %s', (text) => {
    expect(maskText(text)).toBe(text);
  });
});

describe('an answer in a report', () => {
  it('masks the fields answers add, at any depth, and keeps identifiers and the envelope’s code', () => {
    const answer = {
      code: 1,
      msg: '客户13812345678的订单',
      data: {
        workName: '王建国',
        email: 'wang.jianguo@example.cn',
        openid: 'oWx9AbCdEfGh1234567890',
        nickId: 'nick-8f2c4e6a9b',
        loginName: 'LM360021',
        workNo: 'LM360999',
        mobilePhone: '13812345678',
        list: [{ reply_name: '李小红', reply_content: '已处理，回电 138-1234-5678' }],
        outTradeNo: '2024050112345678901',
        iccid: '89860012345678901234',
        date: '2024-05',
      },
    };
    expect(maskBody(answer)).toEqual({
      code: 1,
      msg: '客户****5678的订单',
      data: {
        workName: '****',
        email: '****',
        openid: '****7890',
        nickId: '****6a9b',
        loginName: '****0021',
        workNo: '****0999',
        mobilePhone: '****5678',
        list: [{ reply_name: '****', reply_content: '已处理，回电 ****5678' }],
        outTradeNo: '2024050112345678901',
        iccid: '89860012345678901234',
        date: '2024-05',
      },
    });
  });
});
