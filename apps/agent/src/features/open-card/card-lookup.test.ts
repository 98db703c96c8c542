// @vitest-environment happy-dom
import * as calls from '@bluecat/api/calls';
import { readStored } from '@bluecat/api/storage';
import { answerWith, bendAnswer, type Choices, OFFLINE, type SentRequest } from '@bluecat/api/testing';
import { forgetVisitorCity } from '@bluecat/visitor-city';
import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  changeablePackages,
  ICCID,
  offeredPackage,
  openingRecord,
  PHONE,
  type RecordExample,
} from '../../testing/opening-examples.ts';
import { visitorCityAnswer } from '../../testing/visitor-city-answer.ts';
import {
  cardMatches,
  LOOKUP_MESSAGES,
  lookUpCard,
  type OpeningAgent,
  offeredPackages,
  packageList,
  readPackages,
} from './card-lookup.ts';
import type { Package } from './wizard-machine.ts';

/** The agent of checkworknoinfo's success example, LM360021 (systemId 7). */
const agent: OpeningAgent = { workNo: 'LM360021', dealerId: '36010021', dealerMainId: '360100', systemId: 7 };
const ENTRY = { phone: PHONE, cardNo: '1234567', sparePhone: '' };
/** The number's default package (checkoffername type 2), and the changeable ones after it (type 1). */
const freePackage = offeredPackage('free');
const [, paidPackage, allRoundPackage] = changeablePackages() as [Package, Package, Package];
/** The maps service's IP lookup, which the contract describes as IP_CITY. */
const IP_CITY = { name: 'IP_CITY' };

/** checkoffername's answer by the type asked: the changeable list for 1, `first` for the default. */
const packagesBy =
  (first = 'success', list = 'changeable') =>
  ({ body }: SentRequest) =>
    body.type === 1 ? list : first;

/**
 * The contract stub for a new card: found, no stored record, every check passed, the free default
 * package and the changeable ones; the visitor's city unknown. `choices` change any of them.
 */
function answerNewCard(choices: Choices = {}) {
  return answerWith({
    ...visitorCityAnswer('unknownAddress'),
    simOrServiceIdQuery: 'success',
    queryOpenCardLocation: 'none',
    checkIccid: 'success',
    checkPhoneValid: 'success',
    chanelCheck: 'success',
    appCommonCheck: 'success',
    checkoffername: packagesBy(),
    ...choices,
  });
}

let toast: Mock<(message: string) => void>;

beforeEach(() => {
  toast = vi.fn();
  forgetVisitorCity();
});

const lookUp = (variant: 'main' | 'scan' = 'main', entry = ENTRY, who = agent) =>
  lookUpCard(entry, who, variant, { toast });

