import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadError, useLoad } from './use-load.ts';

describe('useLoad', () => {
  it('goes from loading to success with the data', async () => {
    const { result } = renderHook(() => useLoad(async () => [1, 2], []));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual([1, 2]);
  });

  it('shows the loader’s message on failure and loads again on reload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new LoadError('账单查询失败')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useLoad(load, []));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('账单查询失败');
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('falls back to the default message when the failure has none', async () => {
    const { result } = renderHook(() => useLoad(() => Promise.reject(new Error('')), [], '查询失败'));
    await waitFor(() => expect(result.current.error).toBe('查询失败'));
  });

  it('drops an earlier answer that arrives after a newer load', async () => {
    const resolvers: Array<(value: string) => void> = [];
    const load = () => new Promise<string>((resolve) => resolvers.push(resolve));
    const { result, rerender } = renderHook(({ key }) => useLoad(load, [key]), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    act(() => resolvers[1]?.('second'));
    await waitFor(() => expect(result.current.data).toBe('second'));
    act(() => resolvers[0]?.('first'));
    await Promise.resolve();
    expect(result.current.data).toBe('second');
  });
});
