import { GatewayError } from '@bluecat/api/gateway';
import { readStored, writeStored } from '@bluecat/api/storage';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFrom, coded, ok, type Script } from '../../testing/call-fixture.ts';
import { stepRecord } from '../../testing/real-name-fixture.ts';
import {
  finishRealName,
  isBackFromProvider,
  REAL_NAME_MESSAGES,
  REAL_NAME_STARTED,
  type ReturnDeps,
  realNameVerdict,
  resolveProviderUrl,
  startRealName,
  submitBody,
  type VerifiedCustomer,
} from './real-name-flow.ts';

// The visitor's city by IP, answered here instead of by a maps service (testing/visitor-city-fixture.ts).
vi.mock('@bluecat/api/visitor-city', async () => {
  const { NANCHANG } = await import('../../testing/visitor-city-fixture.ts');
  return { visitorCity: vi.fn(async () => NANCHANG) };
});

function fakeApi(answers: Script) {
  const call = vi.fn(answerFrom(answers));
  return { call } as unknown as ReturnDeps['api'] & { call: typeof call };
}

const bodyOf = (api: ReturnType<typeof fakeApi>, name: string) =>
  api.call.mock.calls.find(([{ name: called }]) => called === name)?.[1];
const namesOf = (api: ReturnType<typeof fakeApi>) => api.call.mock.calls.map(([{ name }]) => name);

const CUSTOMER: VerifiedCustomer = {
  customerName: '张伟',
  identityCode: '360102199003151234',
  custAddress: '江西省南昌市东湖区八一大道100号',
  cardIndex: 'https://faceid.provider.example/front.jpg',
  cardOutdex: 'https://faceid.provider.example/back.jpg',
  custPhoto: 'https://faceid.provider.example/face.jpg',
};

const passed = {
  cardNum: {
    success: true,
    message: '身份校验成功',
    confirmName: CUSTOMER.customerName,
    confirmIdcardNumber: CUSTOMER.identityCode,
    address: CUSTOMER.custAddress,
    front: CUSTOMER.cardIndex,
    back: CUSTOMER.cardOutdex,
  },
  simple: { success: true, message: '人脸校验成功', image: CUSTOMER.custPhoto },
};

const SIGN = { sign: '3F9A1C7E5B2D4A6089E1C2B3D4F5A6B7', timestamp: '20240613103015' };

function happyAnswers(): Script {
  return {
    getSimpleOrCardNum: () => ok(passed),
    doCheckIdentityCodeByWorkNo: () => ok(undefined, '校验通过'),
    querySign: () => ok(SIGN),
    dosubmit: () => ok(undefined, '支付成功开卡结束！！'),
  };
}

const transport = () => {
  throw new GatewayError('系统更新中，请稍后重试...', 'network');
};

