import { paths } from '../../config/paths.ts';
import type { AgentUser } from '../../lib/agent-session.ts';
import type { OpeningRecord } from '../../lib/opening-record.ts';
import type { PayMethod } from '../../lib/pay-sheet.tsx';

/** 主流程 the main wizard's payment pages (/OpenPay, /WxQuery) or 扫码 the scan variant's (/VnoOpenPay, /VnoWxQuery). */
export type PaymentVariant = 'main' | 'scan';

/** The payment messages of product.md › 预存款支付, word for word. */
export const PAYMENT_MESSAGES = {
  lostRecord: '开卡时间过长数据缺失,请重新输入手机号',
  /** A cashier answer the page cannot follow. */
  wxPayFailed: '微信支付异常,请重新开卡',
  /** The status query says the order is not paid. */
  notPaid: '支付异常!!!',
  /** The status query got no answer. */
  queryFailed: '微信支付查询异常!!!',
  /**
   * A fund-pool charge got no answer (the spec is silent): it may have gone through, so nothing is
   * charged again until the record is read again.
   */
  fundPoolConfirming: '支付结果确认中…',
  fundPoolConfirmingHint: '资金池扣款结果尚未确认，请勿重复支付，稍后点击“刷新支付结果”查看',
  /** The record read again shows no charge: paying is possible again. */
  fundPoolUnpaid: '未查询到资金池扣款，可重新支付',
  paid: '支付成功开卡结束！！',
  /** Loading text of the status query. */
  querying: '支付查询验证中',
  /** Loading text while an order is being created. */
  paying: '加载中！',
} as const;

export interface VariantPages {
  /** The wizard the payment came from and returns to. */
  cardPage: string;
  payPage: string;
  /** Where the cashier returns. */
  queryPage: string;
  saveFailed: string;
}

export const VARIANT_PAGES: Record<PaymentVariant, VariantPages> = {
  main: {
    cardPage: paths.openCard,
    payPage: paths.openPay,
    queryPage: paths.wxQuery,
    saveFailed: '缓存记录失败,请重新进行开卡',
  },
  scan: {
    cardPage: paths.vnoOpenCard,
    payPage: paths.vnoOpenPay,
    queryPage: paths.vnoWxQuery,
    saveFailed: '缓存记录失败,请关闭链接重新扫码开卡！',
  },
};

/** A payment known to be made, with the method it was made by. */
export interface PaidOrder {
  outTradeNo: string;
  method: PayMethod;
}

export interface ArrivalInput {
  /** null: no card stored, or the server keeps no record for it. */
  record: OpeningRecord | null;
  /** A payment this tab saw succeed whose record save has not gone through yet. */
  paid: PaidOrder | null;
  /** WxPayFlag: the order this browser last sent to the cashier. */
  wxPayFlag: string | null;
  /** The record number of a fund-pool charge of this card whose answer never came. */
  fundPoolPending?: string | null;
}

/** What a payment page does before anything else, shared by both pages. */
type Settled =
  /** Alert 开卡时间过长数据缺失… and back to the card page. */
  | { kind: 'lost' }
  /** Nothing is left to pay for this record: the wizard takes over again. */
  | { kind: 'handBack' }
  /** Paid already; only the record save is missing. */
  | { kind: 'finish'; order: PaidOrder };

export type PayArrival =
  | Settled
  /** Back from the cashier by the browser's back button rather than its return: confirm on the query page. */
  | { kind: 'confirm' }
  /** An order exists for the record: ask its status before creating another. */
  | { kind: 'check'; outTradeNo: string }
  /** A fund-pool charge of this record got no answer: no charge until the record is read again. */
  | { kind: 'confirm fund pool' }
  | { kind: 'pay' };

export type QueryArrival = Settled | { kind: 'ask'; outTradeNo: string | null };

/**
 * A record needs a payment only while it stands at location 1 with a fee and rechargeFlag start
 * (product.md › 预存款支付); any other record belongs to the wizard again.
 */
function awaitsPayment(record: OpeningRecord): boolean {
  return record.openCardLocation === 1 && record.rechargeFlag === 'start' && record.sumFee > 0;
}

function settle({ record, paid }: ArrivalInput): Settled | null {
  if (!record) return { kind: 'lost' };
  if (!awaitsPayment(record)) return { kind: 'handBack' };
  if (paid) return { kind: 'finish', order: paid };
  return null;
}

/**
 * /OpenPay on arrival. One payment per order: an order the record already holds is asked about before
 * a new one is created, and a payment seen to succeed is only recorded, never made again.
 */
export function arriveAtPayPage(input: ArrivalInput): PayArrival {
  const settled = settle(input);
  if (settled) return settled;
  const order = input.record?.outTradeNo ?? '';
  if (input.fundPoolPending && input.fundPoolPending === input.record?.recordNumber) {
    // The server keeps the charge on the record (recordNumber goes with it): an order number there
    // means the pool was charged; without one the outcome is still unknown.
    return order === ''
      ? { kind: 'confirm fund pool' }
      : { kind: 'finish', order: { outTradeNo: order, method: 'fundPool' } };
  }
  if (order === '') return { kind: 'pay' };
  if (input.wxPayFlag === order) return { kind: 'confirm' };
  return { kind: 'check', outTradeNo: order };
}

/** /WxQuery on arrival: the order to confirm is the one the record holds. */
export function arriveAtQueryPage(input: ArrivalInput): QueryArrival {
  const settled = settle(input);
  if (settled) return settled;
  const order = input.record?.outTradeNo ?? '';
  return { kind: 'ask', outTradeNo: order === '' ? null : order };
}

export interface FundPoolPayer {
  dealer_id: string;
  work_no: string;
}

/**
 * 资金池 whose fund pool pays: the signed-in agent's dealer. Without a session (the scan variant can run
 * from a link) it is the dealer and agent the record was taken by.
 */
export function fundPoolPayer(user: AgentUser | null, record: OpeningRecord): FundPoolPayer | null {
  if (user) return { dealer_id: user.dealerId, work_no: user.workNo };
  if (record.dealerId && record.acceptPerson)
    return { dealer_id: record.dealerId, work_no: record.acceptPerson };
  return null;
}
