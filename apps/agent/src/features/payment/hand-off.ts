import { removeStored, writeStored } from '@bluecat/api/storage';
import { alert, toast } from '@bluecat/ui/overlays';
import { forgetLostOpening } from '../../lib/agent-drafts.ts';
import { type OpeningRecord, saveOpeningRecord } from '../../lib/opening-record.ts';
import { forgetPaidOrder, rememberPaidOrder } from './paid-order.ts';
import { PAY_KIND_CODE } from './pay-kind.ts';
import { PAYMENT_MESSAGES, type PaidOrder, type VariantPages } from './payment-flow.ts';

/**
 * How the payment pages give the opening back to the wizard (the hand-off agreed with /OpenCard): the
 * record is saved with rechargeFlag finish, `payquery` = '1' is stored, and the card page reloads the
 * record and resumes at its location.
 */
type Navigate = (to: string, options: { replace: true }) => void;

/** The wizard takes over: it reloads the record and resumes where the record stands. */
export function handBack(pages: VariantPages, navigate: Navigate): void {
  writeStored('payquery', '1');
  navigate(pages.cardPage, { replace: true });
}

/**
 * No card or no record: the opening has to start again from the phone number (product.md › 预存款支付). Its keys and
 * drafts go first, or the card page would resume the package step and its 下一步 lead back here.
 */
export async function leaveLostRecord(pages: VariantPages, navigate: Navigate): Promise<void> {
  forgetLostOpening();
  await alert({ title: '提示', message: PAYMENT_MESSAGES.lostRecord });
  navigate(pages.cardPage, { replace: true });
}

/**
 * Records a payment that went through. The payment is remembered first, so a failed save sends the
 * agent back to the card page without losing it: the next visit to the pay page only saves again.
 */
export async function recordPayment(
  record: OpeningRecord,
  order: PaidOrder,
  pages: VariantPages,
  navigate: Navigate,
): Promise<void> {
  rememberPaidOrder(record, order);
  const saved = await saveOpeningRecord(
    { ...record, rechargeFlag: 'finish', outTradeNo: order.outTradeNo },
    { payMethod: PAY_KIND_CODE[order.method] },
  );
  if (!saved) {
    toast(pages.saveFailed);
    navigate(pages.cardPage, { replace: true });
    return;
  }
  forgetPaidOrder(record.uimId);
  removeStored('WxPayFlag');
  toast(PAYMENT_MESSAGES.paid);
  handBack(pages, navigate);
}
