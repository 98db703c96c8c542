import type { OpeningRecord } from '../../lib/opening-record.ts';

/**
 * Unit-test material of steps 2–4 (agreement, joint photo, real-name): the contract's location-3 record
 * of number 17079112346 (a paid package with a card check), and call answers shaped as the gateway
 * hands them to callers.
 */
export function stepRecord(changes: Partial<OpeningRecord> = {}): OpeningRecord {
  return {
    openCardLocation: 3,
    prodOfferName: '蓝猫39元大流量卡',
    sumFee: 50,
    rechargeFlag: 'finish',
    ifCheckCard: 1,
    serviceid: '17079112346',
    systemId: 7,
    acceptPerson: 'LM360021',
    cityCode: '360',
    resInstId: '6001234567891',
    serviceKind: 7,
    uimId: '89860321245791234568',
    uimResInstId: '7001234567891',
    belongCode: '360',
    dealerId: '36010021',
    dealerMainId: '360100',
    recordNumber: 'KK202406130002',
    prodOfferId: '1354262',
    netSignUrl: 'https://oss.bluecat.example/sign/KK202406130002.png',
    TogetherUrl: '',
    outTradeNo: 'WX202406131025000001',
    ...changes,
  };
}

export const ok = (data: unknown, msg = '成功') => ({ ok: true, code: 1, msg, data });
export const refused = (code: number, msg: string) => ({ ok: false, code, msg, data: { code, msg } });
