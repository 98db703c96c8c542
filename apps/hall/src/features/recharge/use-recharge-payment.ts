import { reportFailedLoad } from '@bluecat/ui/field-reports/failed-load';
import { toast } from '@bluecat/ui/overlays';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CheckoutSteps } from './checkout.ts';
import { keepsOrder } from './kept-order.ts';
import { PAY_ERROR, type PaymentTask, type PayPhase } from './payment-task.ts';
import type { ResolvedChoice } from './products.ts';

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
 * The payment steps' code (checkout, the WeChat cashier, the status polling, what each outcome shows,
 * the status panels) is fetched when it is first needed, or when `prepare` says a payment is near: most
 * visits of the first tab pay nothing. Fetching it is part of the run: the pay button waits, and a
 * failure ends like any other failed payment. Tests replace `load`.
 */
export const paymentCode = {
  load: (): Promise<PaymentCode> => import('./payment-steps.ts'),
};
const loadPaymentSteps = () => paymentCode.load();

/**
 * One top-up at a time, whatever the number of taps, through the payment steps to its outcome
 * (payment-run.ts): the result comes from the order status, never from the cashier alone. What stays
 * here is what a tap needs at once: whether a run holds the page, and whether the tab keeps an order not
 * settled, in which case no second order is made. `onPaid` runs before the success page opens. `steps`
 * defaults to the API's (checkout.ts `apiSteps`); tests give their own.
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

  /**
   * Runs one task, unless one runs already; leaving the page stops it (the kept order is asked about
   * again on return).
   */
  async function start(task: PaymentTask) {
    if (inFlight.current) return;
    inFlight.current = true;
    runTicket.current += 1;
    const ticket = runTicket.current;
    setBusy(true);
    const controller = new AbortController();
    running.current = controller;
    try {
      const flow = await loadPaymentSteps().catch((error: unknown) => {
        if (controller.signal.aborted) return null;
        // No order was made: the tap ends in a message, and the operator hears of the file.
        reportFailedLoad(error);
        toast(PAY_ERROR);
        return null;
      });
      if (!flow || controller.signal.aborted) return;
      setCode(flow);
      await flow.runPayment(task, {
        steps: steps ?? flow.apiSteps,
        signal: controller.signal,
        setPhase,
        navigate,
        onPaid,
      });
    } finally {
      if (runTicket.current === ticket) {
        inFlight.current = false;
        setBusy(false);
      }
    }
  }

  // Back on the page with an order not settled (a reload, a killed WebView, a return from elsewhere):
  // its status check goes on. Leaving stops the queries; the order stays kept for the next visit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit of the page.
  useEffect(() => {
    if (keepsOrder()) void start({ kind: 'resume' });
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
      const kept = keepsOrder();
      if (kept) void start({ kind: 'resume' });
      return kept;
    },
    pay: (phone, chosen, proceed) => start({ kind: 'pay', phone, chosen, proceed }),
    refresh: async () => {
      if (phase.kind === 'undecided') await start({ kind: 'resume', order: phase.order });
    },
    continuePay: async () => {
      if (phase.kind === 'undecided') await start({ kind: 'continue', order: phase.order });
    },
    close: () => setPhase({ kind: 'form' }),
    // A failed fetch here is forgotten: the run fetches again, and reports a failure of its own.
    prepare: () => void loadPaymentSteps().then(setCode, () => undefined),
    panels: code,
  };
}
