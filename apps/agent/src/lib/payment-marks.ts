import { clearDraft, readDraft } from '@bluecat/ui/drafts';

/*
 * 支付标记 what this phone knows of a charge that may have happened: a prepayment seen to succeed whose
 * record save has not gone through, and a 资金池 fund-pool charge whose answer never came. They are the
 * only memory of that money, so they are not drafts: a logout, an expired session (-101) or a closed tab
 * does not erase them, only the answer that settles them, or their age. They hold no customer data
 * (a card id, an order or record number), so the next agent signing in on this phone learns nothing.
 * Their names (PAYMENT_MARKS, under MARK_PREFIX in localStorage) are declared here.
 */

/** The agent's payment marks (localStorage) start with this. */
export const MARK_PREFIX = 'bluecat:mark:';

/**
 * 支付标记 what the agent's phone knows of a charge that may have happened (localStorage, under MARK_PREFIX):
 * kept across a logout, removed by the answer that settles it or by age. They hold no customer data.
 */
export const PAYMENT_MARKS = {
  /** A prepayment of one card seen to succeed whose record save has not gone through yet. */
  paidOrder: (uimId: string) => `paid-order:${uimId}`,
  /** A fund-pool charge of one card whose answer never came: no second charge until it is known. */
  fundPoolPending: (uimId: string) => `fund-pool:${uimId}`,
} as const;

/**
 * How long a mark is kept. An opening paid and left unfinished is taken up again within days; a week
 * covers a weekend and a holiday, and a mark older than that says nothing the record does not.
 */
export const MARK_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface Stored<T> {
  savedAt: number;
  value: T;
}

function markStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a private mode): the page then asks the server, as it does for another phone.
    return null;
  }
}

function parse<T>(raw: string | null): Stored<T> | null {
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored<T>> | null;
    return stored && typeof stored.savedAt === 'number' && 'value' in stored
      ? { savedAt: stored.savedAt, value: stored.value as T }
      : null;
  } catch {
    return null;
  }
}

/** A mark stamped ahead of the clock (the phone's time set back) counts as new: losing it could cost money. */
const expired = (savedAt: number, now: number) => now - savedAt >= MARK_MAX_AGE_MS;

/** Forgets every mark past its age, so marks of cards never taken up again do not pile up. */
function sweep(storage: Storage, now: number): void {
  const names: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const name = storage.key(index);
    if (!name?.startsWith(MARK_PREFIX)) continue;
    const stored = parse(storage.getItem(name));
    if (!stored || expired(stored.savedAt, now)) names.push(name);
  }
  for (const name of names) storage.removeItem(name);
}

export function writeMark<T>(key: string, value: T, now = Date.now()): void {
  const storage = markStorage();
  if (!storage) return;
  try {
    sweep(storage, now);
    storage.setItem(MARK_PREFIX + key, JSON.stringify({ savedAt: now, value } satisfies Stored<T>));
  } catch {
    // A full storage: the page still asks the server before any charge it cannot rule out.
  }
}

/**
 * The mark's value, or null when there is none or it is past its age. A mark kept by an earlier
 * version of the app as a tab draft is still read, so an update does not forget a charge.
 */
export function readMark<T>(key: string, now = Date.now()): T | null {
  const storage = markStorage();
  const stored = parse<T>(storage?.getItem(MARK_PREFIX + key) ?? null);
  if (stored) {
    if (!expired(stored.savedAt, now)) return stored.value;
    storage?.removeItem(MARK_PREFIX + key);
    return null;
  }
  return readDraft<T>(key);
}

export function clearMark(key: string): void {
  markStorage()?.removeItem(MARK_PREFIX + key);
  clearDraft(key);
}
