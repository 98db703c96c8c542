import { describe, expect, it, vi } from 'vitest';
import { createPaymentGuard } from './payment-guard.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('createPaymentGuard', () => {
  it('ignores taps while a payment is under way', async () => {
    const guard = createPaymentGuard();
    const pending = deferred();
    const task = vi.fn(() => pending.promise);

    const first = guard.run(task);
    expect(guard.busy).toBe(true);
    await expect(guard.run(task)).resolves.toBe(false);
    await expect(guard.run(task)).resolves.toBe(false);
    pending.resolve();

    await expect(first).resolves.toBe(true);
    expect(task).toHaveBeenCalledTimes(1);
    expect(guard.busy).toBe(false);
  });

  it('lets the next payment start once the first has settled', async () => {
    const guard = createPaymentGuard();
    const task = vi.fn(async () => undefined);
    await guard.run(task);
    await expect(guard.run(task)).resolves.toBe(true);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('is free again after a failed task', async () => {
    const guard = createPaymentGuard();
    await expect(guard.run(() => Promise.reject(new Error('network')))).rejects.toThrow('network');
    expect(guard.busy).toBe(false);
    await expect(guard.run(async () => undefined)).resolves.toBe(true);
  });

  it('starts nothing once the page is leaving, even after the running task ends', async () => {
    const guard = createPaymentGuard();
    const task = vi.fn(async () => guard.close());
    await guard.run(task);
    expect(guard.closed).toBe(true);
    await expect(guard.run(task)).resolves.toBe(false);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
