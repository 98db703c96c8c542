import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { companySearchRules, normaliseCompanySearch } from './company-search.ts';

describe('companySearchRules', () => {
  it.each<[string, string, string | null]>([
    ['empty reloads the own list', '', null],
    ['three characters', '蓝猫科', null],
    ['two characters', '蓝猫', '企业名称格式不正确(最少3位,最大100位);'],
    ['spaces do not count', ' 蓝 猫 ', '企业名称格式不正确(最少3位,最大100位);'],
    ['100 characters', 'a'.repeat(100), null],
    ['101 characters', 'a'.repeat(101), '企业名称格式不正确(最少3位,最大100位);'],
  ])('%s', (_label, name, expected) => {
    const form = normaliseCompanySearch({ name });
    expect(validate(companySearchRules, form)?.message ?? null).toBe(expected);
  });

  it('strips spaces from the keyword', () => {
    expect(normaliseCompanySearch({ name: ' 蓝猫 科技 ' })).toEqual({ name: '蓝猫科技' });
  });
});
