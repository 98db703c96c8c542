import { type Loaded, useLoad } from '@bluecat/ui/use-load';
import { useAtomValue, useSetAtom } from 'jotai';
import type { KeyedCache } from './state.ts';

/**
 * `useLoad` over a keyed cache: a key seen before is shown at once from the cache (no skeleton, no
 * second call); a new key loads with the three page states through `fetch` (the screen's route call for
 * the address, which holds the key) and is kept once it arrives.
 */
export function useCached<K, T>(
  cache: KeyedCache<K, T>,
  key: K,
  fetch: (signal: AbortSignal) => Promise<T>,
): Loaded<T> {
  const entries = useAtomValue(cache.entriesAtom);
  const load = useSetAtom(cache.loadAtom);
  const cached = entries.has(key);
  // `cached` is a dependency so that a cleared cache (after an exchange or a sign-in) loads afresh.
  const loaded = useLoad((signal) => load(key, fetch, signal), [key, load, fetch, cached]);
  if (cached) {
    return { status: 'success', data: entries.get(key) as T, error: null, reload: loaded.reload };
  }
  return loaded;
}
