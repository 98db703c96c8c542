import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { type ReactNode, StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import { unboundMember } from '../../lib/member-fixture.ts';
import { useMemberAutoload } from './use-member-autoload.ts';

function setup(initial: boolean) {
  const call = vi.spyOn(api, 'call').mockResolvedValue({
    ok: true,
    code: 1,
    msg: '成功',
    data: unboundMember,
  });
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
    expect(call).toHaveBeenCalledTimes(1);

    hook.rerender({ here: false });
    expect(call).toHaveBeenCalledTimes(1);

    hook.rerender({ here: true });
    expect(call).toHaveBeenCalledTimes(2);
    hook.rerender({ here: true });
    expect(call).toHaveBeenCalledTimes(2);

    hook.rerender({ here: false });
    expect(call).toHaveBeenCalledTimes(2);
    hook.rerender({ here: true });
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('loads once when the hall opens on the reload page', () => {
    const { call } = setup(true);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
