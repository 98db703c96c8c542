import { alert, toast } from '@bluecat/ui/overlays';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import type { CheckoutOutcome, CheckoutSteps } from './checkout.ts';
import { clearPendingOrder, type PendingOrder, readPendingOrder, savePendingOrder } from './pending-order.ts';
import type { ResolvedChoice } from './products.ts';

/** Outside WeChat there is no cashier; said before any order is placed. */
export const NOT_IN_WECHAT = '请在微信客户端中打开本页面完成支付';
export const PAY_CANCELLED = '已取消支付';
export const PAY_ERROR = '支付异常，请稍后重试';

/** What the result page shows of a paid top-up. */
export interface PayReceipt {
  mobilePhone: string;
  title: string;
  amount: number;
}

/** The form, 支付结果查询中 while the order status is asked for, or no answer yet with the order to ask about. */
export type PayPhase = { kind: 'form' } | { kind: 'confirming' } | { kind: 'undecided'; order: PendingOrder };

export interface RechargePayment {
  phase: PayPhase;
  /** A payment runs: the pay button waits. */
  busy: boolean;
  /** Whether a payment runs, read at tap time rather than from a render. */
  isRunning: () => boolean;
  /**
   * Pays `chosen` for `phone` once `proceed` agrees; a start while a payment runs is ignored. While an
   * earlier order of this tab is not settled, no new order is made: that order's status is asked instead.
   */
  pay: (phone: string, chosen: ResolvedChoice, proceed: () => Promise<boolean>) => Promise<void>;
  /** When this tab keeps an order not settled, asks its status (no new order) and says true. */
  resumeKept: () => boolean;
  /** 刷新支付结果: asks the undecided order's status again. */
  refresh: () => Promise<void>;
  /** 继续支付: takes the undecided order, whose cashier never said ok, to the cashier again. */
  continuePay: () => Promise<void>;
  /** Back to the form from the undecided panel; the order is still followed. */
  close: () => void;
  /** Starts fetching the payment steps' code, when a payment is likely (an amount was chosen). */
  prepare: () => void;
  /** The status panels, once the payment steps' code has arrived; null before. */
  panels: Pick<PaymentCode, 'ConfirmingPanel' | 'UndecidedPanel'> | null;
}

type PaymentCode = typeof import('./payment-steps.ts');

/**
 * The payment steps' code (checkout, the WeChat cashier, the status polling, the status panels) is fetched
 * when it is first needed, or when `prepare` says a payment is near: most visits of the first tab pay
 * nothing. Fetching it is part of the run: the pay button waits, and a failure ends like any other failed
 * payment.
 */
const loadPaymentSteps = (): Promise<PaymentCode> => import('./payment-steps.ts');

/**
 * Outcomes after which the order needs no more asking about: paid, failed, or closed unpaid. Undecided
 * is not, nor is a missing cashier (the order was not touched).
 */
function settles(outcome: CheckoutOutcome): boolean {
  return outcome.kind !== 'undecided' && outcome.kind !== 'unavailable';
}

/**
 * One top-up at a time, whatever the number of taps, through the payment steps to its outcome: the result
 * comes from the order status, never from the cashier alone. The order is kept for the tab's session from
 * the moment it exists (pending-order.ts): coming back to the page resumes its status check, and no second
 * order is made while it is not settled. `onPaid` runs before the success page opens. `steps` defaults to
 * the API's (checkout.ts `apiSteps`); tests give their own.
 */
