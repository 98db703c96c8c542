import type { OpeningAgent } from '../features/open-card/card-lookup.ts';
import type { Package } from '../features/open-card/wizard-machine.ts';
import type { OpeningRecord } from '../lib/opening-record.ts';
import { coded, ok } from './call-fixture.ts';

/**
 * Answers of the wizard's calls for unit tests, shaped as the contract's examples: the card
 * 89860321245791234567 (entry 1234567) of number 17079112345, opened by agent LM360021 (systemId 7).
 */
export type Answer = (body?: Record<string, unknown>) => unknown;
export type Answers = Record<string, Answer>;

export const ICCID = '89860321245791234567';
export const PHONE = '17079112345';
export const ENTRY = { phone: PHONE, cardNo: '1234567', sparePhone: '' };

export const agent: OpeningAgent = {
  workNo: 'LM360021',
  dealerId: '36010021',
  dealerMainId: '360100',
  systemId: 7,
};

export const freePackage: Package = {
  prodOfferId: '1354122',
  prodOfferName: '蓝猫19元畅享卡',
  sumFee: 0,
  prodofferdesc: '<p><strong>月租19元</strong>，含国内通用流量30GB。</p>',
  workNo: 'LM360021',
  ifCheckCard: 0,
};

export const paidPackage: Package = {
  prodOfferId: '1354262',
  prodOfferName: '蓝猫39元大流量卡',
  sumFee: 50,
  prodofferdesc: '<p>首次充值50元，到账后开卡生效。</p>',
  workNo: 'LM360021',
  ifCheckCard: 1,
};

export const allRoundPackage: Package = {
  prodOfferId: '1354283',
  prodOfferName: '蓝猫59元全能卡',
  sumFee: 100,
  prodofferdesc: '<p>月租59元。</p>',
  workNo: 'LM360021',
  ifCheckCard: 1,
};

export function storedRecord(changes: Partial<OpeningRecord> = {}): OpeningRecord {
  return {
    openCardLocation: 2,
    prodOfferName: freePackage.prodOfferName,
    sumFee: 0,
    rechargeFlag: 'nopay',
    ifCheckCard: 0,
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
    prodOfferId: freePackage.prodOfferId,
    netSignUrl: '',
    TogetherUrl: '',
    outTradeNo: '',
    ...changes,
  };
}

/** A new card with no stored record that passes every check and has the free default package. */
export function newCardAnswers(): Answers {
  return {
    simOrServiceIdQuery: () =>
      ok({ code: '0000', msg: '查询成功', cardNo: ICCID, phoneNum: PHONE, recordNumber: 'KK202406130001' }),
    queryOpenCardLocation: () => ok({}),
    checkIccid: () => ok(undefined),
    checkPhoneValid: () =>
      ok({ serviceInstId: '6001234567890', serviceKind: 7, uimId: ICCID, uimInstId: '7001234567890' }),
    chanelCheck: () => coded(0, '校验通过'),
    appCommonCheck: () => coded(0, '校验通过'),
    checkoffername: (body) =>
      ok(body?.type === 1 ? [freePackage, paidPackage, allRoundPackage] : freePackage),
    addOpenCardLocation: () => ok(undefined),
  };
}
