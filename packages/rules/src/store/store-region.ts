import { filled, type Rule } from '../validate.ts';

/**
 * 门店查询 the store finder's region before STORE (product.md › 门店查询): the codes of the picker. The spec names no message;
 * a province and a city are needed, the county is optional (the stores of the whole city).
 */
export interface StoreRegionForm {
  province: string;
  city: string;
  county: string;
}

export const storeRegionRules: readonly Rule<StoreRegionForm>[] = [
  { field: 'province', test: filled, message: '请选择省份' },
  { field: 'city', test: filled, message: '请选择城市' },
];
