// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePageRestore } from './use-page-restore.ts';

function pageshow(persisted: boolean): Event {
  return Object.assign(new Event('pageshow'), { persisted });
}

describe('usePageRestore', () => {
  it.each([
    ['a page restored from the back-forward cache', true, 1],
    ['an ordinary page load', false, 0],
  ])('%s → %i call(s)', (_case, persisted, calls) => {
    const onRestore = vi.fn();
    renderHook(() => usePageRestore(onRestore));
    window.dispatchEvent(pageshow(persisted));
    expect(onRestore).toHaveBeenCalledTimes(calls);
  });

  it('calls the latest callback and stops listening when unmounted', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ callback }) => usePageRestore(callback), {
      initialProps: { callback: first },
    });
    rerender({ callback: second });
    window.dispatchEvent(pageshow(true));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);

    unmount();
    window.dispatchEvent(pageshow(true));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
