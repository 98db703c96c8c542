import { alert, toast } from '@bluecat/ui/overlays';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import {
  type CheckoutOutcome,
  type CheckoutSteps,
  checkout,
  confirmPayment,
  type PaidAttempt,
} from './checkout.ts';
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

/** The form, 支付结果查询中 while the order status is asked for, or no answer yet with the attempt to ask about. */
export type PayPhase =
  | { kind: 'form' }
  | { kind: 'confirming' }
  | { kind: 'undecided'; attempt: PaidAttempt };

export interface RechargePayment {
  phase: PayPhase;
  /** A payment runs: the pay button waits. */
  busy: boolean;
  /** Whether a payment runs, read at tap time rather than from a render. */
  isRunning: () => boolean;
  /** Pays `chosen` for `phone` once `proceed` agrees; a start while a payment runs is ignored. */
  pay: (phone: string, chosen: ResolvedChoice, proceed: () => Promise<boolean>) => Promise<void>;
  /** Asks the order status of an undecided attempt again. */
  askAgain: (attempt: PaidAttempt, chosen: ResolvedChoice) => Promise<void>;
  /** Back to the form from the undecided panel. */
  close: () => void;
}

/**
 * One top-up at a time, whatever the number of taps, through the payment steps to its outcome: the result
 * comes from the order status, never from the cashier alone. `onPaid` runs before the success page opens.
 */
export function useRechargePayment(steps: CheckoutSteps, onPaid: () => void): RechargePayment {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<PayPhase>({ kind: 'form' });
  const [busy, setBusy] = useState(false);
  // A ref, not state: two taps in one frame both see the same render, only the ref tells the second one.
  const inFlight = useRef(false);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  async function finish(outcome: CheckoutOutcome, chosen: ResolvedChoice) {
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
          title: chosen.title,
          amount: chosen.price,
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
      case 'undecided':
        setPhase({ kind: 'undecided', attempt: outcome.attempt });
        return;
    }
  }

  /** Runs the payment steps and shows their outcome; leaving the page stops them. */
  async function run(chosen: ResolvedChoice, pay: (signal: AbortSignal) => Promise<CheckoutOutcome>) {
    const controller = new AbortController();
    running.current = controller;
    try {
      await finish(await pay(controller.signal), chosen);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('号码充值 payment stopped unexpectedly', error);
      setPhase({ kind: 'form' });
      toast(PAY_ERROR);
    }
  }

  /** One payment at a time: a start while one runs is ignored. */
  async function guarded(task: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return {
    phase,
    busy,
    isRunning: () => inFlight.current,
    pay: (phone, chosen, proceed) =>
      guarded(async () => {
        if (!(await proceed())) return;
        await run(chosen, (signal) =>
          checkout(phone, chosen.choice, steps, {
            signal,
            onConfirming: () => setPhase({ kind: 'confirming' }),
          }),
        );
      }),
    askAgain: (attempt, chosen) =>
      guarded(async () => {
        setPhase({ kind: 'confirming' });
        await run(chosen, (signal) => confirmPayment(attempt, steps, signal));
      }),
    close: () => setPhase({ kind: 'form' }),
  };
}
