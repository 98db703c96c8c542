// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { answerWith } from '@bluecat/api/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { unbindByCode } from './relieve-page.tsx';
import { UNBIND_DATA_ERROR, unbindByCodeOutcome, unbindByIdOutcome } from './unbind.ts';

const handled = (data: unknown) => ({ ok: true, data });

describe('unbind by SMS code (type 1)', () => {
  it.each([
    [
      'code 1 unbinds with data.msg',
      handled({ code: 1, msg: '解绑成功' }),
      { kind: 'unbound', message: '解绑成功' },
    ],
    [
      '-100 shows data.msg',
      handled({ code: -100, msg: '验证码错误或已过期' }),
      { kind: 'refused', message: '验证码错误或已过期' },
    ],
    [
      'any other code shows data.msg',
      handled({ code: -1, msg: '机主资料查询超时' }),
      { kind: 'refused', message: '机主资料查询超时' },
    ],
    [
      'a code as a string counts',
      handled({ code: '1', msg: '解绑成功' }),
      { kind: 'unbound', message: '解绑成功' },
    ],
    ['no data: nothing of its own', handled(undefined), { kind: 'none' }],
    [
      'an envelope the gateway handled',
      { ok: false, data: { code: -102, msg: '请先绑定手机号' } },
      { kind: 'none' },
    ],
  ])('%s', (_label, answer, expected) => {
    expect(unbindByCodeOutcome(answer)).toEqual(expected);
  });
});

describe('unbind by ID and name (type 2)', () => {
  it.each([
    ['code 1 unbinds', handled({ code: 1, msg: '解绑成功' }), { kind: 'unbound', message: '解绑成功' }],
    [
      '-100 shows data.msg',
      handled({ code: -100, msg: '身份证号或姓名与机主信息不一致' }),
      { kind: 'refused', message: '身份证号或姓名与机主信息不一致' },
    ],
    [
      'another code is 数据异常',
      handled({ code: -1, msg: '机主资料查询超时' }),
      { kind: 'refused', message: UNBIND_DATA_ERROR },
    ],
    ['no outcome is 数据异常', handled(null), { kind: 'refused', message: '数据异常' }],
    ['an envelope the gateway handled', { ok: false, data: null }, { kind: 'none' }],
  ])('%s', (_label, answer, expected) => {
    expect(unbindByIdOutcome(answer)).toEqual(expected);
  });
});

describe('unbindByCode', () => {
  afterEach(() => {
    localStorage.clear();
  });

  const form = { mobilePhone: '17088886666', code: '123456' };

  it('sends type 1 and removes the stored token once unbound', async () => {
    localStorage.setItem('token', 'demo-token');
    const server = answerWith({ RELIEVE_BINDING: 'success' });
    await expect(unbindByCode(form)).resolves.toBe(true);
    expect(server.bodiesOf(calls.RELIEVE_BINDING)).toEqual([
      { token: 'demo-token', type: 1, mobilePhone: '17088886666', code: '123456' },
    ]);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the token when refused', async () => {
    localStorage.setItem('token', 'demo-token');
    answerWith({ RELIEVE_BINDING: 'failed' });
    await expect(unbindByCode(form)).resolves.toBe(false);
    expect(localStorage.getItem('token')).toBe('demo-token');
  });

  it('keeps the token when the request fails', async () => {
    localStorage.setItem('token', 'demo-token');
    answerWith({ RELIEVE_BINDING: 'code=500' });
    await expect(unbindByCode(form)).resolves.toBe(false);
    expect(localStorage.getItem('token')).toBe('demo-token');
  });
});
