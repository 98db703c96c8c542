import { useCallback, useEffect, useRef, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when idle. */
  remaining: number;
  running: boolean;
  /** Starts (or restarts) the countdown; defaults to the hook's length. */
  start: (seconds?: number) => void;
  /** Stops at once and returns to idle. */
  stop: () => void;
}

/**
 * A seconds countdown measured against a deadline rather than by counting ticks: phone browsers
 * throttle timers while the user is away reading the SMS, and the display must still be right
 * when they come back.
 */
export function useCountdown(seconds: number): Countdown {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const clear = useCallback(() => {
    if (timer.current !== undefined) {
      clearInterval(timer.current);
      timer.current = undefined;
    }
  }, []);

  const stop = useCallback(() => {
    clear();
    setRemaining(0);
  }, [clear]);

  const start = useCallback(
    (length: number = seconds) => {
      clear();
      const deadline = Date.now() + length * 1000;
      setRemaining(length);
      timer.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
        setRemaining(left);
        if (left === 0) clear();
      }, 1000);
    },
    [clear, seconds],
  );

  useEffect(() => clear, [clear]);

  return { remaining, running: remaining > 0, start, stop };
}
