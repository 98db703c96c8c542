import { describe, expect, it } from 'vitest';
import {
  CARD_ENTRY_PATTERN,
  CONTACT_PHONE_PATTERN,
  DIGITS_PATTERN,
  EMAIL_PATTERN,
  ID_CARD_PATTERN,
  MOBILE_PATTERN,
  PASSWORD_CHANGE_PHONE_PATTERN,
  TAX_NUMBER_PATTERN,
} from './patterns.ts';

describe.each<[string, RegExp, string[], string[]]>([
  [
    'mobile',
    MOBILE_PATTERN,
    ['13012345678', '19912345678'],
    ['12012345678', '1391234567', '139123456789', '23912345678'],
  ],
  ['contact phone', CONTACT_PHONE_PATTERN, ['13012345678', '18812345678'], ['19912345678', '12012345678']],
  [
    'password-change phone',
    PASSWORD_CHANGE_PHONE_PATTERN,
    ['13812345678', '1,123456789'],
    ['19912345678', '1381234567'],
  ],
  [
    'ID card',
    ID_CARD_PATTERN,
    ['36010219900315123X', '360102199003151234', '36010219900315123x'],
    ['36010219900315123', '3601021990031512Y4'],
  ],
  [
    'e-mail',
    EMAIL_PATTERN,
    ['li.ming@example.com', 'a_b+c@mail.bluecat.cn'],
    ['li.ming', 'a@b', '@example.com', 'a b@example.com'],
  ],
  [
    'tax number',
    TAX_NUMBER_PATTERN,
    ['91360100MA35ABCD1X', '123456789012345', '12345678901234567890'],
    ['12345678901234', '123456789012345678901', '91360100ma35abcd1x'],
  ],
  ['card entry', CARD_ENTRY_PATTERN, ['1234567', '123456F'], ['123456', '12345678', '']],
  ['digits', DIGITS_PATTERN, ['', '0123'], ['12a', ' 1']],
])('%s pattern', (_name, pattern, accepted, refused) => {
  it.each(accepted)('accepts %s', (value) => {
    expect(pattern.test(value)).toBe(true);
  });
  it.each(refused)('refuses %s', (value) => {
    expect(pattern.test(value)).toBe(false);
  });
});
