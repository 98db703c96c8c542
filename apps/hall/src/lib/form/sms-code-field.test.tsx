import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SmsCodeField } from './sms-code-field.tsx';

/** Lets the awaited `onSend` settle inside React's act(). */
async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

/** A form's state around the field, as the screens hold it. */
function CodeForm() {
  const [code, setCode] = useState('');
  return <SmsCodeField value={code} onChange={setCode} onSend={async () => true} />;
}

describe('SmsCodeField', () => {
  it('is the hall’s 验证码 entry: numeric, at most eight', () => {
    render(<SmsCodeField value="" onChange={() => {}} onSend={async () => true} />);
    const input = screen.getByRole('textbox', { name: '验证码' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    // The limit is applied once spaces are stripped; a native maxlength would count them.
    expect(input).not.toHaveAttribute('maxlength');
    expect(input).toHaveAttribute('placeholder', '请输入验证码');
  });

  it('cuts what is typed or pasted to eight', () => {
    const onChange = vi.fn();
    render(<SmsCodeField value="" onChange={onChange} onSend={async () => true} />);
    const input = screen.getByLabelText('验证码');
    fireEvent.change(input, { target: { value: '123456' } });
    expect(onChange).toHaveBeenLastCalledWith('123456');
    fireEvent.change(input, { target: { value: '123456789' } });
    expect(onChange).toHaveBeenLastCalledWith('12345678');
  });

  it('keeps a code pasted with spaces whole', async () => {
    render(<CodeForm />);
    const input = screen.getByRole('textbox', { name: '验证码' });
    await userEvent.click(input);
    await userEvent.paste('1234 5678');
    expect(input).toHaveValue('12345678');
  });

  it('sends the code from its 获取验证码 button', async () => {
    const onSend = vi.fn(async () => true);
    render(<SmsCodeField value="" onChange={() => {}} onSend={onSend} buttonClassName="form__sms" />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    expect(button).toHaveClass('form__sms');
    fireEvent.click(button);
    await settle();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('locks the entry and the button together', async () => {
    const onSend = vi.fn(async () => true);
    render(<SmsCodeField value="" onChange={() => {}} onSend={onSend} disabled />);
    expect(screen.getByLabelText('验证码')).toBeDisabled();
    const button = screen.getByRole('button', { name: '获取验证码' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    await settle();
    expect(onSend).not.toHaveBeenCalled();
  });
});
