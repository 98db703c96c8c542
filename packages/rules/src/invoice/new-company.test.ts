import { describe, expect, it } from 'vitest';
import { itGivesMessages } from '../testing/rule-rows.ts';
import { type NewCompanyForm, newCompanyRules, normaliseNewCompany } from './new-company.ts';

const valid: NewCompanyForm = {
  name: '南昌蓝猫科技有限公司',
  tin: '91360100MA35ABCD1X',
  address: '',
  tel: '',
  bankName: '',
  bankAccount: '',
};

describe('newCompanyRules', () => {
  itGivesMessages(newCompanyRules, valid, [
    ['name and tax number', {}, null],
    ['both empty', { name: '', tin: '' }, '请填写公司信息'],
    ['tax number empty', { tin: '' }, '请填写纳税人识别号'],
  ]);

  it('upper-cases the tax number and strips its spaces', () => {
    expect(normaliseNewCompany({ ...valid, tin: ' 91360100ma35 abcd1x ' }).tin).toBe('91360100MA35ABCD1X');
  });
});
