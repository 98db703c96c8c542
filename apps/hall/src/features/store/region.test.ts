import { describe, expect, it } from 'vitest';
import {
  type AreaList,
  chooseRegion,
  citiesOf,
  countiesOf,
  NO_REGION,
  provincesOf,
  regionOfCity,
  selectAddress,
} from './region.ts';

/** A slice of @vant/area-data's table, with an overseas entry as the spec describes. */
const AREA: AreaList = {
  province_list: { '110000': '北京市', '360000': '江西省', '900000': '海外' },
  city_list: { '110100': '北京市', '360100': '南昌市', '360200': '景德镇市', '900100': '美国' },
  county_list: { '110101': '东城区', '360102': '东湖区', '360113': '红谷滩区', '360202': '昌江区' },
};

describe('region options', () => {
  it('lists provinces without overseas entries, and each level under its parent', () => {
    expect(provincesOf(AREA).map((option) => option.name)).toEqual(['北京市', '江西省']);
    expect(citiesOf(AREA, '360000').map((option) => option.name)).toEqual(['南昌市', '景德镇市']);
    expect(countiesOf(AREA, '360100').map((option) => option.name)).toEqual(['东湖区', '红谷滩区']);
    expect(citiesOf(AREA, '')).toEqual([]);
    expect(countiesOf(AREA, '')).toEqual([]);
  });
});

describe('chooseRegion', () => {
  const full = { province: '360000', city: '360100', county: '360113' };
  it.each([
    ['province', '110000', { province: '110000', city: '', county: '' }],
    ['city', '360200', { province: '360000', city: '360200', county: '' }],
    ['county', '360102', { province: '360000', city: '360100', county: '360102' }],
  ] as const)('a new %s clears the levels under it', (level, code, expected) => {
    expect(chooseRegion(full, level, code)).toEqual(expected);
  });
});

describe('selectAddress', () => {
  it.each([
    [{ province: '360000', city: '360100', county: '360113' }, '江西省-南昌市-红谷滩区'],
    [{ province: '360000', city: '360100', county: '' }, '江西省-南昌市'],
    [{ province: '360000', city: '', county: '' }, null],
    [NO_REGION, null],
  ])('%j → %j', (choice, expected) => {
    expect(selectAddress(AREA, choice)).toBe(expected);
  });
});

describe('regionOfCity', () => {
  it.each([
    ['江西省', '南昌市', { province: '360000', city: '360100', county: '' }],
    ['江西', '南昌', { province: '360000', city: '360100', county: '' }],
    ['', '景德镇市', { province: '360000', city: '360200', county: '' }],
    ['北京市', '北京市', { province: '110000', city: '110100', county: '' }],
    ['江西省', '', NO_REGION],
    ['广东省', '广州市', NO_REGION],
  ])('%s %s → %j', (province, city, expected) => {
    expect(regionOfCity(AREA, province, city)).toEqual(expected);
  });
});
