import { GatewayError } from '@bluecat/api/gateway';
import { readStored } from '@bluecat/api/storage';
import type { VisitorCity } from '@bluecat/api/visitor-city';
import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { api } from '../../lib/api.ts';
import { answerFrom, coded, ok } from '../../testing/call-fixture.ts';
import {
  type Answers,
  agent,
  allRoundPackage,
  ENTRY,
  freePackage,
  ICCID,
  newCardAnswers,
  PHONE,
  paidPackage,
  storedRecord,
} from '../../testing/open-card-fixture.ts';
import {
  cardMatches,
  LOOKUP_MESSAGES,
  lookUpCard,
  offeredPackages,
  packageList,
  readPackages,
} from './card-lookup.ts';

vi.mock('../../lib/api.ts', () => ({ api: { call: vi.fn() } }));

const call = api.call as unknown as Mock<
  (call: { name: string }, body?: Record<string, unknown>, options?: unknown) => Promise<unknown>
>;
const callsOf = (name: string) => call.mock.calls.filter(([{ name: called }]) => called === name);

let answers: Answers;
let toast: Mock<(message: string) => void>;
/** The visitor's city by IP, as the lookup would find it. */
let visitor: VisitorCity;
const city = vi.fn(async () => visitor);

beforeEach(() => {
  answers = newCardAnswers();
  toast = vi.fn();
  visitor = { cityCode: '360', cityName: '', provinceName: '', located: false };
  city.mockClear();
  call.mockReset().mockImplementation(answerFrom(answers));
});

const lookUp = (variant: 'main' | 'scan' = 'main', entry = ENTRY, who = agent) =>
  lookUpCard(entry, who, variant, { toast, city });

