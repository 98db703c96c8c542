import { useEffect } from 'react';

/**
 * How long after a screen's content has rendered its optional parts are fetched (a carousel's code, a
 * picker's data): the frame that shows the content reaches the screen a few frames after the render, and
 * what they download must not compete with it. `whenIdle` fired too early for that: the store finder's
 * county lists then still counted before its stores' paint (LCP 1.07 → 1.17× the bench floor).
 */
export const AFTER_SHOWN_MS = 500;

/** Runs `run` once, AFTER_SHOWN_MS after `shown` turns true (again if `run` changes); cancelled on unmount. */
export function useAfterShown(shown: boolean, run: (() => void) | undefined): void {
  useEffect(() => {
    if (!shown || !run) return;
    const timer = setTimeout(run, AFTER_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown, run]);
}
