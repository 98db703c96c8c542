import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsCodeButton } from './sms-code-button.tsx';

/** Lets the awaited `onSend` settle inside React's act(). */
async function settle() {
  await act(async () => {
    await Promise.resolve();
  });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('SmsCodeButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends once, counts 60 s down while disabled, then offers a new code', async () => {
    const onSend = vi.fn(async () => true);
    render(<SmsCodeButton onSend={onSend} />);
    const idle = screen.getByRole('button', { name: '获取验证码' });
    expect(idle).toHaveAttribute('aria-disabled', 'false');

    fireEvent.click(idle);
    await settle();
    expect(onSend).toHaveBeenCalledTimes(1);
    const counting = screen.getByRole('button', { name: '60s' });
    expect(counting).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(counting);
    expect(onSend).toHaveBeenCalledTimes(1);

    advance(1000);
    expect(screen.getByRole('button', { name: '59s' })).toBeInTheDocument();
    advance(58_000);
    expect(screen.getByRole('button', { name: '1s' })).toHaveAttribute('aria-disabled', 'true');
    advance(1000);
    const again = screen.getByRole('button', { name: '获取验证码' });
    expect(again).toHaveAttribute('aria-disabled', 'false');

    fireEvent.click(again);
    await settle();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('keeps the sending flag 3 s after a successful send', async () => {
    render(<SmsCodeButton onSend={async () => true} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await settle();
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    advance(2999);
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    advance(1);
    expect(screen.getByRole('button', { name: '57s' })).toHaveAttribute('aria-busy', 'false');
  });

  it('clears the flag and stops the countdown at once when the send fails', async () => {
    render(<SmsCodeButton onSend={async () => false} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await settle();
    const button = screen.getByRole('button', { name: '获取验证码' });
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button).toHaveAttribute('aria-disabled', 'false');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('treats a rejected send as a failure', async () => {
    const onSend = vi.fn(() => Promise.reject(new Error('timeout')));
    render(<SmsCodeButton onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await settle();
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveAttribute('aria-busy', 'false');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the countdown while the send is still in flight', async () => {
    let finish: (sent: boolean) => void = () => {};
    const onSend = () =>
      new Promise<boolean>((resolve) => {
        finish = resolve;
      });
    render(<SmsCodeButton onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    advance(2000);
    expect(screen.getByRole('button', { name: '58s' })).toHaveAttribute('aria-busy', 'true');
    finish(false);
    await settle();
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveAttribute('aria-busy', 'false');
  });

  it('does nothing while disabled', () => {
    const onSend = vi.fn(async () => true);
    render(<SmsCodeButton onSend={onSend} disabled />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('leaves no timer behind when unmounted mid-countdown', async () => {
    const { unmount } = render(<SmsCodeButton onSend={async () => true} />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await settle();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
