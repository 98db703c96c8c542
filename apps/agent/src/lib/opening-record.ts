import * as calls from '@bluecat/api/calls';
import type { CallBody, CallData, CallResult } from '@bluecat/api/gateway';
import { readPrice } from '@bluecat/rules/money';
import { api } from './api.ts';
import { openingRecordQuery } from './opening-record-query.ts';
import { readRoute } from './route-data.ts';

export { openingRecordQuery, storedUimId } from './opening-record-query.ts';

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
  /**
   * The server refused or could not be reached (the gateway has shown its message), or the record could
   * not be used: then `message` says why, for the caller to show.
   */
  | { kind: 'failed'; message?: string };

/**
 * A prepayment amount that cannot be read ("50元"): nothing is paid or skipped on a guess. The spec names
 * no message for it; this one says what is wrong and who can fix it.
 */
export const UNREADABLE_FEE = '预存金额异常，请联系管理员';

/** The record holds a fee that cannot be read; see UNREADABLE_FEE. */
export class UnreadableFeeError extends Error {
  constructor() {
    super(UNREADABLE_FEE);
    this.name = 'UnreadableFeeError';
  }
}

type Location = OpeningRecord['openCardLocation'];
type Flag = OpeningRecord['rechargeFlag'];

const LOCATIONS: readonly number[] = [1, 2, 3, 4];
const FLAGS: readonly string[] = ['start', 'finish', 'nopay'];

/** A number sent as a number or as its text ("1", "2.00", " 50 "); null for anything else. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value.trim());
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

/** An id or number the server may send as a number (prodOfferId 1354122) or as text. */
function toText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

const TEXT_FIELDS = [
  'serviceid',
  'uimId',
  'recordNumber',
  'prodOfferId',
  'prodOfferName',
  'acceptPerson',
  'cityCode',
  'resInstId',
  'uimResInstId',
  'dealerId',
  'dealerMainId',
  'netSignUrl',
  'TogetherUrl',
  'outTradeNo',
] as const;

/**
 * The record as the app uses it, read once where it enters. The server has been seen sending
 * openCardLocation, sumFee, ifCheckCard and its other numbers as strings ("1", "2.00"), and ids as
 * numbers; past this point every field has the contract's type, so no screen compares raw values.
 * A location outside 1–4 counts as 1 (the package step), whose resume rules then look at the payment.
 * null when the answer holds no record (no card id). Throws UnreadableFeeError when sumFee cannot be
 * read: as 0 it would skip the prepayment, or submit a paid opening as unpaid.
 */
export function normaliseRecord(data: unknown): OpeningRecord | null {
  if (typeof data !== 'object' || data === null) return null;
  const raw = data as Record<string, unknown>;
  const uimId = toText(raw.uimId);
  if (uimId === undefined || uimId === '') return null;
  const text: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = {};
  for (const field of TEXT_FIELDS) {
    const value = toText(raw[field]);
    if (value !== undefined) text[field] = value;
  }
  const location = toNumber(raw.openCardLocation);
  const flag = typeof raw.rechargeFlag === 'string' ? raw.rechargeFlag.trim().toLowerCase() : '';
  const sumFee = readPrice(raw.sumFee);
  if (sumFee === null) throw new UnreadableFeeError();
  const systemId = toNumber(raw.systemId);
  const serviceKind = toNumber(raw.serviceKind);
  const record: OpeningRecord = {
    ...text,
    uimId,
    serviceid: text.serviceid ?? '',
    recordNumber: text.recordNumber ?? '',
    prodOfferId: text.prodOfferId ?? '',
    prodOfferName: text.prodOfferName ?? '',
    openCardLocation: (location !== null && LOCATIONS.includes(location) ? location : 1) as Location,
    rechargeFlag: (FLAGS.includes(flag) ? flag : 'start') as Flag,
    sumFee,
    ifCheckCard: toNumber(raw.ifCheckCard) === 1 ? 1 : 0,
  };
  // 归属 belongCode is always 360, a record's systemId 4 or 7 (product.md › 开卡向导) and its serviceKind 7 or 8:
  // anything else is not kept.
  if (toText(raw.belongCode) === '360') record.belongCode = '360';
  if (systemId === 4 || systemId === 7) record.systemId = systemId;
  if (serviceKind === 7 || serviceKind === 8) record.serviceKind = serviceKind;
  return record;
}

async function settleRecord(answer: Promise<CallResult<'queryOpenCardLocation'>>): Promise<LoadedRecord> {
  try {
    const result = await answer;
    if (!result.ok) return { kind: 'failed' };
    const record = normaliseRecord(result.data);
    return record ? { kind: 'found', record } : { kind: 'none' };
  } catch (error) {
    if (error instanceof UnreadableFeeError) return { kind: 'failed', message: error.message };
    return { kind: 'failed' };
  }
}

/** The record of a card, asked now (after a lookup, a save, 刷新支付结果). */
export function loadOpeningRecord(uimId: string): Promise<LoadedRecord> {
  return settleRecord(api.call(calls.queryOpenCardLocation, { uimId }));
}

/**
 * The record of the stored card as a page reads it on arrival, at the address `url`: the answer its
 * route's loader started (`openingRecordQuery`), or asked now when none did (a second entry, 重试). Null
 * when no card is stored.
 */
export function loadArrivalRecord(url: URL): Promise<LoadedRecord> | null {
  if (openingRecordQuery.bodyFor(url) === null) return null;
  return settleRecord(readRoute(openingRecordQuery, url));
}

/**
 * Saves the whole record (the call replaces the cached one, so every field goes each time). False when
 * the save failed: callers then show 缓存记录失败… and go back to step 0, as product.md › 开卡向导 says.
 */
export async function saveOpeningRecord(record: OpeningRecord, extras: SaveExtras = {}): Promise<boolean> {
  try {
    const result = await api.call(calls.addOpenCardLocation, { ...record, ...extras, applyEvent: '1' });
    return result.ok;
  } catch {
    return false;
  }
}
