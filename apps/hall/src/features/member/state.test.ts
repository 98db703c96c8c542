import * as calls from '@bluecat/api/calls';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import { boundMember, unboundMember } from '../../lib/member-fixture.ts';
import { memberQuery } from './route-calls.ts';
import { boundPhoneAtom, loadMemberAtom, memberAtom } from './state.ts';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('member state', () => {
  it('loads the member with PERSONAL_DATA, without toasts for other codes', async () => {
    const call = vi
      .spyOn(api, 'call')
      .mockResolvedValue({ ok: true, code: 1, msg: '成功', data: boundMember });
    const store = createStore();

    const loading = store.set(loadMemberAtom);
    expect(store.get(memberAtom)).toEqual({ member: null, loading: true, error: null });
    await loading;

    expect(call).toHaveBeenCalledWith(calls.PERSONAL_DATA, undefined, { toast: false, route: memberQuery });
    expect(store.get(memberAtom)).toEqual({ member: boundMember, loading: false, error: null });
    expect(store.get(boundPhoneAtom)?.mobilePhone).toBe('17088886666');
  });

  it('knows an unbound member by the missing mobilePhoneInfo', async () => {
    vi.spyOn(api, 'call').mockResolvedValue({ ok: true, code: 1, msg: '成功', data: unboundMember });
    const store = createStore();
    await store.set(loadMemberAtom);
    expect(store.get(memberAtom).member).toEqual(unboundMember);
    expect(store.get(boundPhoneAtom)).toBeNull();
  });

  it('keeps the shown member while reloading', async () => {
    const store = createStore();
    vi.spyOn(api, 'call').mockResolvedValue({ ok: true, code: 1, msg: '成功', data: boundMember });
    await store.set(loadMemberAtom);

    const reload = store.set(loadMemberAtom);
    expect(store.get(memberAtom)).toEqual({ member: boundMember, loading: true, error: null });
    await reload;
  });

  it.each([
    [{ ok: false, code: -101, msg: '登录已失效，请重新登录', data: {} }, '登录已失效，请重新登录'],
    [{ ok: false, code: 3, msg: '', data: {} }, '会员信息加载失败'],
  ] as const)('records a refused load (%j) as the error', async (answer, message) => {
    vi.spyOn(api, 'call').mockResolvedValue(answer);
    const store = createStore();
    await store.set(loadMemberAtom);
    expect(store.get(memberAtom)).toEqual({ member: null, loading: false, error: message });
  });

  it('records a transport failure with the gateway message', async () => {
    vi.spyOn(api, 'call').mockRejectedValue(new Error('服务器内部错误 (500)，请稍后重试...'));
    const store = createStore();
    await store.set(loadMemberAtom);
    expect(store.get(memberAtom).error).toBe('服务器内部错误 (500)，请稍后重试...');
  });

  it('lets the newest load win when answers arrive out of order', async () => {
    const first = deferred<Awaited<ReturnType<typeof api.call>>>();
    const second = deferred<Awaited<ReturnType<typeof api.call>>>();
    vi.spyOn(api, 'call').mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const store = createStore();

    const older = store.set(loadMemberAtom);
    const newer = store.set(loadMemberAtom);
    second.resolve({ ok: true, code: 1, msg: '成功', data: unboundMember });
    await newer;
    first.resolve({ ok: true, code: 1, msg: '成功', data: boundMember });
    await older;

    expect(store.get(memberAtom).member).toEqual(unboundMember);
  });
});
