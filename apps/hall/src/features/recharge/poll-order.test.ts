import { describe, expect, it, vi } from 'vitest';
import { delay, type OrderStatus, orderStatusOf, pollOrder } from './poll-order.ts';

describe('orderStatusOf', () => {
  it.each([
    ['code 1 (paid)', { ok: true, code: 1 }, 'paid'],
    ['code 2 (not paid yet)', { ok: false, code: 2 }, 'pending'],
    ['code -100 (payment failed)', { ok: false, code: -100 }, 'failed'],
    ['an unexpected code', { ok: false, code: 500 }, 'pending'],
  ])('%s → %s', (_case, answer, status) => {
    expect(orderStatusOf(answer)).toBe(status);
  });
});

/** A wait that records its pauses and returns at once. */
function instantWait() {
  const pauses: number[] = [];
  return {
    pauses,
    wait: (ms: number, signal?: AbortSignal) => {
      pauses.push(ms);
      return signal?.aborted ? Promise.reject(signal.reason) : Promise.resolve();
    },
  };
}

function answers(...statuses: (OrderStatus | Error)[]) {
  const queue = [...statuses];
  return vi.fn(async () => {
    const next = queue.shift() ?? 'pending';
    if (next instanceof Error) throw next;
    return next;
  });
}

describe('pollOrder', () => {
  it.each<[string, (OrderStatus | Error)[], string, number]>([
    ['paid at the first query', ['paid'], 'paid', 1],
    ['paid after two unpaid answers', ['pending', 'pending', 'paid'], 'paid', 3],
    ['failed after one unpaid answer', ['pending', 'failed'], 'failed', 2],
    [
      'a transport error is undecided, not failed',
      [new Error('系统更新中，请稍后重试...'), 'paid'],
      'paid',
      2,
    ],
    ['never decided within the attempts', [], 'timeout', 4],
  ])('%s → %s', async (_case, statuses, result, queries) => {
    const check = answers(...statuses);
    const { wait, pauses } = instantWait();
    await expect(pollOrder({ check, attempts: 4, intervalMs: 1500, wait })).resolves.toBe(result);
    expect(check).toHaveBeenCalledTimes(queries);
    expect(pauses).toEqual(Array(queries).fill(1500));
  });

  it('stops when the page leaves', async () => {
    const controller = new AbortController();
    const check = vi.fn(async () => {
      controller.abort(new DOMException('left', 'AbortError'));
      return 'pending' as const;
    });
    const { wait } = instantWait();
    await expect(
      pollOrder({ check, attempts: 5, intervalMs: 10, wait, signal: controller.signal }),
    ).rejects.toThrow('left');
    expect(check).toHaveBeenCalledTimes(1);
  });

  describe('on an engine whose signals have no reason and no throwIfAborted (Chrome 69, iOS 12)', () => {
    function oldEngineSignal(controller: AbortController): AbortSignal {
      vi.spyOn(controller.signal, 'reason', 'get').mockReturnValue(undefined);
      Object.defineProperty(controller.signal, 'throwIfAborted', { value: undefined });
      return controller.signal;
    }

    it('polls to the paid order', async () => {
      const signal = oldEngineSignal(new AbortController());
      const { wait } = instantWait();
      await expect(
        pollOrder({ check: answers('pending', 'paid'), attempts: 5, intervalMs: 10, wait, signal }),
      ).resolves.toBe('paid');
    });

    it('stops with an AbortError when the page leaves', async () => {
      const controller = new AbortController();
      const signal = oldEngineSignal(controller);
      const check = vi.fn(async () => {
        controller.abort();
        return 'pending' as const;
      });
      await expect(
        pollOrder({ check, attempts: 5, intervalMs: 10, wait: async () => undefined, signal }),
      ).rejects.toMatchObject({ name: 'AbortError' });
      expect(check).toHaveBeenCalledTimes(1);
    });
  });
});

describe('delay', () => {
  it('resolves after the pause', async () => {
    vi.useFakeTimers();
    try {
      const done = vi.fn();
      const waiting = delay(1500).then(done);
      await vi.advanceTimersByTimeAsync(1499);
      expect(done).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(done).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects when aborted', async () => {
    const controller = new AbortController();
    const waiting = delay(60_000, controller.signal);
    controller.abort(new Error('left'));
    await expect(waiting).rejects.toThrow('left');
  });
});