beforeEach(() => {
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
    const api = fakeApi(happyAnswers());
    const record = stepRecord({ openCardLocation: 4 });
    const outcome = await finishRealName(record, 'main', { api, workNo: 'LM360021' });

    expect(outcome).toEqual({ kind: 'opened', message: '支付成功开卡结束！！' });
    expect(namesOf(api)).toEqual([
      'getSimpleOrCardNum',
      'doCheckIdentityCodeByWorkNo',
      'querySign',
      'dosubmit',
    ]);
    expect(bodyOf(api, 'getSimpleOrCardNum')).toEqual({
      token: 'provider-token',
      bizId: 'RN202406131030000001',
      uimId: record.uimId,
      serviceId: '17079112346',
      workNo: 'LM360021',
      recordNumber: 'KK202406130002',
      cityName: '南昌市',
    });
    expect(bodyOf(api, 'doCheckIdentityCodeByWorkNo')).toEqual({
      aceptPerson: 'LM360021',
      identityCode: '360102199003151234',
    });
    expect(bodyOf(api, 'querySign')).toEqual({ serviceId: '17079112346' });
    expect(bodyOf(api, 'dosubmit')).toMatchObject({ systemId: 7, customerName: '张伟', ...SIGN });
  });

  it('shows a default message when the opening succeeds without one', async () => {
    const api = fakeApi({ ...happyAnswers(), dosubmit: () => ok(undefined, '') });
    expect(await finishRealName(stepRecord(), 'main', { api, workNo: 'LM360021' })).toEqual({
      kind: 'opened',
      message: '开卡成功',
    });
  });

  it.each([
    [
      'the ID check failed',
      { ...passed, cardNum: { success: false, message: 'x' } },
      '身份校验失败，请重新继续进行实名',
    ],
    [
      'the face check failed',
      { ...passed, simple: { success: false, message: 'x' } },
      '人脸校验失败，请重新继续进行实名',
    ],
  ])('resets Judge when %s and says so', async (_case, result, message) => {
    const api = fakeApi({ ...happyAnswers(), getSimpleOrCardNum: () => ok(result) });
    const outcome = await finishRealName(stepRecord(), 'main', { api, workNo: 'LM360021' });
    expect(outcome).toEqual({ kind: 'rejected', message, shown: false });
    expect(readStored('Judge')).toBeNull();
    expect(namesOf(api)).toEqual(['getSimpleOrCardNum']);
  });

  it("resets Judge on the provider's refusal, whose message the gateway has shown", async () => {
    const api = fakeApi({
      ...happyAnswers(),
      getSimpleOrCardNum: () => coded(-100, '未查询到实名认证结果'),
    });
    const outcome = await finishRealName(stepRecord(), 'main', { api, workNo: 'LM360021' });
    expect(outcome).toEqual({ kind: 'rejected', message: '未查询到实名认证结果', shown: true });
    expect(readStored('Judge')).toBeNull();
  });

  it('resets Judge when the ID may not open another card', async () => {
    const api = fakeApi({
      ...happyAnswers(),
      doCheckIdentityCodeByWorkNo: () => coded(-100, '该证件名下号码已达上限'),
    });
    const outcome = await finishRealName(stepRecord(), 'main', { api, workNo: 'LM360021' });
    expect(outcome).toEqual({ kind: 'rejected', message: '该证件名下号码已达上限', shown: true });
    expect(readStored('Judge')).toBeNull();
    expect(namesOf(api)).not.toContain('dosubmit');
  });

  it.each(['getSimpleOrCardNum', 'doCheckIdentityCodeByWorkNo', 'querySign', 'dosubmit'])(
    'restarts at step 0 when %s answers -2',
    async (name) => {
      const api = fakeApi({ ...happyAnswers(), [name]: () => coded(-2, '开卡信息已失效，请重新开卡') });
      expect(await finishRealName(stepRecord(), 'main', { api, workNo: 'LM360021' })).toEqual({
        kind: 'restart',
      });
    },
  );

  it('keeps Judge and offers to query again when the result query does not get through', async () => {
    const api = fakeApi({ ...happyAnswers(), getSimpleOrCardNum: transport });
    expect(await finishRealName(stepRecord(), 'main', { api, workNo: 'LM360021' })).toEqual({
      kind: 'retry',
      stage: 'result',
    });
    expect(readStored('Judge')).toBe(REAL_NAME_STARTED);
  });

  it.each<[string, Script]>([
    ['the pre-check does not get through', { doCheckIdentityCodeByWorkNo: transport }],
    ['the signature info is refused', { querySign: () => coded(-100, '操作失败') }],
    ['the submission does not get through', { dosubmit: transport }],
    ['the submission is refused', { dosubmit: () => coded(-100, '开卡提交失败，请稍后重试') }],
  ])('keeps the verification for another submit when %s', async (_case, changes) => {
    const api = fakeApi({ ...happyAnswers(), ...changes });
    expect(await finishRealName(stepRecord(), 'main', { api, workNo: 'LM360021' })).toEqual({
      kind: 'retry',
      stage: 'submit',
      customer: CUSTOMER,
    });
    expect(readStored('Judge')).toBe(REAL_NAME_STARTED);
  });

  it('submits again with the known customer, without asking the provider again', async () => {
    const api = fakeApi(happyAnswers());
    const outcome = await finishRealName(stepRecord(), 'main', { api, workNo: 'LM360021' }, CUSTOMER);
    expect(outcome.kind).toBe('opened');
    expect(namesOf(api)).toEqual(['doCheckIdentityCodeByWorkNo', 'querySign', 'dosubmit']);
  });
});

