import { useEffect, useRef } from 'react';

/**
 * Runs `onRestore` when the browser shows this page again from its back-forward cache (the iOS back
 * swipe into the hall, the back button at a provider's page): the page comes back exactly as it was
 * left, with no load of its own, so what may have changed meanwhile (balance, points, a verification's
 * outcome) must be asked for again.
 */
export function usePageRestore(
  onRestore: () => void,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): void {
  const latest = useRef(onRestore);
  latest.current = onRestore;

  useEffect(() => {
    const handle = (event: Event) => {
      if ((event as PageTransitionEvent).persisted) latest.current();
    };
    target.addEventListener('pageshow', handle);
    return () => target.removeEventListener('pageshow', handle);
  }, [target]);
}
