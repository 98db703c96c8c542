import type { StorageLike } from './storage.ts';

/** A storage for tests: starts from `seed`, and its items can be read back directly. */
export function memoryStorage(seed: Record<string, string> = {}) {
  const items = new Map(Object.entries(seed));
  const storage: StorageLike = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
  return { storage, items };
}
