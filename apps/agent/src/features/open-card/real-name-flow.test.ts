// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import type { CallData } from '@bluecat/api/gateway';
import { readStored, writeStored } from '@bluecat/api/storage';
import { answerWith, bendAnswer, type Choices, exampleData, OFFLINE } from '@bluecat/api/testing';
import { forgetVisitorCity } from '@bluecat/visitor-city';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import { openingRecord } from '../../testing/opening-examples.ts';
import { visitorCityAnswer } from '../../testing/visitor-city-answer.ts';
import {
  finishRealName,
  isBackFromProvider,
  REAL_NAME_MESSAGES,
  REAL_NAME_STARTED,
  realNameVerdict,
  resolveProviderUrl,
  startRealName,
  submitBody,
  type VerifiedCustomer,
} from './real-name-flow.ts';

/** The contract's paid and signed opening at the joint photo (location3), or at real-name (location4). */
const stepRecord = () => openingRecord('location3');

/** getSimpleOrCardNum's success example: 张伟's ID and face both passed. */
const passed = exampleData(calls.getSimpleOrCardNum) as Required<CallData<'getSimpleOrCardNum'>>;

const CUSTOMER: VerifiedCustomer = {
  customerName: '张伟',
  identityCode: '360102199003151234',
  custAddress: '江西省南昌市东湖区八一大道100号',
  cardIndex: 'https://faceid.provider.example/img/RN202406131030000001/front.jpg',
  cardOutdex: 'https://faceid.provider.example/img/RN202406131030000001/back.jpg',
  custPhoto: 'https://faceid.provider.example/img/RN202406131030000001/face.jpg',
};

/** querySign's success example. */
const SIGN = { sign: '3F9A1C7E5B2D4A6089E1C2B3D4F5A6B7', timestamp: '20240613103015' };

/**
 * The app's gateway answered by the contract, every step of the return passing (the visitor in 南昌市)
 * unless `choices` say otherwise.
 */
function answer(choices: Choices = {}) {
  const server = answerWith({
    ...visitorCityAnswer('success'),
    getSimpleOrCardNum: 'success',
    doCheckIdentityCodeByWorkNo: 'success',
    querySign: 'success',
    dosubmit: 'success',
    ...choices,
  });
  const names = () => server.requests.map(({ call }) => call).filter((call) => call !== 'IP_CITY');
  return { server, names };
}

const deps = { api, workNo: 'LM360021' };

beforeEach(() => {
  forgetVisitorCity();
  writeStored('Judge', REAL_NAME_STARTED);
  writeStored('GetToken', 'provider-token');
  writeStored('BizNo', 'RN202406131030000001');
});

describe('isBackFromProvider', () => {
  it.each([
    ['RealNameStart', true],
    [null, false],
    ['', false],
    ['RealNameEnd', false],
  ])('Judge %s → %s', (judge, expected) => {
    expect(isBackFromProvider(judge)).toBe(expected);
  });
});

describe('realNameVerdict', () => {
  it('passes with the customer read from the ID and the face photo', () => {
    expect(realNameVerdict(passed)).toEqual({ passed: true, customer: CUSTOMER });
  });

  it.each([
    [
      'the ID check failed',
      { ...passed, cardNum: { success: false, message: '证件不清晰' } },
      REAL_NAME_MESSAGES.idFailed,
    ],
    [
      'both failed (the ID is judged first)',
      { cardNum: { success: false, message: 'x' }, simple: { success: false, message: 'y' } },
      '身份校验失败，请重新继续进行实名',
    ],
    [
      'the ID passed without a number',
      { ...passed, cardNum: { ...passed.cardNum, confirmIdcardNumber: '' } },
      '身份校验失败，请重新继续进行实名',
    ],
    [
      'the face check failed',
      { ...passed, simple: { success: false, message: '活体检测未通过' } },
      '人脸校验失败，请重新继续进行实名',
    ],
    ['the face part is missing', { cardNum: passed.cardNum }, '人脸校验失败，请重新继续进行实名'],
    ['the ID part is missing', { simple: passed.simple }, '身份校验失败，请重新继续进行实名'],
    ['the result is empty', {}, '身份校验失败，请重新继续进行实名'],
    ['there is no result', null, '身份校验失败，请重新继续进行实名'],
    [
      'success is the text "false"',
      { ...passed, simple: { ...passed.simple, success: 'false' as never } },
      '人脸校验失败，请重新继续进行实名',
    ],
  ])('fails when %s', (_case, result, message) => {
    expect(realNameVerdict(result)).toEqual({ passed: false, message });
  });
});

