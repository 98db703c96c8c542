import * as calls from '@bluecat/api/calls';
import { answerWith } from '@bluecat/api/testing';
import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { type ReactNode, StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { useMemberAutoload } from './use-member-autoload.ts';

function setup(initial: boolean) {
  const server = answerWith({ PERSONAL_DATA: 'unbound' });
  // Counted as each request starts: the hook's loads are sent at once, not after a wait.
  const call = { count: () => server.countOf(calls.PERSONAL_DATA) };
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StrictMode>
      <Provider store={store}>{children}</Provider>
    </StrictMode>
  );
  const hook = renderHook(({ here }) => useMemberAutoload(here), {
    wrapper,
    initialProps: { here: initial },
  });
  return { call, hook };
}

describe('useMemberAutoload', () => {
  it('loads once on entering the hall on another tab, and again on each entry to the reload page', () => {
    const { call, hook } = setup(false);
    expect(call.count()).toBe(1);

    hook.rerender({ here: false });
    expect(call.count()).toBe(1);

    hook.rerender({ here: true });
    expect(call.count()).toBe(2);
    hook.rerender({ here: true });
    expect(call.count()).toBe(2);

    hook.rerender({ here: false });
    expect(call.count()).toBe(2);
    hook.rerender({ here: true });
    expect(call.count()).toBe(3);
  });

  it('loads once when the hall opens on the reload page', () => {
    const { call } = setup(true);
    expect(call.count()).toBe(1);
  });
});
