import { describe, expect, it } from 'vitest';
import { parseUniversalLink } from './universal-link.ts';

describe('parseUniversalLink', () => {
  it.each([
    [
      '?recordNumber=R1&serviceid=17088886666&amount=50',
      { recordNumber: 'R1', serviceid: '17088886666', amount: 50 },
    ],
    [
      '?amount=19.9&serviceid=17088886666&recordNumber=R2',
      { recordNumber: 'R2', serviceid: '17088886666', amount: 19.9 },
    ],
    [
      '?recordNumber=%20R3%20&serviceid=17088886666&amount=0.01',
      { recordNumber: 'R3', serviceid: '17088886666', amount: 0.01 },
    ],
  ])('reads %s', (search, link) => {
    expect(parseUniversalLink(search)).toEqual(link);
  });

  it.each([
    ['no query', ''],
    ['no record number', '?serviceid=17088886666&amount=50'],
    ['an empty record number', '?recordNumber=&serviceid=17088886666&amount=50'],
    ['no number', '?recordNumber=R1&amount=50'],
    ['a 10-digit number', '?recordNumber=R1&serviceid=1708888666&amount=50'],
    ['a number with letters', '?recordNumber=R1&serviceid=1708888666a&amount=50'],
    ['no amount', '?recordNumber=R1&serviceid=17088886666'],
    ['a zero amount', '?recordNumber=R1&serviceid=17088886666&amount=0'],
    ['a negative amount', '?recordNumber=R1&serviceid=17088886666&amount=-5'],
    ['three decimals', '?recordNumber=R1&serviceid=17088886666&amount=1.005'],
    ['an amount with words', '?recordNumber=R1&serviceid=17088886666&amount=50元'],
  ])('refuses %s', (_case, search) => {
    expect(parseUniversalLink(search)).toBeNull();
  });
});
