import type { OpeningRecord } from '../../lib/opening-record.ts';

/** The contract's location1Unpaid record: fee 50, payment started, no order yet. */
export const unpaidRecord: OpeningRecord = {
  openCardLocation: 1,
  prodOfferName: '蓝猫39元大流量卡',
  sumFee: 50,
  rechargeFlag: 'start',
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
  netSignUrl: '',
  TogetherUrl: '',
  outTradeNo: '',
};

/** The contract's wxPay success form, as the mock answers it. */
export const CASHIER_FORM =
  '<form id="paysubmit" name="paysubmit" action="/__demo/wx-cashier" method="GET"><input type="hidden" name="out_trade_no" value="WX202406131025000001"/><input type="hidden" name="total_fee" value="50.00"/><input type="hidden" name="body" value="蓝猫移动开卡预存话费"/><input type="hidden" name="sign" value="7A1F3C9E0B2D4E6F"/></form>';

export type Answer = { ok: boolean; code: number; msg: string; data: unknown };
export const ok = (data: unknown): Answer => ({ ok: true, code: 1, msg: '成功', data });
/** A non-1 answer as the gateway hands it over: `data` is the whole body. */
export const coded = (code: number, msg: string, data?: unknown): Answer => ({
  ok: false,
  code,
  msg,
  data: data === undefined ? { code, msg } : { code, msg, data },
});
