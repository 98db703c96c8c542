import { abortReason, throwIfAborted } from '@bluecat/api/abort';

/** What one status query says about an order. */
export type OrderStatus = 'paid' | 'pending' | 'failed';

/** How polling ended: decided either way, or still undecided after every attempt. */
export type PollResult = 'paid' | 'failed' | 'timeout';

/**
 * bossQueryOrderByOutTradeNo answers code 1 paid, 2 not paid yet, -100 failed (contract). Any other
 * answer decides nothing and the next attempt asks again.
 */
export function orderStatusOf(answer: { ok: boolean; code: number }): OrderStatus {
  if (answer.ok) return 'paid';
  if (answer.code === -100) return 'failed';
  return 'pending';
}

/** Waits `ms`; rejects with the signal's reason as soon as it is aborted. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      if (signal) reject(abortReason(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface PollOptions {
  check: (signal?: AbortSignal) => Promise<OrderStatus>;
  /** At most this many queries. */
  attempts: number;
  /** Pause before each query: WeChat tells the operator of a payment a moment after the cashier closes. */
  intervalMs: number;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Aborting (the page left) rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * Asks for the order's status until it is paid or failed, at most `attempts` times. A query that fails
 * on the way (the gateway has shown its toast) counts as undecided, not as a failed payment.
 */
export async function pollOrder({
  check,
  attempts,
  intervalMs,
  wait = delay,
  signal,
}: PollOptions): Promise<PollResult> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    await wait(intervalMs, signal);
    throwIfAborted(signal);
    let status: OrderStatus;
    try {
      status = await check(signal);
    } catch {
      throwIfAborted(signal);
      status = 'pending';
    }
    if (status !== 'pending') return status;
  }
  return 'timeout';
}

/** About fifteen seconds in all before the page says the result is not known yet. */
export const POLL_ATTEMPTS = 10;
export const POLL_INTERVAL_MS = 1500;
