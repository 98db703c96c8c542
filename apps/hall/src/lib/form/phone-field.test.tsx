import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EntryFrameProps } from './form-fields.tsx';
import { PhoneField } from './phone-field.tsx';

/** A feature's own look around the entry, as the invoice and transfer forms have. */
function OwnFrame({ label, onChange, ...input }: EntryFrameProps) {
  return (
    <label>
      {label}
      <input className="own-frame" onChange={(event) => onChange(event.target.value)} {...input} />
    </label>
  );
}

describe('PhoneField', () => {
  it('is the hall’s 手机号码 entry: a numeric tel input of eleven', () => {
    render(<PhoneField value="" onChange={() => {}} />);
    const input = screen.getByLabelText('手机号码');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '11');
    expect(input).toHaveAttribute('placeholder', '请输入手机号');
  });

  it.each([
    ['17012345678', '17012345678'],
    ['170 1234-5678', '17012345678'],
    ['+86 170a1234b5678', '86170123456'],
    ['170123456789', '17012345678'],
    ['手机', ''],
  ])('keeps %o as %o', (typed, kept) => {
    const onChange = vi.fn();
    render(<PhoneField value="" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: typed } });
    expect(onChange).toHaveBeenCalledWith(kept);
  });

  it('takes the form’s own label, placeholder and lock', () => {
    render(
      <PhoneField label="过户号码" placeholder="请输入联系电话" value="170" onChange={() => {}} disabled />,
    );
    const input = screen.getByRole('textbox', { name: '过户号码' });
    expect(input).toHaveAttribute('placeholder', '请输入联系电话');
    expect(input).toHaveValue('170');
    expect(input).toBeDisabled();
  });

  it('keeps its rule inside a feature’s own frame', () => {
    const onChange = vi.fn();
    render(<PhoneField frame={OwnFrame} label="手机号" value="" onChange={onChange} />);
    const input = screen.getByLabelText('手机号');
    expect(input).toHaveClass('own-frame');
    expect(input).toHaveAttribute('maxlength', '11');
    fireEvent.change(input, { target: { value: '170-1234-5678-0' } });
    expect(onChange).toHaveBeenCalledWith('17012345678');
  });
});
