import { describe, expect, it } from 'vitest';
import { itGivesMessages } from '../testing/rule-rows.ts';
import { type CardForm, cardFormRules, normaliseCardForm } from './card-form.ts';

const valid: CardForm = {
  reason: '卡丢失',
  mobilePhone: '17079112345',
  phonePassword: '123456',
  receive_man: '张伟',
  receive_phone: '13912345678',
  receive_addr: '江西省南昌市东湖区八一大道100号',
};

describe('cardFormRules', () => {
  itGivesMessages(cardFormRules, valid, [
    ['complete', {}, null],
    ['reason empty', { reason: '' }, '请填写补卡原因'],
    ['number empty', { mobilePhone: '' }, '请填写补卡号码'],
    ['number malformed', { mobilePhone: '1707911234' }, '请输入正确的手机号'],
    ['number with second digit 9', { mobilePhone: '19912345678' }, '请输入正确的手机号'],
    ['password empty', { phonePassword: '' }, '请填写服务密码'],
    ['receiver empty', { receive_man: '' }, '请填写收货人相关信息'],
    ['receiver phone empty', { receive_phone: '' }, '请填写收货人相关信息'],
    ['receiver address empty', { receive_addr: '' }, '请填写收货人相关信息'],
    ['receiver phone malformed', { receive_phone: '19912345678' }, '请输入正确的手机号'],
  ]);

  it('strips spaces from the numbers and password', () => {
    expect(normaliseCardForm({ ...valid, receive_phone: '139 1234 5678' }).receive_phone).toBe('13912345678');
  });
});