describe('lookUpCard', () => {
  it("records the visitor's city by IP, asked once beside the SIM query", async () => {
    const server = answerNewCard(visitorCityAnswer('success'));
    const outcome = await lookUp();
    expect(server.countOf(IP_CITY)).toBe(1);
    expect(outcome).toMatchObject({ kind: 'offer', offer: { base: { cityCode: '163', belongCode: '360' } } });
  });

  it('offers the default package of a new card, with the changeable ones, after every check', async () => {
    const server = answerNewCard();
    const outcome = await lookUp();

    expect(outcome).toEqual({
      kind: 'offer',
      offer: {
        packages: [freePackage, paidPackage, allRoundPackage],
        base: {
          serviceid: PHONE,
          systemId: 7,
          acceptPerson: 'LM360021',
          cityCode: '360',
          resInstId: '6001234567890',
          serviceKind: 7,
          uimId: ICCID,
          uimResInstId: '7001234567890',
          belongCode: '360',
          dealerId: '36010021',
          dealerMainId: '360100',
          recordNumber: 'KK202406130001',
          netSignUrl: '',
          TogetherUrl: '',
          outTradeNo: '',
        },
      },
    });
    expect(server.requests.map(({ call }) => call).filter((call) => call !== 'IP_CITY')).toEqual([
      'simOrServiceIdQuery',
      'queryOpenCardLocation',
      'checkIccid',
      'checkPhoneValid',
      'chanelCheck',
      'appCommonCheck',
      'checkoffername',
      'checkoffername',
    ]);
    expect(server.bodiesOf(calls.simOrServiceIdQuery)).toEqual([
      { iccidOrServiceId: PHONE, sparePhone: '', type: 2 },
    ]);
    expect(server.bodiesOf(calls.checkIccid)).toEqual([{ serviceId: PHONE, iccid: ICCID }]);
    expect(server.bodiesOf(calls.checkPhoneValid)).toEqual([
      { serviceId: PHONE, uimId: ICCID, workNo: 'LM360021', appType: 'h5' },
    ]);
    expect(server.bodiesOf(calls.chanelCheck)).toEqual([{ serviceId: PHONE, workNo: 'LM360021' }]);
    expect(server.bodiesOf(calls.checkoffername)[0]).toEqual({
      WorkNo: 'LM360021',
      serviceId: PHONE,
      iccId: ICCID,
      type: 2,
      SystemId: 1,
    });
    expect(toast).not.toHaveBeenCalled();
    expect(readStored('uimId')).toBe(ICCID);
    expect(readStored('recordNumber')).toBe('KK202406130001');
  });

  it('looks the card up by its entry when no number is typed, and sends the spare contact', async () => {
    const server = answerNewCard();
    await lookUp('main', { phone: '', cardNo: '1234567', sparePhone: '13912345678' });
    expect(server.bodiesOf(calls.simOrServiceIdQuery)).toEqual([
      { iccidOrServiceId: '1234567', sparePhone: '13912345678', type: 2 },
    ]);
    expect(server.bodiesOf(calls.checkIccid)).toEqual([{ serviceId: PHONE, iccid: ICCID }]);
  });

  it('offers the scan variant the default package and the changeable ones', async () => {
    const server = answerNewCard();
    const outcome = await lookUp('scan');
    expect(outcome.kind === 'offer' && outcome.offer.packages).toEqual([
      freePackage,
      paidPackage,
      allRoundPackage,
    ]);
    expect(server.bodiesOf(calls.checkoffername).map((body) => body.type)).toEqual([2, 1]);
  });

  it.each<[string, Choices, string | null]>([
    ['the SIM query finds nothing', { simOrServiceIdQuery: 'notFound' }, '号码查询失败'],
    ['the SIM query is refused (the gateway shows it)', { simOrServiceIdQuery: 'linkClosed' }, null],
    ['the record cannot be read', { queryOpenCardLocation: 'failed' }, null],
    ['the card check refuses', { checkIccid: 'failed' }, null],
    ['the number cannot be opened', { checkPhoneValid: 'failed' }, null],
    ['the channel check answers -100 (the gateway shows it)', { chanelCheck: 'failed' }, null],
    ['the package query is refused (the gateway shows it)', { checkoffername: 'failed' }, null],
    ['the package answer is empty', { checkoffername: 'noPackages' }, '获取套餐异常，请联系管理员！'],
    [
      'the package is outside the whitelist',
      { checkoffername: packagesBy('notWhitelisted') },
      '此号码套餐异常，请在蓝猫云商APP开卡激活',
    ],
  ])('stops when %s', async (_case, choices, message) => {
    answerNewCard(choices);
    expect(await lookUp()).toEqual({ kind: 'stopped' });
    if (message === null) expect(toast).not.toHaveBeenCalled();
    else expect(toast).toHaveBeenCalledExactlyOnceWith(message);
  });

  it("stops when the card is not the number's", async () => {
    answerNewCard();
    expect(await lookUp('main', { ...ENTRY, cardNo: '7654321' })).toEqual({ kind: 'stopped' });
    expect(toast).toHaveBeenCalledExactlyOnceWith(LOOKUP_MESSAGES.cardMismatch);
  });

  // Codes the contract does not list for these checks (its refusal, with another code): the page says
  // what the server sent, or 未知错误 when it sent nothing.
  it.each([
    [
      'the channel check answers another code with a message',
      calls.chanelCheck,
      2,
      undefined,
      '该号码不属于当前渠道',
    ],
    ['the common check answers another code without a message', calls.appCommonCheck, 5, '', '未知错误'],
  ] as const)('stops when %s', async (_case, check, code, msg, shown) => {
    answerNewCard({ [check.name]: 'failed' });
    bendAnswer(check, (body) => ({ ...body, code, msg: msg ?? body.msg }));
    expect(await lookUp()).toEqual({ kind: 'stopped' });
    expect(toast).toHaveBeenCalledExactlyOnceWith(shown);
  });

  it('refuses every package for an agent without a systemId', async () => {
    answerNewCard();
    expect(await lookUp('main', ENTRY, { ...agent, systemId: null })).toEqual({ kind: 'stopped' });
    expect(toast).toHaveBeenCalledExactlyOnceWith('此号码请在蓝猫云商APP开卡激活');
  });

  it('stops quietly on a transport failure, which the gateway has shown', async () => {
    answerNewCard({ checkPhoneValid: OFFLINE });
    expect(await lookUp()).toEqual({ kind: 'stopped' });
    expect(toast).not.toHaveBeenCalled();
  });

  it.each<[string, Choices]>([
    ['refused', { checkoffername: packagesBy('success', 'failed') }],
    ['unreachable', { checkoffername: 'code=500' }],
  ])('the scan variant says 获取套餐异常 when the package list is %s', async (_case, choices) => {
    answerNewCard(choices);
    expect(await lookUp('scan')).toEqual({ kind: 'stopped' });
    expect(toast).toHaveBeenCalledExactlyOnceWith('获取套餐异常，请联系管理员！');
  });

  it.each<[string, RecordExample, 'pay' | 2 | 3 | 4]>([
    ['a payment still to make', 'location1Unpaid', 'pay'],
    ['a paid record', 'location1Paid', 2],
    ['the agreement', 'location2', 2],
    ['the joint photo', 'location3', 3],
    ['the real-name step', 'location4', 4],
  ])('resumes a stored record at %s, without the new-card checks', async (_case, example, target) => {
    const server = answerNewCard({ queryOpenCardLocation: example });
    const record = openingRecord(example);
    expect(await lookUp()).toEqual({ kind: 'resume', record, target });
    expect(server.countOf(calls.checkIccid)).toBe(0);
    expect(readStored('recordNumber')).toBe(record.recordNumber);
  });

  it('runs the checks again for an old location-1 record without payment', async () => {
    answerNewCard({ queryOpenCardLocation: 'location1Free' });
    expect((await lookUp()).kind).toBe('offer');
  });
});