describe('submitBody', () => {
  it('carries the record, the customer, the signature info and the prepayment (002 §7 item 16)', () => {
    const record = stepRecord({ openCardLocation: 4, TogetherUrl: 'https://oss.bluecat.example/t.jpg' });
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
    expect(submitBody(stepRecord({ systemId: 4 }), CUSTOMER, SIGN, variant).systemId).toBe(systemId);
  });

  it('sends no prepayment for a free package', () => {
    const body = submitBody(
      stepRecord({ sumFee: 0, rechargeFlag: 'nopay', outTradeNo: '' }),
      CUSTOMER,
      SIGN,
      'main',
    );
    expect(body).toMatchObject({ rechargeFlag: 'nopay', rechargeAmount: 0, outTradeNo: '' });
  });
});

describe('startRealName', () => {
  const PAGE = 'https://kaika.bluecat.example/OpenCard';
  const start = (url: string) => ok({ token: 'provider-token-2', biz_no: 'RN202406131030000009', url });

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('asks getUrl with the return address, stores the flag and the provider keys and leaves', async () => {
    const api = fakeApi({ getUrl: () => start('https://faceid.provider.example/h5/verify?biz_no=RN9') });
    const outcome = await startRealName(stepRecord(), 'main', { api, toast: vi.fn(), pageUrl: PAGE });
    expect(outcome).toEqual({ kind: 'leave', url: 'https://faceid.provider.example/h5/verify?biz_no=RN9' });
    expect(bodyOf(api, 'getUrl')).toEqual({
      returnUrl: PAGE,
      serviceId: '17079112346',
      recordNumber: 'KK202406130002',
    });
    expect(readStored('Judge')).toBe('RealNameStart');
    expect(readStored('GetToken')).toBe('provider-token-2');
    expect(readStored('BizNo')).toBe('RN202406131030000009');
    expect(readStored('biz_no')).toBe('RN202406131030000009');
  });

  it('uses getBossUrl in the scan variant', async () => {
    const api = fakeApi({ getBossUrl: () => start('https://faceid.provider.example/v') });
    const pageUrl = 'https://kaika.bluecat.example/VnoOpenCard?pone=17079112346';
    await startRealName(stepRecord(), 'scan', { api, toast: vi.fn(), pageUrl });
    expect(namesOf(api)).toEqual(['getBossUrl']);
    expect(bodyOf(api, 'getBossUrl')).toMatchObject({ returnUrl: pageUrl });
  });

  it('resolves a relative address (the demo stand-in) against the page', async () => {
    const api = fakeApi({ getUrl: () => start('/__demo/real-name?biz_no=RN1') });
    const outcome = await startRealName(stepRecord(), 'main', { api, toast: vi.fn(), pageUrl: PAGE });
    expect(outcome).toEqual({
      kind: 'leave',
      url: 'https://kaika.bluecat.example/__demo/real-name?biz_no=RN1',
    });
  });

  it('refuses an address that is not http(s) and stores nothing', async () => {
    const api = fakeApi({ getUrl: () => start('javascript:alert(1)') });
    const toast = vi.fn();
    const outcome = await startRealName(stepRecord(), 'main', { api, toast, pageUrl: PAGE });
    expect(outcome).toEqual({ kind: 'stopped' });
    expect(toast).toHaveBeenCalledWith('实名认证地址异常，请稍后重试');
    expect(readStored('Judge')).toBeNull();
    expect(readStored('GetToken')).toBeNull();
  });

  it.each([
    ['a refusal', () => coded(-100, '获取实名认证地址失败')],
    ['a transport failure', transport],
  ])('stays, storing nothing, after %s', async (_case, answer) => {
    const api = fakeApi({ getUrl: answer });
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
