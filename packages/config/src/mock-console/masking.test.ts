import { describe, expect, it } from 'vitest';
import { maskRequestText, maskValue } from './masking.mjs';

describe('maskValue: the rule table, field by field', () => {
  it.each([
    // field, value, shown
    ['token', 'e4f1c2a9b7d3465f', '****465f'],
    ['tokens', 'third-session-0042', '****0042'],
    ['thirdSession', 'third-session-0042', '****0042'],
    ['passWord', 'Lm@360021x', '****'],
    ['phonePassword', '135790', '****'],
    ['servicePassword', '135790', '****'],
    ['rawServicePass', '246801', '****'],
    ['newServicePass', '246801', '****'],
    ['confirmServicePass', '246801', '****'],
    ['code', '864203', '****'],
    ['code', '0a1B2c3D4e5F', '****4e5F'],
    ['smsCode', '864203', '****'],
    ['idCard', '360102199003151234', '****1234'],
    ['idCardNumber', '36010219900315123X', '****123X'],
    ['confirmIdcardNumber', '360102199003151234', '****1234'],
    ['newOwnerIdCard', '360102199003151234', '****1234'],
    ['identityCode', '360102199003151234', '****1234'],
    ['idCardFront', 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ', '****ABAQ'],
    ['bankCard', '6222021234567890123', '****0123'],
    ['bankAccount', '6222021234567890123', '****0123'],
    // Any field holding a value shaped like an ID number.
    ['remark', '360102199003151234', '****1234'],
    // Left as they are: what a tester needs to read a row.
    ['phoneNumber', '17079112346', '17079112346'],
    ['workNo', 'LM360021', 'LM360021'],
    ['productId', 'P1001', 'P1001'],
    ['cardNo', '89860321245791234567', '89860321245791234567'],
    ['passed', 'true', 'true'],
    ['randomStr', '71718262000000', '71718262000000'],
  ])('%s=%s shows %s', (field, value, shown) => {
    expect(maskValue(field, value)).toBe(shown);
  });
});

describe('maskRequestText: wherever the request carries them', () => {
  it('masks string fields of a JSON body at any depth, leaving numbers and other fields', () => {
    const body = JSON.stringify({
      token: 'e4f1c2a9b7d3465f',
      code: '864203',
      type: 1,
      user: { passWord: 'Lm@360021x', workNo: 'LM360021' },
      list: [{ idCard: '360102199003151234', name: '张三' }],
    });
    expect(JSON.parse(maskRequestText(body))).toEqual({
      token: '****465f',
      code: '****',
      type: 1,
      user: { passWord: '****', workNo: 'LM360021' },
      list: [{ idCard: '****1234', name: '张三' }],
    });
  });

  it('masks a value the log cut in the middle', () => {
    const cut = '{"phone":"17079112346","idCardFront":"data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD';
    expect(maskRequestText(cut)).toBe('{"phone":"17079112346","idCardFront":"****BAAD');
  });

  it('masks parameters of the query string and of a form body', () => {
    expect(maskRequestText('?outTradeNo=WX2024&token=e4f1c2a9b7d3465f ')).toBe(
      '?outTradeNo=WX2024&token=****465f ',
    );
    expect(maskRequestText('?a=1 workNo=LM360021&passWord=Lm%40360021x&code=864203')).toBe(
      '?a=1 workNo=LM360021&passWord=****&code=****',
    );
  });

  it('masks fields of a multipart body', () => {
    const body = [
      '--b',
      'Content-Disposition: form-data; name="idCard"',
      '',
      '360102199003151234',
      '--b',
      'Content-Disposition: form-data; name="phone"',
      '',
      '17079112346',
      '--b--',
    ].join('\r\n');
    expect(maskRequestText(body)).toBe(body.replace('360102199003151234', '****1234'));
  });

  it('leaves a request without credentials as it was', () => {
    const body = '{"productId":"P1001","phone":"17079112346","type":1}';
    expect(maskRequestText(body)).toBe(body);
  });
});
