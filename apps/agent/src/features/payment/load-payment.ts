import * as calls from '@bluecat/api/calls';
import { GatewayError } from '@bluecat/api/gateway';
import { readStored } from '@bluecat/api/storage';
import { toast } from '@bluecat/ui/overlays';
import { LoadError } from '@bluecat/ui/use-load';
import { api } from '../../lib/api.ts';
import { loadArrivalRecord, loadOpeningRecord, type OpeningRecord } from '../../lib/opening-record.ts';
import type { PayMethod } from '../../lib/pay-sheet.tsx';
import { clearFundPoolCharge, pendingFundPoolCharge } from './fund-pool-pending.ts';
import { paidOrderOf } from './paid-order.ts';
import { payMethodOf } from './pay-kind.ts';
import {
  type ArrivalInput,
  arriveAtPayPage,
  arriveAtQueryPage,
  PAYMENT_MESSAGES,
  type PaidOrder,
} from './payment-flow.ts';

/** What a payment page shows or does once its data is in. */
export type Prepared =
  | { kind: 'lost' }
  | { kind: 'handBack' }
  | { kind: 'finish'; record: OpeningRecord; order: PaidOrder };

export type PayPageData =
  | Prepared
  /** Back from the cashier by the browser's back button: confirm on the query page. */
  | { kind: 'confirm' }
  /** A fund-pool charge of this record got no answer: 支付结果确认中…, with a way to read the record again. */
  | { kind: 'confirmFundPool'; record: OpeningRecord }
  | { kind: 'pay'; record: OpeningRecord; method: PayMethod };

export type QueryPageData = Prepared | { kind: 'ask'; record: OpeningRecord; outTradeNo: string | null };

/** Shown when getPayKind answers a kind this page cannot pay with. */
const UNKNOWN_PAY_KIND = '暂不支持该号码的支付方式，请联系管理员';

/**
 * What both pages decide on: the record of the card in progress with the payment this tab saw and the
 * order last sent to the cashier; null when there is no card or no record; throws when unreadable.
 */
async function readArrival(url: URL): Promise<(ArrivalInput & { record: OpeningRecord }) | null> {
  // The record is the route's first call (routes.tsx), started by its loader with the page's code.
  const arriving = loadArrivalRecord(url);
  if (!arriving) return null;
  const loaded = await arriving;
  // The gateway has shown why, or the record says (an unreadable fee); the page offers 重试.
  if (loaded.kind === 'failed') throw new LoadError(loaded.message);
  if (loaded.kind === 'none') return null;
  const { record } = loaded;
  return {
    record,
    paid: paidOrderOf(record),
    wxPayFlag: readStored('WxPayFlag'),
    fundPoolPending: pendingFundPoolCharge(record.uimId),
  };
}

/** Code 1 is paid; every other code is not (the order is unknown, unpaid, or the query was refused). */
async function isPaid(outTradeNo: string, signal: AbortSignal): Promise<boolean> {
  try {
    const result = await api.call(
      calls.queryOrderByOutTradeNo,
      { outTradeNo },
      { toast: false, loading: PAYMENT_MESSAGES.querying, signal },
    );
    return result.ok;
  } catch (error) {
    // Without an answer nobody knows whether the order was paid: no new order until one comes.
    if (error instanceof GatewayError) throw new LoadError(PAYMENT_MESSAGES.queryFailed);
    throw error;
  }
}

async function payMethodFor(record: OpeningRecord, signal: AbortSignal): Promise<PayMethod> {
  const answer = await api.call(calls.getPayKind, { phoneNumber: record.serviceid }, { signal });
  if (!answer.ok) throw new LoadError();
  const method = payMethodOf(answer.data.payKind);
  if (!method) throw new LoadError(UNKNOWN_PAY_KIND);
  return method;
}

/**
 * /OpenPay at `url`: the record, then the status of an order it holds, then the way to pay. The two
 * later calls need the record's answer (its order, its number), so they follow it.
 */
export async function loadPayPage(url: URL, signal: AbortSignal): Promise<PayPageData> {
  const input = await readArrival(url);
  if (!input) return { kind: 'lost' };
  const { record } = input;
  const arrival = arriveAtPayPage(input);
  switch (arrival.kind) {
    case 'lost':
    case 'handBack':
    case 'confirm':
      return arrival;
    case 'finish':
      return { kind: 'finish', record, order: arrival.order };
    case 'check':
      if (await isPaid(arrival.outTradeNo, signal)) {
        return { kind: 'finish', record, order: { outTradeNo: arrival.outTradeNo, method: 'wechat' } };
      }
      return { kind: 'pay', record, method: await payMethodFor(record, signal) };
    case 'confirm fund pool':
      return { kind: 'confirmFundPool', record };
    case 'pay':
      return { kind: 'pay', record, method: await payMethodFor(record, signal) };
  }
}

/**
 * 刷新支付结果 after a fund-pool charge without an answer: the record is read again. 'charged' when it
 * now shows the charge (the page's next load records it), 'unpaid' when it still shows none (the mark
 * is lifted: paying is possible again), 'unknown' when it could not be read (the gateway said why).
 */
export async function recheckFundPool(uimId: string): Promise<'charged' | 'unpaid' | 'unknown'> {
  const loaded = await loadOpeningRecord(uimId);
  if (loaded.kind === 'failed') {
    // The gateway has shown a refusal; a record that cannot be used is said here.
    if (loaded.message) toast(loaded.message);
    return 'unknown';
  }
  if (loaded.kind === 'found') {
    const { record } = loaded;
    const arrival = arriveAtPayPage({
      record,
      paid: paidOrderOf(record),
      wxPayFlag: readStored('WxPayFlag'),
      fundPoolPending: pendingFundPoolCharge(uimId),
    });
    if (arrival.kind !== 'confirm fund pool') return 'charged';
  }
  clearFundPoolCharge(uimId);
  return 'unpaid';
}

/** /WxQuery at `url`: the record and the order it holds. */
export async function loadQueryPage(url: URL): Promise<QueryPageData> {
  const input = await readArrival(url);
  if (!input) return { kind: 'lost' };
  const { record } = input;
  const arrival = arriveAtQueryPage(input);
  switch (arrival.kind) {
    case 'lost':
    case 'handBack':
      return arrival;
    case 'finish':
      return { kind: 'finish', record, order: arrival.order };
    case 'ask':
      return { kind: 'ask', record, outTradeNo: arrival.outTradeNo };
  }
}
