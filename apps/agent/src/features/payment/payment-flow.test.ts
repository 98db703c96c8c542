import { describe, expect, it } from 'vitest';
import type { OpeningRecord } from '../../lib/opening-record.ts';
import { openingRecord } from '../../testing/opening-examples.ts';
import { signedInAgent } from '../../testing/signed-in-agent.ts';
import {
  type ArrivalInput,
  arriveAtPayPage,
  arriveAtQueryPage,
  fundPoolPayer,
  VARIANT_PAGES,
} from './payment-flow.ts';

/** The contract's opening awaiting its payment: fee 50, started, no order yet. */
const unpaidRecord = openingRecord('location1Unpaid');
const ordered: OpeningRecord = { ...unpaidRecord, outTradeNo: 'WX1' };
const paid = { outTradeNo: 'WX1', method: 'wechat' as const };

const input = (overrides: Partial<ArrivalInput>): ArrivalInput => ({
  record: unpaidRecord,
  paid: null,
  wxPayFlag: null,
  ...overrides,
});

describe('arriveAtPayPage', () => {
  it.each<[string, Partial<ArrivalInput>, ReturnType<typeof arriveAtPayPage>]>([
    ['no record', { record: null }, { kind: 'lost' }],
    ['no record, even with a remembered payment', { record: null, paid }, { kind: 'lost' }],
    ['a record already paid', { record: { ...ordered, rechargeFlag: 'finish' } }, { kind: 'handBack' }],
    [
      'a free package',
      { record: { ...unpaidRecord, sumFee: 0, rechargeFlag: 'nopay' } },
      { kind: 'handBack' },
    ],
    ['a record past the payment step', { record: { ...ordered, openCardLocation: 2 } }, { kind: 'handBack' }],
    [
      'a paid record, even with an order pending here',
      { record: { ...ordered, rechargeFlag: 'finish' }, wxPayFlag: 'WX1' },
      { kind: 'handBack' },
    ],
    ['a payment this tab saw succeed', { paid }, { kind: 'finish', order: paid }],
    [
      'a payment seen, whatever order the record holds',
      { record: ordered, paid, wxPayFlag: 'WX1' },
      { kind: 'finish', order: paid },
    ],
    ['no order yet', {}, { kind: 'pay' }],
    ['an order sent to the cashier from here', { record: ordered, wxPayFlag: 'WX1' }, { kind: 'confirm' }],
    ['an order from elsewhere', { record: ordered }, { kind: 'check', outTradeNo: 'WX1' }],
    [
      'an order, with a stale flag of another order',
      { record: ordered, wxPayFlag: 'WX0' },
      { kind: 'check', outTradeNo: 'WX1' },
    ],
    ['no order, with a stale flag', { wxPayFlag: 'WX0' }, { kind: 'pay' }],
    [
      'a fund-pool charge without an answer, the record showing none',
      { fundPoolPending: unpaidRecord.recordNumber },
      { kind: 'confirm fund pool' },
    ],
    [
      'a fund-pool charge without an answer, the record holding its order',
      { record: { ...unpaidRecord, outTradeNo: 'ZJC1' }, fundPoolPending: unpaidRecord.recordNumber },
      { kind: 'finish', order: { outTradeNo: 'ZJC1', method: 'fundPool' } },
    ],
    [
      'a fund-pool charge without an answer, the record paid meanwhile',
      { record: { ...unpaidRecord, rechargeFlag: 'finish' }, fundPoolPending: unpaidRecord.recordNumber },
      { kind: 'handBack' },
    ],
    [
      'a charge without an answer for another record number',
      { fundPoolPending: 'KK-OTHER' },
      { kind: 'pay' },
    ],
  ])('%s', (_case, overrides, arrival) => {
    expect(arriveAtPayPage(input(overrides))).toEqual(arrival);
  });
});

describe('arriveAtQueryPage', () => {
  it.each<[string, Partial<ArrivalInput>, ReturnType<typeof arriveAtQueryPage>]>([
    ['no record', { record: null }, { kind: 'lost' }],
    ['a record already paid', { record: { ...ordered, rechargeFlag: 'finish' } }, { kind: 'handBack' }],
    ['a payment this tab saw succeed', { record: ordered, paid }, { kind: 'finish', order: paid }],
    [
      'the order sent to the cashier',
      { record: ordered, wxPayFlag: 'WX1' },
      { kind: 'ask', outTradeNo: 'WX1' },
    ],
    ['an order from elsewhere', { record: ordered }, { kind: 'ask', outTradeNo: 'WX1' }],
    ['no order: nothing to confirm', { wxPayFlag: 'WX0' }, { kind: 'ask', outTradeNo: null }],
  ])('%s', (_case, overrides, arrival) => {
    expect(arriveAtQueryPage(input(overrides))).toEqual(arrival);
  });
});

describe('fundPoolPayer', () => {
  it("charges the signed-in agent's dealer", () => {
    expect(fundPoolPayer({ ...signedInAgent, dealerId: 'D9', workNo: 'W9' }, unpaidRecord)).toEqual({
      dealer_id: 'D9',
      work_no: 'W9',
    });
  });

  it('falls back to the dealer and agent of the record without a session', () => {
    expect(fundPoolPayer(null, unpaidRecord)).toEqual({ dealer_id: '36010021', work_no: 'LM360021' });
  });

  it('has no payer when neither says who pays', () => {
    expect(fundPoolPayer(null, { ...unpaidRecord, dealerId: '' })).toBeNull();
    expect(fundPoolPayer(null, { ...unpaidRecord, acceptPerson: undefined })).toBeNull();
  });
});

describe('VARIANT_PAGES', () => {
  it('sends each variant back to its own pages with its own save message', () => {
    expect(VARIANT_PAGES).toEqual({
      main: {
        cardPage: '/OpenCard',
        payPage: '/OpenPay',
        queryPage: '/WxQuery',
        saveFailed: '缓存记录失败,请重新进行开卡',
      },
      scan: {
        cardPage: '/VnoOpenCard',
        payPage: '/VnoOpenPay',
        queryPage: '/VnoWxQuery',
        saveFailed: '缓存记录失败,请关闭链接重新扫码开卡！',
      },
    });
  });
});
