import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';
import { clearDraft, readDraft, writeDraft } from './drafts.ts';

/**
 * State kept in this tab's sessionStorage under `key`, so what the user typed survives a failed
 * submit, a reload and the round trip to the face-verification or payment provider (same tab, other
 * origin and back). sessionStorage and not localStorage: a draft holding an ID number must not outlive
 * the tab. Stored values are merged over `initial`, so a field added later gets its default.
 */
export function usePersistedState<T extends object>(
  key: string,
  initial: T,
): [T, Dispatch<SetStateAction<T>>, () => void] {
  const [value, setValue] = useState<T>(() => {
    const stored = readDraft<Partial<T>>(key);
    return stored && typeof stored === 'object' ? { ...initial, ...stored } : initial;
  });

  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (next) => {
      setValue((previous) => {
        const resolved = typeof next === 'function' ? (next as (value: T) => T)(previous) : next;
        writeDraft(key, resolved);
        return resolved;
      });
    },
    [key],
  );

  // Forgets the stored draft (after a successful submit); what is on screen stays until the page leaves.
  const clear = useCallback(() => clearDraft(key), [key]);
  return [value, set, clear];
}
