import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { type StoreRegionForm, storeRegionRules } from './store-region.ts';

describe('storeRegionRules', () => {
  it.each<[string, StoreRegionForm, string | null]>([
    ['all chosen', { province: '360000', city: '360100', county: '360113' }, null],
    ['county left open', { province: '360000', city: '360100', county: '' }, null],
    ['nothing chosen', { province: '', city: '', county: '' }, '请选择省份'],
    ['no city', { province: '360000', city: '', county: '' }, '请选择城市'],
  ])('%s', (_label, form, expected) => {
    expect(validate(storeRegionRules, form)?.message ?? null).toBe(expected);
  });
});
