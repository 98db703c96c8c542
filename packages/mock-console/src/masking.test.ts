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
    // A channel link's identifier opens a dealer session by itself (channelLogin).
    ['identifier', 'Demo5Bt9Ce1Rg6Zw2Lh', '****w2Lh'],
    // Names and addresses keep nothing: their last characters are the given name, the house number.
    ['name', '张三', '****'],
    ['name', '欧阳娜娜娜娜娜娜', '****'],
    ['customerName', '张三', '****'],
    ['confirmName', '张三', '****'],
    ['newOwnerName', '李四', '****'],
    ['receive_man', '王五', '****'],
    ['custAddress', '江西省南昌市红谷滩区丰和中大道1288号', '****'],
    ['address', '南昌市红谷滩区丰和中大道1288号', '****'],
    ['receive_addr', '南昌市东湖区八一大道88号', '****'],
    // Photos are replaced, under their own names and as any inline picture.
    ['custPhoto', 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ', '****ABAQ'],
    ['image', 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg', '****hEUg'],
    ['photo', 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ', '****ABAQ'],
    ['businessLicenses', 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ', '****ABAQ'],
    ['file', 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ', '****ABAQ'],
    ['custPhoto', 'https://img.example.com/face/2024/0613/a1b2c3.jpg', '****.jpg'],
    ['attachment', 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg', '****hEUg'],
    // Any field holding a value shaped like an ID number, whole or inside free text.
    ['remark', '360102199003151234', '****1234'],
    ['msg', '身份证110101199003071234不匹配', '身份证****1234不匹配'],
    ['appeal_note', '证件号11010119900307123X，请核对', '证件号****123X，请核对'],
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
      list: [{ idCard: '****1234', name: '****' }],
    });
  });

  it('masks a password, a code or an ID number sent as a JSON number, keeping the body JSON', () => {
    const body = '{"workNo":"LM360021","passWord":135790,"code":864203,"idCard":360102199003151234,"type":0}';
    expect(JSON.parse(maskRequestText(body))).toEqual({
      workNo: 'LM360021',
      passWord: '****',
      code: '****',
      idCard: '****1234',
      type: 0,
    });
  });

  it('masks the channel sign-in, the card opening’s customer and the uploads', () => {
    const body = JSON.stringify({
      carrier: 'ph',
      identifier: 'Demo5Bt9Ce1Rg6Zw2Lh',
      customerName: '张三',
      custAddress: '江西省南昌市红谷滩区丰和中大道1288号',
      custPhoto: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ',
      image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg',
      prodOfferName: '蓝猫畅享卡',
    });
    expect(JSON.parse(maskRequestText(body))).toEqual({
      carrier: 'ph',
      identifier: '****w2Lh',
      customerName: '****',
      custAddress: '****',
      custPhoto: '****ABAQ',
      image: '****hEUg',
      prodOfferName: '蓝猫畅享卡',
    });
  });

  it('masks an ID number inside free text of a JSON body or a form body', () => {
    expect(maskRequestText('{"appeal_note":"身份证110101199003071234不匹配"}')).toBe(
      '{"appeal_note":"身份证****1234不匹配"}',
    );
    expect(maskRequestText(`?content=${encodeURIComponent('身份证110101199003071234不匹配')}`)).toBe(
      '?content=身份证****1234不匹配',
    );
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
