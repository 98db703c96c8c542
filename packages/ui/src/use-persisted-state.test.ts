// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_PREFIX, readDraft } from './drafts.ts';
import { usePersistedState } from './use-persisted-state.ts';

afterEach(() => sessionStorage.clear());

describe('usePersistedState', () => {
  it('starts from the initial value and stores every change in this tab', () => {
    const { result } = renderHook(() => usePersistedState('card', { name: '', idCard: '' }));
    act(() => result.current[1]((form) => ({ ...form, name: '张三' })));
    expect(result.current[0]).toEqual({ name: '张三', idCard: '' });
    expect(JSON.parse(sessionStorage.getItem(`${DRAFT_PREFIX}card`) ?? 'null')).toEqual({
      name: '张三',
      idCard: '',
    });
  });

  it('restores a stored draft after a reload, with defaults for fields it lacks', () => {
    sessionStorage.setItem(`${DRAFT_PREFIX}card`, JSON.stringify({ name: '李四' }));
    const { result } = renderHook(() => usePersistedState('card', { name: '', idCard: '' }));
    expect(result.current[0]).toEqual({ name: '李四', idCard: '' });
  });

  it('ignores a draft that is not JSON', () => {
    sessionStorage.setItem(`${DRAFT_PREFIX}card`, '{broken');
    const { result } = renderHook(() => usePersistedState('card', { name: '' }));
    expect(result.current[0]).toEqual({ name: '' });
  });

  it('clear forgets the stored draft', () => {
    const { result } = renderHook(() => usePersistedState('card', { name: '' }));
    act(() => result.current[1]({ name: '王五' }));
    act(() => result.current[2]());
    expect(readDraft('card')).toBeNull();
  });
});
