import { alert, toast } from '@bluecat/ui/overlays';
import type { NavigateFunction } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import {
  type CheckoutOutcome,
  type CheckoutSteps,
  checkout,
  confirmPayment,
  continuePayment,
} from './checkout.ts';
import { PAY_ERROR, type PaymentTask, type PayPhase } from './payment-task.ts';
import { clearPendingOrder, type PendingOrder, readPendingOrder, savePendingOrder } from './pending-order.ts';

/** Outside WeChat there is no cashier; said before any order is placed. */
export const NOT_IN_WECHAT = '请在微信客户端中打开本页面完成支付';
export const PAY_CANCELLED = '已取消支付';

/** What the result page shows of a paid top-up. */
export interface PayReceipt {
  mobilePhone: string;
  title: string;
  amount: number;
}

/** What a run changes on the page, and how it is stopped. */
export interface PaymentRunContext {
  steps: CheckoutSteps;
  signal: AbortSignal;
  setPhase: (phase: PayPhase) => void;
  navigate: NavigateFunction;
  /** Runs before the success page opens. */
  onPaid: () => void;
}

/**
 * Outcomes after which the order needs no more asking about: paid, failed, or closed unpaid. Undecided
 * is not, nor is a missing cashier (the order was not touched).
 */
function settles(outcome: CheckoutOutcome): boolean {
  return outcome.kind !== 'undecided' && outcome.kind !== 'unavailable';
}

async function finish(outcome: CheckoutOutcome, order: PendingOrder | null, run: PaymentRunContext) {
  const { setPhase, navigate } = run;
  if (order && settles(outcome)) clearPendingOrder();
  switch (outcome.kind) {
    case 'unavailable':
      setPhase({ kind: 'form' });
      await alert({ title: '提示', message: NOT_IN_WECHAT });
      return;
    case 'stopped':
      setPhase({ kind: 'form' });
      return;
    case 'cancelled':
      setPhase({ kind: 'form' });
      toast(PAY_CANCELLED);
      return;
    case 'payFailed':
      setPhase({ kind: 'form' });
      navigate(paths.payFail);
      return;
    case 'paid': {
      const receipt: PayReceipt = {
        mobilePhone: outcome.attempt.mobilePhone,
        title: order?.title ?? '',
        amount: order?.price ?? 0,
      };
      // Paid: the next visit starts afresh. A failed or cancelled payment keeps the draft for another try.
      run.onPaid();
      setPhase({ kind: 'form' });
      navigate(paths.paySuccess, { state: receipt });
      return;
    }
    case 'flowFailed':
      setPhase({ kind: 'form' });
      navigate(paths.flowPayFali, { state: { reason: outcome.message } });
      return;
    case 'undecided': {
      const undecided = order ?? readPendingOrder();
      if (!undecided) {
        setPhase({ kind: 'form' });
        return;
      }
      savePendingOrder(undecided);
      setPhase({ kind: 'undecided', order: undecided });
      return;
    }
  }
}

/**
 * One task of the payment (a new top-up, asking about a kept order, or taking it to the cashier again)
 * from its first step to the outcome on the page. The order is kept for the tab's session from the
 * moment it exists (pending-order.ts), so a reload or a return resumes asking about it. A stopped run
 * (the page was left) changes nothing on the page.
 */
export async function runPayment(task: PaymentTask, run: PaymentRunContext): Promise<void> {
  const { steps, signal, setPhase } = run;
  // While the tab keeps an order not settled, no new order is made: that order is asked about instead.
  const kept = task.kind === 'pay' || !task.order ? readPendingOrder() : task.order;
  if (!kept) {
    // A kept value that cannot be read is no order: it is forgotten.
    clearPendingOrder();
    if (task.kind !== 'pay') {
      setPhase({ kind: 'form' });
      return;
    }
  }
  let order: PendingOrder | null = kept;
  const confirming = (cashierOk: boolean) => {
    if (order && cashierOk && !order.cashierOk) {
      order = { ...order, cashierOk: true };
      savePendingOrder(order);
    }
    setPhase({ kind: 'confirming' });
  };
  try {
    let outcome: CheckoutOutcome;
    if (task.kind === 'continue') {
      outcome = await continuePayment(task.order, steps, { signal, onConfirming: confirming });
    } else if (kept) {
      setPhase({ kind: 'confirming' });
      outcome = await confirmPayment(kept, steps, signal);
    } else {
      if (task.kind !== 'pay' || !(await task.proceed()) || signal.aborted) return;
      const { chosen } = task;
      outcome = await checkout(task.phone, chosen.choice, steps, {
        signal,
        onOrdered: (attempt) => {
          order = { ...attempt, title: chosen.title, price: chosen.price, cashierOk: false };
          savePendingOrder(order);
        },
        onConfirming: confirming,
      });
    }
    if (signal.aborted) return;
    await finish(outcome, order, run);
  } catch (error) {
    if (signal.aborted) return;
    console.error('号码充值 payment stopped unexpectedly', error);
    // An order that exists stays followed: it may have been paid.
    setPhase(order ? { kind: 'undecided', order } : { kind: 'form' });
    toast(PAY_ERROR);
  }
}
