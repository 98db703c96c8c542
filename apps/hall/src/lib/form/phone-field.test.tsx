import { CompactInput } from '@bluecat/ui/compact-input';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { EntryFrameProps } from './form-fields.tsx';
import { PhoneField } from './phone-field.tsx';

/** A feature's own look around the entry, as the invoice and transfer forms have. */
function OwnFrame({ label, compact, ...input }: EntryFrameProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <CompactInput id={id} className="own-frame" {...compact} {...input} />
    </>
  );
}

/** A form's state around the field, as the screens hold it. */
function PhoneForm() {
  const [phone, setPhone] = useState('');
  return <PhoneField value={phone} onChange={setPhone} />;
}

describe('PhoneField', () => {
  it('is the hall’s 手机号码 entry: a numeric tel input, limited after spaces are stripped', () => {
    render(<PhoneField value="" onChange={() => {}} />);
    const input = screen.getByLabelText('手机号码');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).not.toHaveAttribute('maxlength');
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

  it.each([
    ['typed', (text: string) => userEvent.type(screen.getByLabelText('手机号码'), text)],
    [
      'pasted',
      async (text: string) => {
        await userEvent.click(screen.getByLabelText('手机号码'));
        await userEvent.paste(text);
      },
    ],
  ])('keeps all eleven digits of 139 1234 5678 %s', async (_how, enter) => {
    render(<PhoneForm />);
    await enter('139 1234 5678');
    expect(screen.getByLabelText('手机号码')).toHaveValue('13912345678');
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
    expect(input).not.toHaveAttribute('maxlength');
    fireEvent.change(input, { target: { value: '170-1234-5678-0' } });
    expect(onChange).toHaveBeenCalledWith('17012345678');
  });
});
