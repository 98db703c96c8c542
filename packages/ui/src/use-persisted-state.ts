import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';

/** Every draft key starts with this, so clearing drafts never touches the spec's own storage keys. */
export const DRAFT_PREFIX = 'bluecat:draft:';

function draftStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Private modes may refuse storage; the form then simply lives in memory.
    return null;
  }
}

export function readDraft<T>(key: string): T | null {
  const raw = draftStorage()?.getItem(DRAFT_PREFIX + key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeDraft<T>(key: string, value: T): void {
  try {
    draftStorage()?.setItem(DRAFT_PREFIX + key, JSON.stringify(value));
  } catch {
    // Quota or privacy errors: the draft is a convenience, never a reason to fail the form.
  }
}

export function clearDraft(key: string): void {
  draftStorage()?.removeItem(DRAFT_PREFIX + key);
}

/**
 * Forgets every draft whose key (without the prefix) `belongs` says is one of the caller's. Drafts are
 * often keyed per record (`agreement:<uimId>`), so a sign-out cannot name them one by one.
 */
export function clearDrafts(belongs: (key: string) => boolean): void {
  const storage = draftStorage();
  if (!storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const name = storage.key(index);
    if (name?.startsWith(DRAFT_PREFIX) && belongs(name.slice(DRAFT_PREFIX.length))) keys.push(name);
  }
  for (const name of keys) storage.removeItem(name);
}

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