describe('finishRealName', () => {
  it('checks the result with the provider token, pre-checks the ID, signs and submits', async () => {
    const { server, names } = answer();
    const record = openingRecord('location4');
    const outcome = await finishRealName(record, 'main', deps);

    expect(outcome).toEqual({ kind: 'opened', message: '支付成功开卡结束！！' });
    expect(names()).toEqual(['getSimpleOrCardNum', 'doCheckIdentityCodeByWorkNo', 'querySign', 'dosubmit']);
    expect(server.bodiesOf(calls.getSimpleOrCardNum)[0]).toEqual({
      token: 'provider-token',
      bizId: 'RN202406131030000001',
      uimId: record.uimId,
      serviceId: '17079112346',
      workNo: 'LM360021',
      recordNumber: 'KK202406130002',
      cityName: '南昌市',
    });
    expect(server.bodiesOf(calls.doCheckIdentityCodeByWorkNo)).toEqual([
      { aceptPerson: 'LM360021', identityCode: '360102199003151234' },
    ]);
    expect(server.bodiesOf(calls.querySign)).toEqual([{ serviceId: '17079112346' }]);
    expect(server.bodiesOf(calls.dosubmit)[0]).toMatchObject({ systemId: 7, customerName: '张伟', ...SIGN });
  });

  it('shows a default message when the opening succeeds without one', async () => {
    answer({ dosubmit: 'noMessage' });
    expect(await finishRealName(stepRecord(), 'main', deps)).toEqual({
      kind: 'opened',
      message: '开卡成功',
    });
  });

  it.each([
    ['the ID check failed', 'idFailed', '身份校验失败，请重新继续进行实名'],
    ['the face check failed', 'faceFailed', '人脸校验失败，请重新继续进行实名'],
  ])('resets Judge when %s and says so', async (_case, result, message) => {
    const { names } = answer({ getSimpleOrCardNum: result });
    const outcome = await finishRealName(stepRecord(), 'main', deps);
    expect(outcome).toEqual({ kind: 'rejected', message, shown: false });
    expect(readStored('Judge')).toBeNull();
    expect(names()).toEqual(['getSimpleOrCardNum']);
  });

  it("resets Judge on the provider's refusal, whose message the gateway has shown", async () => {
    answer({ getSimpleOrCardNum: 'failed' });
    const outcome = await finishRealName(stepRecord(), 'main', deps);
    expect(outcome).toEqual({ kind: 'rejected', message: '未查询到实名认证结果', shown: true });
    expect(readStored('Judge')).toBeNull();
  });

  it('resets Judge when the ID may not open another card', async () => {
    const { names } = answer({ doCheckIdentityCodeByWorkNo: 'failed' });
    const outcome = await finishRealName(stepRecord(), 'main', deps);
    expect(outcome).toEqual({ kind: 'rejected', message: '该证件名下号码已达上限', shown: true });
    expect(readStored('Judge')).toBeNull();
    expect(names()).not.toContain('dosubmit');
  });

  it('restarts at step 0 when dosubmit answers -2', async () => {
    answer({ dosubmit: 'reset' });
    expect(await finishRealName(stepRecord(), 'main', deps)).toEqual({ kind: 'restart' });
  });

  // The contract documents -2 for the submission only; the steps before it are read the same way.
  it.each([calls.getSimpleOrCardNum, calls.doCheckIdentityCodeByWorkNo, calls.querySign])(
    'restarts at step 0 when $name answers -2',
    async (call) => {
      answer({ [call.name]: 'failed' });
      bendAnswer(call, (body) => ({ ...body, code: -2, msg: '开卡信息已失效，请重新开卡' }));
      expect(await finishRealName(stepRecord(), 'main', deps)).toEqual({ kind: 'restart' });
    },
  );

  it('keeps Judge and offers to query again when the result query does not get through', async () => {
    answer({ getSimpleOrCardNum: OFFLINE });
    expect(await finishRealName(stepRecord(), 'main', deps)).toEqual({
      kind: 'retry',
      stage: 'result',
    });
    expect(readStored('Judge')).toBe(REAL_NAME_STARTED);
  });

  it.each<[string, Choices]>([
    ['the pre-check does not get through', { doCheckIdentityCodeByWorkNo: OFFLINE }],
    ['the signature info is refused', { querySign: 'failed' }],
    ['the submission does not get through', { dosubmit: OFFLINE }],
    ['the submission is refused', { dosubmit: 'failed' }],
  ])('keeps the verification for another submit when %s', async (_case, choices) => {
    answer(choices);
    expect(await finishRealName(stepRecord(), 'main', deps)).toEqual({
      kind: 'retry',
      stage: 'submit',
      customer: CUSTOMER,
    });
    expect(readStored('Judge')).toBe(REAL_NAME_STARTED);
  });

  it('submits again with the known customer, without asking the provider again', async () => {
    const { names } = answer();
    const outcome = await finishRealName(stepRecord(), 'main', deps, CUSTOMER);
    expect(outcome.kind).toBe('opened');
    expect(names()).toEqual(['doCheckIdentityCodeByWorkNo', 'querySign', 'dosubmit']);
  });
});

