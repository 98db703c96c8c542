import { describe, expect, it } from 'vitest';
import { accountFormBody } from './cancel-draft.ts';

const form = {
  reason: ' 出国不再使用 ',
  mobilePhone: '17088886666',
  phonePassword: '880731',
  sparePhone: '13912345678',
  accountName: '中国银行',
  accountBank: '八一支行',
  bankCard: '6217001234567890123',
};

describe('accountFormBody', () => {
  it('sends the bank fields only with a refund', () => {
    expect(accountFormBody({ ...form, refund: '1' }, 'FA1')).toMatchObject({
      biz_no: 'FA1',
      reason: '出国不再使用',
      accountName: '',
      accountBank: '',
      bankCard: '',
    });
    expect(accountFormBody({ ...form, refund: '2' }, 'FA1')).toMatchObject({
      accountName: '中国银行',
      accountBank: '八一支行',
      bankCard: '6217001234567890123',
    });
  });
});