describe('lookUpCard', () => {
  it("records the visitor's city by IP, asked once beside the SIM query", async () => {
    visitor = { cityCode: '163', cityName: '南昌市', provinceName: '江西省', located: true };
    const outcome = await lookUp();
    expect(city).toHaveBeenCalledTimes(1);
    expect(outcome).toMatchObject({ kind: 'offer', offer: { base: { cityCode: '163', belongCode: '360' } } });
  });

  it('offers the default package of a new card, with the changeable ones, after every check', async () => {
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
    expect(call.mock.calls.map(([{ name }]) => name)).toEqual([
      'simOrServiceIdQuery',
      'queryOpenCardLocation',
      'checkIccid',
      'checkPhoneValid',
      'chanelCheck',
      'appCommonCheck',
      'checkoffername',
      'checkoffername',
    ]);
    expect(callsOf('simOrServiceIdQuery')[0]?.[1]).toEqual({
      iccidOrServiceId: PHONE,
      sparePhone: '',
      type: 2,
    });
    expect(callsOf('checkIccid')[0]?.[1]).toEqual({ serviceId: PHONE, iccid: ICCID });
    expect(callsOf('checkPhoneValid')[0]?.[1]).toEqual({
      serviceId: PHONE,
      uimId: ICCID,
      workNo: 'LM360021',
      appType: 'h5',
    });
    expect(callsOf('chanelCheck')[0]?.slice(1)).toEqual([
      { serviceId: PHONE, workNo: 'LM360021' },
      { toast: false },
    ]);
    expect(callsOf('checkoffername')[0]?.[1]).toEqual({
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
    await lookUp('main', { phone: '', cardNo: '1234567', sparePhone: '13912345678' });
    expect(callsOf('simOrServiceIdQuery')[0]?.[1]).toEqual({
      iccidOrServiceId: '1234567',
      sparePhone: '13912345678',
      type: 2,
    });
    expect(callsOf('checkIccid')[0]?.[1]).toEqual({ serviceId: PHONE, iccid: ICCID });
  });

  it('offers the scan variant the default package and the changeable ones', async () => {
    const outcome = await lookUp('scan');
    expect(outcome.kind === 'offer' && outcome.offer.packages).toEqual([
      freePackage,
      paidPackage,
      allRoundPackage,
    ]);
    expect(callsOf('checkoffername').map(([, body]) => body?.type)).toEqual([2, 1]);
  });

  it.each<[string, Partial<Answers>, string | null]>([
    [
      'the SIM query finds nothing',
      { simOrServiceIdQuery: () => ok({ code: '0001', msg: '号码查询失败' }) },
      '号码查询失败',
    ],
    [
      'the SIM query is refused (the gateway shows it)',
      { simOrServiceIdQuery: () => coded(-100, '查询失败') },
      null,
    ],
    [
      "the card is not the number's",
      {
        simOrServiceIdQuery: () =>
          ok({ code: '0000', cardNo: '89860321245799999999', phoneNum: PHONE, recordNumber: 'R' }),
      },
      LOOKUP_MESSAGES.cardMismatch,
    ],
    ['the record cannot be read', { queryOpenCardLocation: () => coded(-100, '查询失败') }, null],
    ['the card check refuses', { checkIccid: () => coded(-100, '卡号与号码不匹配') }, null],
    [
      'the number cannot be opened',
      { checkPhoneValid: () => coded(-100, '该号码已激活，无需重复开卡') },
      null,
    ],
    [
      'the channel check answers another code with a message',
      { chanelCheck: () => coded(2, '该渠道不可办理此号码') },
      '该渠道不可办理此号码',
    ],
    [
      'the channel check answers -100 (the gateway shows it)',
      { chanelCheck: () => coded(-100, '渠道校验失败') },
      null,
    ],
    [
      'the common check answers another code without a message',
      { appCommonCheck: () => coded(5, '') },
      '未知错误',
    ],
    [
      'the package query is refused (the gateway shows it)',
      { checkoffername: () => coded(-100, '未查询到套餐信息') },
      null,
    ],
    ['the package answer is empty', { checkoffername: () => ok([]) }, '获取套餐异常，请联系管理员！'],
    [
      'the package is outside the whitelist',
      { checkoffername: () => ok({ ...freePackage, prodOfferId: '1350001' }) },
      '此号码套餐异常，请在蓝猫云商APP开卡激活',
    ],
  ])('stops when %s', async (_case, changes, message) => {
    Object.assign(answers, changes);
    expect(await lookUp()).toEqual({ kind: 'stopped' });
    if (message === null) expect(toast).not.toHaveBeenCalled();
    else expect(toast).toHaveBeenCalledExactlyOnceWith(message);
  });

  it('refuses every package for an agent without a systemId', async () => {
    expect(await lookUp('main', ENTRY, { ...agent, systemId: null })).toEqual({ kind: 'stopped' });
    expect(toast).toHaveBeenCalledExactlyOnceWith('此号码请在蓝猫云商APP开卡激活');
  });

  it('stops quietly on a transport failure, which the gateway has shown', async () => {
    answers.checkPhoneValid = () => {
      throw new GatewayError('请求超时，请稍后重试...', 'timeout');
    };
    expect(await lookUp()).toEqual({ kind: 'stopped' });
    expect(toast).not.toHaveBeenCalled();
  });

  it.each<[string, Partial<Answers>]>([
    ['refused', { checkoffername: (body) => (body?.type === 1 ? coded(-100, '无') : ok(freePackage)) }],
    [
      'unreachable',
      {
        checkoffername: () => {
          throw new GatewayError('服务器内部错误 (500)，请稍后重试...', 'http', { status: 500 });
        },
      },
    ],
  ])('the scan variant says 获取套餐异常 when the package list is %s', async (_case, changes) => {
    Object.assign(answers, changes);
    expect(await lookUp('scan')).toEqual({ kind: 'stopped' });
    expect(toast).toHaveBeenCalledExactlyOnceWith('获取套餐异常，请联系管理员！');
  });

  it.each<[string, Partial<Parameters<typeof storedRecord>[0]>, 'pay' | 2 | 3 | 4]>([
    ['a payment still to make', { openCardLocation: 1, sumFee: 50, rechargeFlag: 'start' }, 'pay'],
    ['a paid record', { openCardLocation: 1, sumFee: 50, rechargeFlag: 'finish' }, 2],
    ['the agreement', { openCardLocation: 2 }, 2],
    ['the joint photo', { openCardLocation: 3 }, 3],
    ['the real-name step', { openCardLocation: 4, recordNumber: 'KK-OLD' }, 4],
  ])('resumes a stored record at %s, without the new-card checks', async (_case, changes, target) => {
    const record = storedRecord(changes);
    answers.queryOpenCardLocation = () => ok(record);
    expect(await lookUp()).toEqual({ kind: 'resume', record, target });
    expect(callsOf('checkIccid')).toHaveLength(0);
    expect(readStored('recordNumber')).toBe(record.recordNumber);
  });

  it('runs the checks again for an old location-1 record without payment', async () => {
    answers.queryOpenCardLocation = () => ok(storedRecord({ openCardLocation: 1, rechargeFlag: 'nopay' }));
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

describe('an unreadable fee', () => {
  it.each(['main', 'scan'] as const)(
    'stops the %s lookup with the message instead of offering the default package as free',
    async (variant) => {
      answers.checkoffername = (body) =>
        ok(body?.type === 1 ? [freePackage, paidPackage] : { ...paidPackage, sumFee: '50元' as never });
      expect(await lookUp(variant)).toEqual({ kind: 'stopped' });
      expect(toast).toHaveBeenCalledWith('预存金额异常，请联系管理员');
      expect(toast).toHaveBeenCalledTimes(1);
    },
  );

  it('leaves a changeable package with an unreadable fee out of the offer', async () => {
    answers.checkoffername = (body) =>
      ok(body?.type === 1 ? [paidPackage, { ...allRoundPackage, sumFee: '100元' as never }] : freePackage);
    expect(await lookUp()).toMatchObject({ kind: 'offer', offer: { packages: [freePackage, paidPackage] } });
    expect(toast).not.toHaveBeenCalled();
  });

  it('stops on a stored record whose fee cannot be read, before any other check', async () => {
    answers.queryOpenCardLocation = () =>
      ok({ ...storedRecord({ openCardLocation: 1, rechargeFlag: 'start' }), sumFee: '50元' as never });
    expect(await lookUp()).toEqual({ kind: 'stopped' });
    expect(toast).toHaveBeenCalledWith('预存金额异常，请联系管理员');
    expect(callsOf('checkIccid')).toHaveLength(0);
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
