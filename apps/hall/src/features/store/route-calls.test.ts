import { describe, expect, it } from 'vitest';
import { NO_REGION } from './region.ts';
import { EMPTY_STORE_DRAFT, firstRegion } from './route-calls.ts';

/** 江西省 南昌市 in the picker's table (cities.gen.json). */
const NANCHANG = { province: '360000', city: '360100', county: '' };

describe('the first region whose stores /store asks for', () => {
  it.each([
    [
      'the visitor’s city on a first visit',
      EMPTY_STORE_DRAFT,
      NANCHANG,
      { from: 'city', address: '江西省-南昌市' },
    ],
    [
      'nothing when the city is unknown',
      EMPTY_STORE_DRAFT,
      NO_REGION,
      { from: 'unknown city', address: null },
    ],
    [
      'the region confirmed earlier in the tab, whatever the city',
      { choice: NANCHANG, confirmed: '江西省-九江市' },
      NANCHANG,
      { from: 'draft', address: '江西省-九江市' },
    ],
    [
      'nothing while a region is being chosen and not yet confirmed, whatever the city',
      { choice: { province: '360000', city: '', county: '' }, confirmed: '' },
      NANCHANG,
      { from: 'draft', address: null },
    ],
    [
      'nothing, and no word of the city, while a region is being chosen where the city is unknown',
      { choice: { province: '360000', city: '', county: '' }, confirmed: '' },
      NO_REGION,
      { from: 'draft', address: null },
    ],
  ])('%s', (_case, draft, located, first) => {
    expect(firstRegion(draft, located)).toEqual(first);
  });
});
