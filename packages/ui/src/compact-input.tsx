import type { ChangeEvent, InputHTMLAttributes } from 'react';

/**
 * Which characters an entry keeps besides dropping spaces: `digits` (phone numbers, SMS codes, bank
 * accounts), `id` (ID numbers: digits and the check character X, upper-cased as printed), `upper` (codes
 * printed in capitals, such as a tax number) or `any` (codes whose characters are not known).
 */
export type CompactChars = 'digits' | 'id' | 'upper' | 'any';

/** The entry rule of one phone, code or ID field. */
export interface CompactRule {
  chars: CompactChars;
  /** The most characters kept, counted once the spaces are gone; none: no limit. */
  limit?: number;
}

const KEEP: Record<CompactChars, (value: string) => string> = {
  digits: (value) => value.replace(/\D+/g, ''),
  id: (value) => value.replace(/[^\dXx]+/g, '').toUpperCase(),
  upper: (value) => value.toUpperCase(),
  any: (value) => value,
};

/**
 * What a phone, code or ID entry keeps of what was typed or pasted (product.md › 表单与校验: spaces are stripped): the
 * spaces go first, then the characters the rule does not take, and only then is the value cut to its
 * limit, so `139 1234 5678` keeps all eleven digits.
 */
export function compactEntry(raw: string, { chars, limit }: CompactRule): string {
  const kept = KEEP[chars](raw.replace(/\s+/g, ''));
  return limit === undefined ? kept : kept.slice(0, limit);
}

export interface CompactInputProps
  extends Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'value' | 'onChange' | 'maxLength' | 'type' | 'inputMode'
    >,
    CompactRule {
  value: string;
  /** Receives the entry as kept: no spaces, only the rule's characters, at most `limit` of them. */
  onChange: (value: string) => void;
  type?: 'text' | 'tel' | 'password';
}

/**
 * The one input of every phone, code and ID field of both apps. It carries no native maxlength: the
 * browser counts spaces against it, cutting `139 1234 5678` to `139 1234 56` as it is typed or pasted;
 * the limit is applied here, after the spaces are stripped. Digit entries open the numeric keypad.
 */
export function CompactInput({ value, onChange, chars, limit, type = 'text', ...input }: CompactInputProps) {
  return (
    <input
      type={type}
      inputMode={chars === 'digits' ? 'numeric' : undefined}
      autoCapitalize={chars === 'id' || chars === 'upper' ? 'characters' : undefined}
      {...input}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) =>
        onChange(compactEntry(event.target.value, { chars, limit }))
      }
    />
  );
}