export function useRechargePayment(steps: CheckoutSteps | undefined, onPaid: () => void): RechargePayment {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<PayPhase>({ kind: 'form' });
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState<PaymentCode | null>(null);
  // A ref, not state: two taps in one frame both see the same render, only the ref tells the second one.
  const inFlight = useRef(false);
  // Which run holds inFlight: a run stopped by leaving the page must not release a newer one's hold.
  const runTicket = useRef(0);
  const running = useRef<AbortController | null>(null);

  async function finish(outcome: CheckoutOutcome, order: PendingOrder | null) {
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
        onPaid();
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
   * Runs the payment steps and shows their outcome; leaving the page stops them (the kept order is
   * asked about again on return). `order()` is the order followed, read once the steps end.
   */
  async function run(
    pay: (flow: PaymentCode, steps: CheckoutSteps, signal: AbortSignal) => Promise<CheckoutOutcome>,
    order: () => PendingOrder | null,
  ) {
    const controller = new AbortController();
    running.current = controller;
    try {
      const flow = await loadPaymentSteps();
      if (controller.signal.aborted) return;
      setCode(flow);
      const outcome = await pay(flow, steps ?? flow.apiSteps, controller.signal);
      if (controller.signal.aborted) return;
      await finish(outcome, order());
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('号码充值 payment stopped unexpectedly', error);
      // An order that exists stays followed: it may have been paid.
      const kept = order();
      setPhase(kept ? { kind: 'undecided', order: kept } : { kind: 'form' });
      toast(PAY_ERROR);
    }
  }

  /** One payment at a time: a start while one runs is ignored. */
  async function guarded(task: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    runTicket.current += 1;
    const ticket = runTicket.current;
    setBusy(true);
    try {
      await task();
    } finally {
      if (runTicket.current === ticket) {
        inFlight.current = false;
        setBusy(false);
      }
    }
  }

  /** Asks the kept order's status: 支付结果查询中, then its outcome. */
  function resume(order: PendingOrder) {
    return guarded(async () => {
      setPhase({ kind: 'confirming' });
      await run(
        (flow, chosenSteps, signal) => flow.confirmPayment(order, chosenSteps, signal),
        () => order,
      );
    });
  }

  // Back on the page with an order not settled (a reload, a killed WebView, a return from elsewhere):
  // its status check goes on. Leaving stops the queries; the order stays kept for the next visit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit of the page.
  useEffect(() => {
    const kept = readPendingOrder();
    if (kept) void resume(kept);
    return () => {
      running.current?.abort();
      runTicket.current += 1;
      inFlight.current = false;
    };
  }, []);

  return {
    phase,
    busy,
    isRunning: () => inFlight.current,
    resumeKept: () => {
      const kept = readPendingOrder();
      if (kept) void resume(kept);
      return kept !== null;
    },
    pay: async (phone, chosen, proceed) => {
      const kept = readPendingOrder();
      if (kept) return resume(kept);
      return guarded(async () => {
        if (!(await proceed())) return;
        let order: PendingOrder | null = null;
        await run(
          (flow, chosenSteps, signal) =>
            flow.checkout(phone, chosen.choice, chosenSteps, {
              signal,
              onOrdered: (attempt) => {
                order = { ...attempt, title: chosen.title, price: chosen.price, cashierOk: false };
                savePendingOrder(order);
              },
              onConfirming: () => {
                if (order) {
                  order = { ...order, cashierOk: true };
                  savePendingOrder(order);
                }
                setPhase({ kind: 'confirming' });
              },
            }),
          () => order,
        );
      });
    },
    refresh: async () => {
      if (phase.kind === 'undecided') await resume(phase.order);
    },
    continuePay: async () => {
      if (phase.kind !== 'undecided') return;
      let order = phase.order;
      await guarded(async () => {
        await run(
          (flow, chosenSteps, signal) =>
            flow.continuePayment(order, chosenSteps, {
              signal,
              onConfirming: (cashierOk) => {
                if (cashierOk) {
                  order = { ...order, cashierOk: true };
                  savePendingOrder(order);
                }
                setPhase({ kind: 'confirming' });
              },
            }),
          () => order,
        );
      });
    },
    close: () => setPhase({ kind: 'form' }),
    // A failed fetch here is forgotten: the run fetches again, and reports a failure of its own.
    prepare: () => void loadPaymentSteps().then(setCode, () => undefined),
    panels: code,
  };
}
