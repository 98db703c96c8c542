import { RECENT_SERVICES } from './recent-services-name.ts';
import { SERVICES, type Service } from './service-catalogue.ts';

/** 最近使用 holds this many services, the last opened first. */
export const RECENT_LIMIT = 5;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Some embedded browsers throw on merely touching storage when it is disabled: nothing is remembered.
    return null;
  }
}

/**
 * The services opened last, as this device remembers them. Ids the catalogue no longer has (a service
 * renamed or removed in a later release) and anything that is not a list of ids are left out.
 */
export function readRecent(services: readonly Service[] = SERVICES): Service[] {
  let ids: unknown;
  try {
    ids = JSON.parse(storage()?.getItem(RECENT_SERVICES) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(ids)) return [];
  const found: Service[] = [];
  for (const id of ids) {
    const service = services.find((entry) => entry.id === id);
    if (service && !found.includes(service)) found.push(service);
  }
  return found.slice(0, RECENT_LIMIT);
}

/** Puts a service first in 最近使用, once, keeping the list to RECENT_LIMIT. */
export function rememberOpened(service: Service, services: readonly Service[] = SERVICES): Service[] {
  const next = [service, ...readRecent(services).filter((entry) => entry.id !== service.id)].slice(
    0,
    RECENT_LIMIT,
  );
  try {
    storage()?.setItem(RECENT_SERVICES, JSON.stringify(next.map((entry) => entry.id)));
  } catch {
    // Storage full or refused: the service still opens, it is only not remembered.
  }
  return next;
}
