import type { CallBody, CallData } from '@bluecat/api/gateway';
import { readStored } from '@bluecat/api/storage';
import { api } from './api.ts';

/**
 * 开卡缓存记录 the opening record the server keeps per card (uimId). It is the wizard's memory: a reload,
 * a closed tab or a payment round trip resumes from it, so the wizard and the payment pages both read
 * and write it here, and only here.
 */
export type OpeningRecord = Extract<CallData<'queryOpenCardLocation'>, { uimId: string }>;

/** The fields a save sends besides the record itself. */
type SaveExtras = Omit<CallBody<'addOpenCardLocation'>, keyof OpeningRecord | 'token' | 'applyEvent'>;

export type LoadedRecord =
  /** A record exists for the card. */
  | { kind: 'found'; record: OpeningRecord }
  /** The server has no record for the card: the opening starts at step 0. */
  | { kind: 'none' }
  /** The server refused or could not be reached; the gateway has shown its message. */
  | { kind: 'failed' };

function isRecord(data: unknown): data is OpeningRecord {
  return typeof data === 'object' && data !== null && typeof (data as { uimId?: unknown }).uimId === 'string';
}

/** The card of the opening in progress, as the wizard stored it after the SIM query. */
export function storedUimId(): string | null {
  const uimId = readStored('uimId');
  return uimId === null || uimId === '' ? null : uimId;
}

export async function loadOpeningRecord(uimId: string): Promise<LoadedRecord> {
  try {
    const result = await api.call('queryOpenCardLocation', { uimId });
    if (!result.ok) return { kind: 'failed' };
    return isRecord(result.data) ? { kind: 'found', record: result.data } : { kind: 'none' };
  } catch {
    return { kind: 'failed' };
  }
}

/**
 * Saves the whole record (the call replaces the cached one, so every field goes each time). False when
 * the save failed: callers then show 缓存记录失败… and go back to step 0, as 002 §8 says.
 */
export async function saveOpeningRecord(record: OpeningRecord, extras: SaveExtras = {}): Promise<boolean> {
  try {
    const result = await api.call('addOpenCardLocation', { ...record, ...extras, applyEvent: '1' });
    return result.ok;
  } catch {
    return false;
  }
}
