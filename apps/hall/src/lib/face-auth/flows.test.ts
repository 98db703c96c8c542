import type { FaceAuthAction } from '@bluecat/rules/face-auth/face-auth';
import { describe, expect, it } from 'vitest';
import { completeForm, FACE_AUTH_FLOWS, fieldsOf, isFaceAuthType, startBodyOf } from './flows.ts';

describe('fieldsOf', () => {
  it.each<[FaceAuthAction, string[]]>([
    ['cardQuery', ['idCardNumber', 'name']],
    ['callDivert', ['idCardNumber', 'name']],
    ['accountBind', ['idCard', 'name', 'mobilePhone']],
    ['closeAccount', ['idCard', 'name', 'mobilePhone']],
    ['setPassword', ['idCard', 'name', 'mobilePhone']],
    ['changeCard', ['idCard', 'name']],
    ['transfer', ['idCard', 'name']],
    ['realName', ['mobilePhone', 'servicePassword']],
  ])('%s sends %o', (action, fields) => {
    expect(fieldsOf(action)).toEqual(fields);
  });
});

describe('FACE_AUTH_FLOWS', () => {
  it.each([
    ['cardQuery', 'QUERY_PHONE', '/queryCard'],
    ['callDivert', 'QUERY_PHONE', '/calldivertOrder'],
    ['accountBind', 'FACE_AUTH_ACCOUNT_BIND', '/noCode'],
    ['closeAccount', 'CLOSE_ACCONT', '/cancelForm'],
    ['changeCard', 'CHANGE_CARD', '/changeCardForm'],
    ['transferOwner', 'TRANS_ACCT_S', '/transAcctSForm'],
    ['transferNewOwner', 'TRANS_ACCT_T', '/transAcctTForm'],
    ['setPassword', 'servicePasswordEditTest', '/newPassword'],
    ['realName', 'REAL_NAME', '/realName'],
  ] as const)('%s starts with %s and returns to %s', (type, call, returnPath) => {
    expect(FACE_AUTH_FLOWS[type]).toMatchObject({ call: { name: call }, returnPath });
  });

  it('covers each of the eight start calls', () => {
    const calls = new Set(Object.values(FACE_AUTH_FLOWS).map((flow) => flow.call));
    expect(calls.size).toBe(8);
  });
});

describe('startBodyOf', () => {
  const form = completeForm({
    idCardNumber: '15123X',
    name: '张伟',
    idCard: '36010219900315123X',
    mobilePhone: '13912345678',
    servicePassword: '123456',
  });

  it('sends only the fields the business requires, with the return URL', () => {
    expect(startBodyOf(FACE_AUTH_FLOWS.cardQuery, form, 'https://h/queryCard')).toEqual({
      idCardNumber: '15123X',
      name: '张伟',
      returnUrl: 'https://h/queryCard',
    });
    expect(startBodyOf(FACE_AUTH_FLOWS.realName, form, 'https://h/realName')).toEqual({
      mobilePhone: '13912345678',
      servicePassword: '123456',
      returnUrl: 'https://h/realName',
    });
  });

  it('adds the identity type of the businesses that have one', () => {
    expect(startBodyOf(FACE_AUTH_FLOWS.callDivert, form, 'r')).toMatchObject({ type: 'CALL_DIVERT' });
    expect(startBodyOf(FACE_AUTH_FLOWS.closeAccount, form, 'r')).toEqual({
      idCard: '36010219900315123X',
      name: '张伟',
      mobilePhone: '13912345678',
      type: 'UNSET_ACCONT',
      returnUrl: 'r',
    });
    expect(startBodyOf(FACE_AUTH_FLOWS.transferOwner, form, 'r')).not.toHaveProperty('type');
  });
});

describe('isFaceAuthType', () => {
  it.each<[string | null, boolean]>([
    ['cardQuery', true],
    ['realName', true],
    ['QUERY_PHONE', false],
    ['toString', false],
    ['', false],
    [null, false],
  ])('%s → %s', (value, expected) => {
    expect(isFaceAuthType(value)).toBe(expected);
  });
});
