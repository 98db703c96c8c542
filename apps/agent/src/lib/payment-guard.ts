import { GatewayError } from '@bluecat/api/gateway';
import { useCallback, useState } from 'react';

/**
 * 一单一付 one payment per order, however often the button is tapped. A payment task runs only when
 * none is running, and once the page has handed over (to the cashier, or back to the wizard) no further
 * task starts from it: a form submit takes a moment to leave the page, and a tap in that moment must not
 * create a second order.
 */
export interface PaymentGuard {
  /** Runs `task` unless one is running or the guard is closed; resolves false when it did not run. */
  run(task: () => Promise<void>): Promise<boolean>;
  /** From now on nothing runs: the page is leaving. */
  close(): void;
  readonly busy: boolean;
  readonly closed: boolean;
}

export function createPaymentGuard(): PaymentGuard {
  let busy = false;
  let closed = false;
  return {
    async run(task) {
      if (busy || closed) return false;
      busy = true;
      try {
        await task();
        return true;
      } finally {
        busy = false;
      }
    },
    close() {
      closed = true;
    },
    get busy() {
      return busy;
    },
    get closed() {
      return closed;
    },
  };
}

/**
 * The guard for a screen, with `busy` for its buttons: true while a task runs and from the moment the
 * screen hands over (the buttons then stay disabled until the page has gone). A transport failure was
 * already shown by the gateway, so it ends the task quietly.
 */
export function usePaymentGuard(): {
  run: (task: () => Promise<void>) => void;
  guard: PaymentGuard;
  busy: boolean;
} {
  const [guard] = useState(createPaymentGuard);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    (task: () => Promise<void>) => {
      if (guard.busy || guard.closed) return;
      setBusy(true);
      guard
        .run(task)
        .catch((error: unknown) => {
          if (!(error instanceof GatewayError)) throw error;
        })
        .finally(() => setBusy(guard.closed));
    },
    [guard],
  );
  return { run, guard, busy };
}
