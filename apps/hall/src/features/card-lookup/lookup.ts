import type { IdentityEntry } from '../../lib/face-auth/identity-start-page.tsx';
import { HALL_DRAFTS } from '../../lib/hall-drafts.ts';
import { formatYuan } from '../../lib/money.ts';

/** The 一证通查 card lookup form (product.md › 一证通查), kept as a draft while the person is at the provider. */
export interface CardLookupForm {
  /** 身份证号后六位 ID last six characters */
  idCardNumber: string;
  name: string;
}

export const CARD_LOOKUP_DRAFT = HALL_DRAFTS.cardLookup;

export const CARD_LOOKUP_ENTRIES: readonly IdentityEntry[] = [
  { input: 'idSuffix', field: 'idCardNumber' },
  { input: 'name', field: 'name' },
];

/**
 * What /card is opened with: the passed verification and the form it was for. It travels in the
 * history entry, so a reload of /card asks again with the same verification, and an address typed or
 * shared without it goes back to the form.
 */
export interface CardLookupState extends CardLookupForm {
  bizNo: string;
}

export function readCardLookupState(state: unknown): CardLookupState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { bizNo, idCardNumber, name } = state as Record<string, unknown>;
  if (typeof bizNo !== 'string' || bizNo === '') return null;
  return {
    bizNo,
    idCardNumber: typeof idCardNumber === 'string' ? idCardNumber : '',
    name: typeof name === 'string' ? name : '',
  };
}

/** 正常服务 is normal; anything else is shown as owing (product.md › 一证通查). */
export const NORMAL_STATUS = '正常服务';
export const OWING_LABEL = '欠费';

export function cardStatusOf(status: string): { label: string; owing: boolean } {
  return status.trim() === NORMAL_STATUS
    ? { label: NORMAL_STATUS, owing: false }
    : { label: OWING_LABEL, owing: true };
}

/** A balance in yuan with two decimals: 68.5 → 68.50元, -12.3 → -12.30元. */
export function formatBalance(amount: number): string {
  return `${formatYuan(amount)}元`;
}
