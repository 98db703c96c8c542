import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import type { LoadStatus } from './page-state.tsx';

export interface Loaded<T> {
  status: LoadStatus;
  /** The last successful answer; kept while a reload runs so the screen does not flash. */
  data: T | null;
  /** Why the last load failed; null otherwise. */
  error: string | null;
  /** Loads again (重试, pull to refresh, a page restored from the back-forward cache). */
  reload: () => void;
}

/** Thrown by a loader to say what failed, in words the error block shows. */
export class LoadError extends Error {}

/**
 * Runs `load` when the screen mounts and whenever `deps` change, for the three page states
 * (skeleton, error with retry, empty). An answer that arrives after a newer load started, or after
 * the screen left, is dropped: a slow first answer must not overwrite the one the user asked for last.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  fallbackError = '加载失败',
): Loaded<T> {
  const [state, setState] = useState<Omit<Loaded<T>, 'reload'>>({
    status: 'loading',
    data: null,
    error: null,
  });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` is the caller's list; `round` asks for a reload.
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error && error.message !== '' ? error.message : fallbackError;
        setState((previous) => ({ ...previous, status: 'error', error: message }));
      },
    );
    return () => controller.abort();
  }, [...deps, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
