import * as calls from '@bluecat/api/calls';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeEffects, ok, refused } from '../../testing/face-auth-test-effects.ts';
import { useFaceAuth } from './use-face-auth.ts';

const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

function setup(harness = fakeEffects(), form = { idCardNumber: '15123X', name: '张伟' }) {
  const onPassed = vi.fn();
  const hook = renderHook(
    ({ typed }) => useFaceAuth({ type: 'cardQuery', form: typed, onPassed, effects: harness.fx }),
    { wrapper: strict, initialProps: { typed: form } },
  );
  return { ...harness, onPassed, hook };
}

describe('useFaceAuth', () => {
  it('starts with the form as typed at the moment of the tap', async () => {
    const { fx, hook } = setup();
    hook.rerender({ typed: { idCardNumber: '00001X', name: '李雷' } });
    act(() => hook.result.current.start());
    await waitFor(() => expect(fx.assign).toHaveBeenCalled());
    expect(fx.api.start).toHaveBeenCalledWith(
      calls.QUERY_PHONE,
      expect.objectContaining({ idCardNumber: '00001X', name: '李雷' }),
    );
    expect(hook.result.current.state.phase).toBe('redirecting');
    expect(hook.result.current.busy).toBe(true);
  });

  it('sends one start for two quick taps', async () => {
    const { fx, hook } = setup();
    act(() => {
      hook.result.current.start();
      hook.result.current.start();
    });
    await waitFor(() => expect(fx.assign).toHaveBeenCalled());
    expect(fx.api.start).toHaveBeenCalledTimes(1);
  });

  it('checks a waiting verification once on mount and reports the pass once', async () => {
    const harness = fakeEffects();
    harness.stored.set('authType', 'cardQuery');
    harness.stored.set('biz_no', 'FA7');
    const { fx, onPassed } = setup(harness);
    await waitFor(() => expect(onPassed).toHaveBeenCalledWith('FA7'));
    expect(onPassed).toHaveBeenCalledTimes(1);
    expect(fx.api.result).toHaveBeenCalledTimes(1);
  });

  it('keeps the waiting number when the page is hidden while its result is asked for', async () => {
    const harness = fakeEffects();
    harness.stored.set('authType', 'cardQuery');
    harness.stored.set('biz_no', 'FA7');
    let cancel: (error: Error) => void = () => undefined;
    harness.fx.api.result.mockImplementationOnce(() => new Promise((_, reject) => (cancel = reject)));
    const { hook } = setup(harness);
    await waitFor(() => expect(harness.fx.api.result).toHaveBeenCalled());

    // Put in the back-forward cache: pagehide, and the page's requests are cancelled.
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await act(async () => cancel(new TypeError('Failed to fetch')));
    expect(harness.stored.get('biz_no')).toBe('FA7');
    expect(hook.result.current.state.phase).toBe('checking');
  });

  it('重试 on the failure screen asks for the same verification again', async () => {
    const harness = fakeEffects();
    harness.stored.set('authType', 'cardQuery');
    harness.stored.set('biz_no', 'FA7');
    harness.fx.api.result.mockResolvedValueOnce(refused(-100, '身份核验失败，请重试'));
    const { fx, hook, onPassed } = setup(harness);
    await waitFor(() => expect(hook.result.current.state.phase).toBe('failed'));

    act(() => hook.result.current.retry());
    await waitFor(() => expect(onPassed).toHaveBeenCalledWith('FA7'));
    expect(fx.api.result).toHaveBeenLastCalledWith('FA7', undefined);
  });

  it('返回修改 leaves the failure screen for the form', async () => {
    const harness = fakeEffects();
    harness.stored.set('authType', 'cardQuery');
    harness.stored.set('biz_no', 'FA7');
    harness.fx.api.result.mockResolvedValue(refused(-100, '身份核验失败，请重试'));
    const { hook } = setup(harness);
    await waitFor(() => expect(hook.result.current.state.phase).toBe('failed'));
    act(() => hook.result.current.backToForm());
    expect(hook.result.current.state).toEqual({ phase: 'idle' });
  });

  it('重试 on the QR failure fetches the code again', async () => {
    const harness = fakeEffects();
    harness.fx.api.start.mockResolvedValue(refused(-106, '请继续完成承诺视频'));
    harness.fx.api.qr.mockResolvedValueOnce(refused(-100, '二维码获取失败'));
    const { hook } = setup(harness);
    act(() => hook.result.current.start());
    await waitFor(() => expect(hook.result.current.state.phase).toBe('qr-failed'));

    act(() => hook.result.current.retryQr());
    await waitFor(() => expect(hook.result.current.state.phase).toBe('qr-shown'));
    expect(harness.fx.api.qr).toHaveBeenCalledTimes(2);
  });

  it('checks again when the page comes back from the back-forward cache', async () => {
    const harness = fakeEffects();
    harness.fx.api.start.mockResolvedValue(ok({ biz_no: 'FA8', url: 'https://faceid.example.com/v' }));
    const { hook, onPassed } = setup(harness);
    act(() => hook.result.current.start());
    await waitFor(() => expect(hook.result.current.state.phase).toBe('redirecting'));

    act(() => {
      // happy-dom's PageTransitionEvent drops `persisted`; the browser's carries it.
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    await waitFor(() => expect(onPassed).toHaveBeenCalledWith('FA8'));
  });
});
