import { filled, type Rule } from '@bluecat/rules/validate';
import { OverlayHost, resetOverlays } from '@bluecat/ui/overlays';
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { passesRules, useFormSubmit } from './form-submit.ts';

afterEach(() => {
  act(() => resetOverlays());
});

describe('passesRules', () => {
  const rules: readonly Rule<{ phone: string; code: string }>[] = [
    { field: 'phone', test: filled, message: '请输入手机号' },
    { field: 'code', test: filled, message: '请输入验证码' },
  ];

  it('toasts the first rule the form breaks, in the table’s order', () => {
    render(<OverlayHost />);
    let passed = true;
    act(() => {
      passed = passesRules(rules, { phone: '', code: '' });
    });
    expect(passed).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('请输入手机号');
  });

  it('passes a form that keeps every rule, saying nothing', () => {
    render(<OverlayHost />);
    let passed = false;
    act(() => {
      passed = passesRules(rules, { phone: '17088886666', code: '1234' });
    });
    expect(passed).toBe(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('useFormSubmit', () => {
  it('sends once for a second tap while the first is out, busy meanwhile', async () => {
    const { result } = renderHook(() => useFormSubmit());
    let finish: () => void = () => undefined;
    let sent = 0;
    const work = () =>
      new Promise<void>((resolve) => {
        sent += 1;
        finish = resolve;
      });

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.sendOnce(work);
      void result.current.sendOnce(work);
    });
    expect(sent).toBe(1);
    expect(result.current.busy).toBe(true);
    expect(result.current.isSending()).toBe(true);

    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.isSending()).toBe(false);
  });

  it('lets the form be sent again after a send that threw', async () => {
    const { result } = renderHook(() => useFormSubmit());
    await act(async () => {
      await expect(
        result.current.sendOnce(async () => {
          throw new Error('bug');
        }),
      ).rejects.toThrow('bug');
    });
    expect(result.current.busy).toBe(false);
    let sent = false;
    await act(async () => {
      await result.current.sendOnce(async () => {
        sent = true;
      });
    });
    expect(sent).toBe(true);
  });
});
