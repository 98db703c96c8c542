// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { answerWith, exampleData, held } from '@bluecat/api/testing';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { MemberData } from '../../lib/member-access.ts';
import { boundPhoneAtom, loadMemberAtom, memberAtom } from './state.ts';

// The contract's members (PERSONAL_DATA's success and unbound examples).
const boundMember = exampleData(calls.PERSONAL_DATA) as MemberData;
const unboundMember = exampleData(calls.PERSONAL_DATA, 'unbound') as MemberData;

describe('member state', () => {
  it('loads the member with PERSONAL_DATA', async () => {
    const server = answerWith({ PERSONAL_DATA: 'success' });
    const store = createStore();

    const loading = store.set(loadMemberAtom);
    expect(store.get(memberAtom)).toEqual({ member: null, loading: true, error: null });
    await loading;

    expect(server.bodiesOf(calls.PERSONAL_DATA)).toEqual([{}]);
    expect(store.get(memberAtom)).toEqual({ member: boundMember, loading: false, error: null });
    expect(store.get(boundPhoneAtom)?.mobilePhone).toBe('17088886666');
  });

  it('knows an unbound member by the missing mobilePhoneInfo', async () => {
    answerWith({ PERSONAL_DATA: 'unbound' });
    const store = createStore();
    await store.set(loadMemberAtom);
    expect(store.get(memberAtom).member).toEqual(unboundMember);
    expect(store.get(boundPhoneAtom)).toBeNull();
  });

  it('keeps the shown member while reloading', async () => {
    const store = createStore();
    answerWith({ PERSONAL_DATA: 'success' });
    await store.set(loadMemberAtom);

    const reload = store.set(loadMemberAtom);
    expect(store.get(memberAtom)).toEqual({ member: boundMember, loading: true, error: null });
    await reload;
  });

  // The contract gives every refusal a msg (ErrorAnswer), so 会员信息加载失败 stands in for none it sends.
  it.each([['tokenExpired', '登录已失效，请重新登录']] as const)(
    'records a refused load (%s) as the error',
    async (answer, message) => {
      answerWith({ PERSONAL_DATA: answer });
      const store = createStore();
      await store.set(loadMemberAtom);
      expect(store.get(memberAtom)).toEqual({ member: null, loading: false, error: message });
    },
  );

  it('records a transport failure with the gateway message', async () => {
    answerWith({ PERSONAL_DATA: 'code=500' });
    const store = createStore();
    await store.set(loadMemberAtom);
    expect(store.get(memberAtom).error).toBe('服务器内部错误 (500)，请稍后重试...');
  });

  it('lets the newest load win when answers arrive out of order', async () => {
    const first = held();
    const second = held();
    answerWith({ PERSONAL_DATA: [first, second] });
    const store = createStore();

    const older = store.set(loadMemberAtom);
    const newer = store.set(loadMemberAtom);
    second.release('unbound');
    await newer;
    first.release('success');
    await older;

    expect(store.get(memberAtom).member).toEqual(unboundMember);
  });
});
