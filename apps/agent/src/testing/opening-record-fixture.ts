import type { OpeningRecord } from '../lib/opening-record.ts';

/**
 * Unit-test record: the contract's queryOpenCardLocation example location1Unpaid — number 17079112346
 * on card 89860321245791234568 with the paid package 蓝猫39元大流量卡, fee 50, payment started and no
 * order yet. Later locations of the same opening lay their changes over it.
 */
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

/** The contract's wxPay success form for this opening's fee: order WX202406131025000001, 50.00 yuan. */
export const CASHIER_FORM =
  '<form id="paysubmit" name="paysubmit" action="/__demo/wx-cashier" method="GET"><input type="hidden" name="out_trade_no" value="WX202406131025000001"/><input type="hidden" name="total_fee" value="50.00"/><input type="hidden" name="body" value="蓝猫移动开卡预存话费"/><input type="hidden" name="sign" value="7A1F3C9E0B2D4E6F"/></form>';