describe('cardMatches', () => {
  it.each<[string, string, boolean]>([
    [ICCID, '1234567', true],
    ['8986032124579123456F', '123456f', true],
    [ICCID, '7654321', false],
    [ICCID, '', false],
    ['123', '0000123', false],
  ])('%s ends with %s: %s', (iccid, entry, expected) => {
    expect(cardMatches(iccid, entry)).toBe(expected);
  });
});

/** Bends checkoffername's answer: `one` changes the default package, `list` the changeable ones. */
function bendPackages(change: { one?: (item: object) => object; list?: (items: object[]) => object[] }) {
  bendAnswer(calls.checkoffername, ({ data, ...envelope }) => ({
    ...envelope,
    data: Array.isArray(data) ? (change.list?.(data) ?? data) : (change.one?.(data as object) ?? data),
  }));
}

describe('an unreadable fee', () => {
  it.each(['main', 'scan'] as const)(
    'stops the %s lookup with the message instead of offering the default package as free',
    async (variant) => {
      answerNewCard({ checkoffername: packagesBy('paid') });
      // A fee the contract does not allow: text with its unit.
      bendPackages({ one: (item) => ({ ...item, sumFee: '50元' }) });
      expect(await lookUp(variant)).toEqual({ kind: 'stopped' });
      expect(toast).toHaveBeenCalledWith('预存金额异常，请联系管理员');
      expect(toast).toHaveBeenCalledTimes(1);
    },
  );

  it('leaves a changeable package with an unreadable fee out of the offer', async () => {
    answerNewCard();
    bendPackages({
      list: (items) => items.map((item, index) => (index === 2 ? { ...item, sumFee: '100元' } : item)),
    });
    expect(await lookUp()).toMatchObject({ kind: 'offer', offer: { packages: [freePackage, paidPackage] } });
    expect(toast).not.toHaveBeenCalled();
  });

  it('stops on a stored record whose fee cannot be read, before any other check', async () => {
    const server = answerNewCard({ queryOpenCardLocation: 'location1Unpaid' });
    bendAnswer(calls.queryOpenCardLocation, ({ data, ...envelope }) => ({
      ...envelope,
      data: { ...(data as object), sumFee: '50元' },
    }));
    expect(await lookUp()).toEqual({ kind: 'stopped' });
    expect(toast).toHaveBeenCalledWith('预存金额异常，请联系管理员');
    expect(server.countOf(calls.checkIccid)).toBe(0);
  });
});

describe('packageList and offeredPackages', () => {
  it('reads one package or a list', () => {
    expect(packageList(freePackage)).toEqual([freePackage]);
    expect(packageList([freePackage, paidPackage])).toEqual([freePackage, paidPackage]);
    expect(packageList(null)).toEqual([]);
  });

  it('reads a package whose fee, card check and id are spelled otherwise', () => {
    const spelled = {
      ...paidPackage,
      sumFee: '50.00',
      ifCheckCard: '1',
      prodOfferId: Number(paidPackage.prodOfferId),
    };
    expect(packageList(spelled as never)).toEqual([{ ...paidPackage, sumFee: 50, ifCheckCard: 1 }]);
  });

  it.each(['50元', '¥50', '', null, -5])('leaves out a package whose fee reads %j', (sumFee) => {
    expect(readPackages([{ ...paidPackage, sumFee: sumFee as never }, freePackage])).toEqual({
      packages: [freePackage],
      unreadableFee: true,
    });
  });

  it('puts the default first, drops repeats and packages outside the whitelist', () => {
    const outside = { ...paidPackage, prodOfferId: '1354022' };
    expect(
      offeredPackages([paidPackage], [freePackage, paidPackage, outside, freePackage, allRoundPackage], 7),
    ).toEqual([paidPackage, freePackage, allRoundPackage]);
    expect(offeredPackages([], [freePackage], 7)).toEqual([]);
  });
});
