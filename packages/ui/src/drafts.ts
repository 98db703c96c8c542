/*
 * Form drafts in this tab's sessionStorage: what the user typed survives a failed submit, a reload and a
 * provider's round trip, and is gone with the tab. The hook that keeps a form in one is
 * use-persisted-state.ts; sign-out and finished flows clear drafts from here.
 */

/**
 * Every draft name starts with this (sessionStorage), so clearing drafts never touches the API's own
 * storage keys (@bluecat/api/storage). The names after it are each app's: the hall's in its
 * lib/hall-drafts.ts and lib/form-drafts.ts, the agent's in its lib/agent-drafts.ts.
 */
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