describe('submitBody', () => {
  it('carries the record, the customer, the signature info and the prepayment (product.md › 开卡向导)', () => {
    const record = openingRecord('location4');
    expect(submitBody(record, CUSTOMER, SIGN, 'main')).toEqual({
      ...record,
      serviceId: '17079112346',
      customerName: '张伟',
      identityCode: '360102199003151234',
      identityKind: 1,
      custAddress: '江西省南昌市东湖区八一大道100号',
      cardIndex: CUSTOMER.cardIndex,
      cardOutdex: CUSTOMER.cardOutdex,
      custPhoto: CUSTOMER.custPhoto,
      sign: SIGN.sign,
      timestamp: SIGN.timestamp,
      rechargeFlag: 'finish',
      rechargeAmount: 50,
      outTradeNo: 'WX202406131025000001',
      systemId: 7,
    });
  });

  it.each([
    ['main', 7],
    ['scan', 3],
  ] as const)('submits the %s wizard with systemId %d', (variant, systemId) => {
    expect(submitBody({ ...stepRecord(), systemId: 4 }, CUSTOMER, SIGN, variant).systemId).toBe(systemId);
  });

  it('sends no prepayment for a free package', () => {
    const body = submitBody(
      { ...stepRecord(), sumFee: 0, rechargeFlag: 'nopay', outTradeNo: '' },
      CUSTOMER,
      SIGN,
      'main',
    );
    expect(body).toMatchObject({ rechargeFlag: 'nopay', rechargeAmount: 0, outTradeNo: '' });
  });
});

describe('startRealName', () => {
  const PAGE = 'https://kaika.bluecat.example/OpenCard';
  /** getUrl's provider example: its token, verification number and the provider's page. */
  const PROVIDER = {
    token: '5d7e2b1a-43c9-4f08-9a61-0c2e8b7f1d34',
    bizNo: 'RN202406131030000001',
    url: 'https://faceid.provider.example/h5/verify?biz_no=RN202406131030000001',
  };

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('asks getUrl with the return address, stores the flag and the provider keys and leaves', async () => {
    const server = answerWith({ getUrl: 'provider' });
    const outcome = await startRealName(stepRecord(), 'main', { api, toast: vi.fn(), pageUrl: PAGE });
    expect(outcome).toEqual({ kind: 'leave', url: PROVIDER.url });
    expect(server.bodiesOf(calls.getUrl)).toEqual([
      { returnUrl: PAGE, serviceId: '17079112346', recordNumber: 'KK202406130002' },
    ]);
    expect(readStored('Judge')).toBe('RealNameStart');
    expect(readStored('GetToken')).toBe(PROVIDER.token);
    expect(readStored('BizNo')).toBe(PROVIDER.bizNo);
    expect(readStored('biz_no')).toBe(PROVIDER.bizNo);
  });

  it('uses getBossUrl in the scan variant', async () => {
    const server = answerWith({ getBossUrl: 'provider' });
    const pageUrl = 'https://kaika.bluecat.example/VnoOpenCard?pone=17079112346';
    await startRealName(stepRecord(), 'scan', { api, toast: vi.fn(), pageUrl });
    expect(server.requests.map(({ call }) => call)).toEqual(['getBossUrl']);
    expect(server.bodiesOf(calls.getBossUrl)[0]).toMatchObject({ returnUrl: pageUrl });
  });

  it('resolves a relative address (the demo stand-in) against the page', async () => {
    answerWith({ getUrl: 'success' });
    const outcome = await startRealName(stepRecord(), 'main', { api, toast: vi.fn(), pageUrl: PAGE });
    expect(outcome).toEqual({
      kind: 'leave',
      url: 'https://kaika.bluecat.example/__demo/real-name?biz_no=RN202406131030000001',
    });
  });

  it('refuses an address that is not http(s) and stores nothing', async () => {
    answerWith({ getUrl: 'provider' });
    // An address the contract does not allow: script.
    bendAnswer(calls.getUrl, ({ data, ...envelope }) => ({
      ...envelope,
      data: { ...(data as object), url: 'javascript:alert(1)' },
    }));
    const toast = vi.fn();
    const outcome = await startRealName(stepRecord(), 'main', { api, toast, pageUrl: PAGE });
    expect(outcome).toEqual({ kind: 'stopped' });
    expect(toast).toHaveBeenCalledWith('实名认证地址异常，请稍后重试');
    expect(readStored('Judge')).toBeNull();
    expect(readStored('GetToken')).toBeNull();
  });

  it.each([
    ['a refusal', 'failed'],
    ['a transport failure', OFFLINE],
  ] as const)('stays, storing nothing, after %s', async (_case, choice) => {
    answerWith({ getUrl: choice });
    expect(await startRealName(stepRecord(), 'main', { api, toast: vi.fn(), pageUrl: PAGE })).toEqual({
      kind: 'stopped',
    });
    expect(readStored('Judge')).toBeNull();
  });
});

describe('resolveProviderUrl', () => {
  it.each([
    ['https://faceid.provider.example/x', 'https://faceid.provider.example/x'],
    ['http://faceid.provider.example/x', 'http://faceid.provider.example/x'],
    ['/__demo/real-name?biz_no=1', 'https://kaika.bluecat.example/__demo/real-name?biz_no=1'],
    ['  https://faceid.provider.example/x ', 'https://faceid.provider.example/x'],
    ['javascript:alert(1)', null],
    ['weixin://dl/business', null],
    ['data:text/html,hi', null],
  ])('%s → %s', (url, expected) => {
    expect(resolveProviderUrl(url, 'https://kaika.bluecat.example/OpenCard')).toBe(expected);
  });
});
