import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CompactInput, type CompactRule, compactEntry } from './compact-input.tsx';

/** A form's state around the entry, as the screens hold it. */
function Entry(rule: CompactRule & { initial?: string }) {
  const [value, setValue] = useState(rule.initial ?? '');
  return (
    <CompactInput aria-label="号码" chars={rule.chars} limit={rule.limit} value={value} onChange={setValue} />
  );
}

describe('compactEntry', () => {
  it.each<[string, CompactRule, string]>([
    ['139 1234 5678', { chars: 'digits', limit: 11 }, '13912345678'],
    ['139-1234-5678', { chars: 'digits', limit: 11 }, '13912345678'],
    ['139\t1234\u30005678 9', { chars: 'digits', limit: 11 }, '13912345678'],
    ['1234 5678 9', { chars: 'digits', limit: 8 }, '12345678'],
    ['1101 0519 4912 3145 6x', { chars: 'id', limit: 18 }, '11010519491231456X'],
    ['9144 0300 MA5F abcd', { chars: 'upper', limit: 20 }, '91440300MA5FABCD'],
    ['ab 12 C', { chars: 'any' }, 'ab12C'],
    ['6222 0200 1234 5678 901', { chars: 'digits' }, '6222020012345678901'],
  ])('keeps %o as %o', (raw, rule, kept) => {
    expect(compactEntry(raw, rule)).toBe(kept);
  });
});

describe('CompactInput', () => {
  it('keeps all eleven digits of a number typed with spaces', async () => {
    render(<Entry chars="digits" limit={11} />);
    const input = screen.getByRole('textbox', { name: '号码' });
    await userEvent.type(input, '139 1234 5678');
    expect(input).toHaveValue('13912345678');
  });

  it.each<[string, CompactRule, string, string]>([
    [
      'all eleven digits of a number pasted with spaces',
      { chars: 'digits', limit: 11 },
      '139 1234 5678',
      '13912345678',
    ],
    [
      'to the limit once the spaces are gone',
      { chars: 'digits', limit: 11 },
      '139 1234 5678 0',
      '13912345678',
    ],
    [
      'an ID number pasted in groups, its X in capitals',
      { chars: 'id', limit: 18 },
      '110105 19491231 456x',
      '11010519491231456X',
    ],
  ])('keeps %s', async (_case, rule, pasted, kept) => {
    render(<Entry {...rule} />);
    const input = screen.getByRole('textbox', { name: '号码' });
    await userEvent.click(input);
    await userEvent.paste(pasted);
    expect(input).toHaveValue(kept);
  });

  it('carries no native maxlength, which would count the spaces', () => {
    render(<Entry chars="digits" limit={11} />);
    expect(screen.getByRole('textbox', { name: '号码' })).not.toHaveAttribute('maxlength');
  });

  it('opens the numeric keypad for digits only', () => {
    const { unmount } = render(<Entry chars="digits" limit={11} />);
    expect(screen.getByRole('textbox', { name: '号码' })).toHaveAttribute('inputmode', 'numeric');
    unmount();
    render(<Entry chars="id" limit={18} />);
    expect(screen.getByRole('textbox', { name: '号码' })).not.toHaveAttribute('inputmode');
  });
});
