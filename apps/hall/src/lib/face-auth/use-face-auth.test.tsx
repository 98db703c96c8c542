import * as calls from '@bluecat/api/calls';
import { answerWith, type Choices, exampleData, held } from '@bluecat/api/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeEffects } from '../../testing/face-auth-test-effects.ts';
import { useFaceAuth } from './use-face-auth.ts';

const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;

/**
 * The hook on the card lookup's form, its calls answered by the contract as `choices` say; `waiting`
 * stores a verification of this business that is back from the provider and waits for its result.
 */
function setup(
  choices: Choices = {},
  { waiting, form = { idCardNumber: '15123X', name: '张伟' } }: { waiting?: string; form?: object } = {},
) {
  const harness = fakeEffects();
  if (waiting) {
    harness.stored.set('authType', 'cardQuery');
    harness.stored.set('biz_no', waiting);
  }
  const server = answerWith(choices);
  const onPassed = vi.fn();
  const hook = renderHook(
    ({ typed }) => useFaceAuth({ type: 'cardQuery', form: typed, onPassed, effects: harness.fx }),
    { wrapper: strict, initialProps: { typed: form } },
  );
  return { ...harness, server, onPassed, hook };
}

describe('useFaceAuth', () => {
  it('starts with the form as typed at the moment of the tap', async () => {
    const { fx, hook, server } = setup({ QUERY_PHONE: 'success' });
    hook.rerender({ typed: { idCardNumber: '00001X', name: '李雷' } });
    act(() => hook.result.current.start());
    await waitFor(() => expect(fx.assign).toHaveBeenCalled());
    expect(server.bodiesOf(calls.QUERY_PHONE)).toEqual([
      expect.objectContaining({ idCardNumber: '00001X', name: '李雷' }),
    ]);
    expect(hook.result.current.state.phase).toBe('redirecting');
    expect(hook.result.current.busy).toBe(true);
  });

  it('sends one start for two quick taps', async () => {
    const { fx, hook, server } = setup({ QUERY_PHONE: 'success' });
    act(() => {
      hook.result.current.start();
      hook.result.current.start();
    });
    await waitFor(() => expect(fx.assign).toHaveBeenCalled());
    expect(server.countOf(calls.QUERY_PHONE)).toBe(1);
  });

  it('checks a waiting verification once on mount and reports the pass once', async () => {
    const { onPassed, server } = setup({ RESULT_QUERY: 'success' }, { waiting: 'FA7' });
    await waitFor(() => expect(onPassed).toHaveBeenCalledWith('FA7'));
    expect(onPassed).toHaveBeenCalledTimes(1);
    expect(server.countOf(calls.RESULT_QUERY)).toBe(1);
  });

  it('keeps the waiting number when the page is hidden while its result is asked for', async () => {
    const { fx, hook, server, stored } = setup({ RESULT_QUERY: held() }, { waiting: 'FA7' });
    await waitFor(() => expect(server.countOf(calls.RESULT_QUERY)).toBe(1));

    // Put in the back-forward cache: pagehide, and the page's requests are cancelled.
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    // The cancelled request failed, and the check stopped at the next task of a page that has left.
    await waitFor(() => expect(fx.wait).toHaveBeenLastCalledWith(0, expect.any(AbortSignal)));
    expect(stored.get('biz_no')).toBe('FA7');
    expect(hook.result.current.state.phase).toBe('checking');
  });

  it('重试 on the failure screen asks for the same verification again', async () => {
    const { hook, onPassed, server } = setup({ RESULT_QUERY: ['failed', 'success'] }, { waiting: 'FA7' });
    await waitFor(() => expect(hook.result.current.state.phase).toBe('failed'));

    act(() => hook.result.current.retry());
    await waitFor(() => expect(onPassed).toHaveBeenCalledWith('FA7'));
    expect(server.bodiesOf(calls.RESULT_QUERY)).toEqual([{ biz_no: 'FA7' }, { biz_no: 'FA7' }]);
  });

  it('返回修改 leaves the failure screen for the form', async () => {
    const { hook } = setup({ RESULT_QUERY: 'failed' }, { waiting: 'FA7' });
    await waitFor(() => expect(hook.result.current.state.phase).toBe('failed'));
    act(() => hook.result.current.backToForm());
    expect(hook.result.current.state).toEqual({ phase: 'idle' });
  });

  it('重试 on the QR failure fetches the code again', async () => {
    const { hook, server } = setup({
      QUERY_PHONE: 'promiseVideo',
      PERSONAL_DATA: 'success',
      CPDEIMG: ['failed', 'success'],
    });
    act(() => hook.result.current.start());
    await waitFor(() => expect(hook.result.current.state.phase).toBe('qr-failed'));

    act(() => hook.result.current.retryQr());
    await waitFor(() => expect(hook.result.current.state.phase).toBe('qr-shown'));
    expect(server.countOf(calls.CPDEIMG)).toBe(2);
  });

  it('checks again when the page comes back from the back-forward cache', async () => {
    const { hook, onPassed } = setup({ QUERY_PHONE: 'success', RESULT_QUERY: 'success' });
    act(() => hook.result.current.start());
    await waitFor(() => expect(hook.result.current.state.phase).toBe('redirecting'));

    act(() => {
      // happy-dom's PageTransitionEvent drops `persisted`; the browser's carries it.
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    const started = exampleData(calls.QUERY_PHONE) as { biz_no: string };
    await waitFor(() => expect(onPassed).toHaveBeenCalledWith(started.biz_no));
  });
});
