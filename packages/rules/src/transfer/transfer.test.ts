import { describe, expect, it } from 'vitest';
import { itGivesMessages } from '../testing/rule-rows.ts';
import {
  type TransferNewOwnerForm,
  type TransferOwnerForm,
  transferNewOwnerRules,
  transferOwnerRules,
} from './transfer.ts';

const owner: TransferOwnerForm = {
  mobilePhone: '17088886666',
  phonePassword: '123456',
  newOwnerName: '李华',
  newOwnerIdCard: '36010219900315123X',
  sparePhone: '',
};

describe('transferOwnerRules', () => {
  it('lists its messages in the order they are checked', () => {
    expect(transferOwnerRules.map((rule) => rule.message)).toEqual([
      '请输入手机号',
      '手机号格式错误',
      '请输入服务密码',
      '请输入新机主姓名',
      '请输入新机主身份证号',
      '新机主身份证号格式错误',
      '联系电话格式错误',
    ]);
  });

  itGivesMessages(transferOwnerRules, owner, [
    ['complete', {}, null],
    ['with a contact number', { sparePhone: '13912345678' }, null],
    ['nothing', { mobilePhone: '', phonePassword: '', newOwnerName: '', newOwnerIdCard: '' }, '请输入手机号'],
    ['number malformed', { mobilePhone: '12345' }, '手机号格式错误'],
    ['no password', { phonePassword: ' ' }, '请输入服务密码'],
    ['no new owner', { newOwnerName: '' }, '请输入新机主姓名'],
    ['no new owner ID', { newOwnerIdCard: '' }, '请输入新机主身份证号'],
    ['new owner ID short', { newOwnerIdCard: '3601021990' }, '新机主身份证号格式错误'],
    ['contact malformed', { sparePhone: '1234' }, '联系电话格式错误'],
  ]);
});

const newOwner: TransferNewOwnerForm = {
  mobilePhone: '17088886666',
  sparePhone: '13912345678',
  idCardFront: 'F1',
  idCardBack: 'F2',
  agreement: 'F3',
};

describe('transferNewOwnerRules', () => {
  it('lists its messages in the order they are checked', () => {
    expect(transferNewOwnerRules.map((rule) => rule.message)).toEqual([
      '请输入手机号',
      '手机号格式错误',
      '请输入联系电话',
      '联系电话格式错误',
      '请上传身份证人像面',
      '请上传身份证国徽面',
      '请上传过户协议',
    ]);
  });

  itGivesMessages(transferNewOwnerRules, newOwner, [
    ['complete', {}, null],
    ['no number', { mobilePhone: '' }, '请输入手机号'],
    ['no contact', { sparePhone: '' }, '请输入联系电话'],
    ['contact malformed', { sparePhone: '10000000000' }, '联系电话格式错误'],
    ['no front', { idCardFront: '' }, '请上传身份证人像面'],
    ['no back', { idCardBack: '' }, '请上传身份证国徽面'],
    ['no agreement', { agreement: '' }, '请上传过户协议'],
  ]);
});
