import { type LocalKey, SESSION_KEYS, type SessionKey, STORAGE_KEYS } from '../storage.ts';

/*
 * The shape of the declarations of every name an app writes in localStorage or sessionStorage, with the
 * flow each serves. Each app declares its own (apps/<app>/src/testing/stored-keys.ts): the API's keys it
 * writes (storage.ts, declared here by key), its drafts and marks. The journeys' storage check
 * (e2e/fixtures/stored-keys.ts) fails on any name written that the app does not declare, so a draft
 * holding an ID number cannot appear unnamed. Tests only: no phone downloads the flow descriptions.
 */

export type StorageArea = 'local' | 'session';

/** One declared name: exact, or a family (every name that starts with `name`). */
export interface StoredKeyDeclaration {
  area: StorageArea;
  name: string;
  family: boolean;
  flow: string;
}

/** The API's keys (storage.ts) an app writes, each with the flow it serves. */
export function apiKeyDeclarations(
  flows: Partial<Record<LocalKey | SessionKey, string>>,
): StoredKeyDeclaration[] {
  return Object.entries(flows).map(([key, flow]) => {
    const session = key in SESSION_KEYS;
    const name = session ? SESSION_KEYS[key as SessionKey] : STORAGE_KEYS[key as LocalKey];
    return { area: session ? 'session' : 'local', name, family: false, flow: flow ?? '' };
  });
}

/** The declaration among `declarations` that names `name` in `area`, or null when none does. */
export function declarationOf(
  declarations: readonly StoredKeyDeclaration[],
  area: StorageArea,
  name: string,
): StoredKeyDeclaration | null {
  return (
    declarations.find(
      (entry) =>
        entry.area === area &&
        (entry.family ? name.startsWith(entry.name) && name.length > entry.name.length : name === entry.name),
    ) ?? null
  );
}
