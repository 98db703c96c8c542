import { describe, expect, it } from 'vitest';
import { NO_REGION } from './region.ts';
import { EMPTY_STORE_DRAFT, firstAddress } from './route-calls.ts';

/** 江西省 南昌市 in the picker's table (cities.gen.json). */
const NANCHANG = { province: '360000', city: '360100', county: '' };

describe('the first region whose stores /store asks for', () => {
  it.each([
    ['the visitor’s city on a first visit', EMPTY_STORE_DRAFT, NANCHANG, '江西省-南昌市'],
    ['nothing when the city is unknown', EMPTY_STORE_DRAFT, NO_REGION, null],
    [
      'the region confirmed earlier in the tab, whatever the city',
      { choice: NANCHANG, confirmed: '江西省-九江市' },
      NANCHANG,
      '江西省-九江市',
    ],
    [
      'nothing while a region is being chosen and not yet confirmed',
      { choice: { province: '360000', city: '', county: '' }, confirmed: '' },
      NANCHANG,
      null,
    ],
  ])('%s', (_case, draft, located, address) => {
    expect(firstAddress(draft, located)).toBe(address);
  });
});
