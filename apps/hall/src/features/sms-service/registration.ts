import type { CallData } from '@bluecat/api/gateway';
import { type RejectNumberForm, rejectNumberAddRules } from '@bluecat/rules/sms-service/reject-number';
import { validate } from '@bluecat/rules/validate';

type RawRegistration = CallData<'QUERY_SMSREGISTER'>;

/** 行业 one of the 11 industry categories (product.md › 短信防打扰). */
export interface Industry {
  name: string;
  code: string;
}

/** A change still being processed (处理中): pickType add 登记 / delete 取消登记 (product.md › 短信防打扰). */
export interface PendingChange {
  pickType: 'add' | 'delete';
  /** Industry codes or numbers the row is about. */
  items: string[];
}

/** QUERY_SMSREGISTER, read once where it enters: comma lists split, blanks dropped. */
export interface Registration {
  industries: Industry[];
  serviceKind: number;
  /** 已登记 industry codes in force */
  registeredTypes: string[];
  /** 已拒收 numbers in force */
  registeredNums: string[];
  pendingTypes: PendingChange[];
  pendingNums: PendingChange[];
}

export function splitList(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function pendingOf(rows: unknown, field: 'registerNums' | 'RegisterType'): PendingChange[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: Record<string, unknown>) => {
    const pickType = row?.pickType === 'delete' ? 'delete' : row?.pickType === 'add' ? 'add' : null;
    const items = splitList(row?.[field]);
    return pickType && items.length > 0 ? [{ pickType, items }] : [];
  });
}

export function readRegistration(data: RawRegistration | undefined): Registration {
  const industries = Array.isArray(data?.list)
    ? data.list.map((item) => ({ name: String(item.name ?? ''), code: String(item.code ?? '') }))
    : [];
  return {
    industries: industries.filter((item) => item.code !== ''),
    serviceKind: Number(data?.serviceKind) || 0,
    registeredTypes: splitList(data?.success?.registerType),
    registeredNums: splitList(data?.success?.registerNums),
    pendingTypes: pendingOf(data?.TypeProcessing, 'RegisterType'),
    pendingNums: pendingOf(data?.NumProcessing, 'registerNums'),
  };
}

/**
 * Per-industry check state (product.md › 短信防打扰): unchanged (registered, still ticked), checked (newly ticked),
 * cancel (registered, now unticked), nochange (neither registered nor ticked).
 */
export type IndustryState = 'unchanged' | 'checked' | 'cancel' | 'nochange';

export function industryStateOf(code: string, registered: readonly string[], ticked: readonly string[]) {
  const was = registered.includes(code);
  const is = ticked.includes(code);
  if (was && is) return 'unchanged' satisfies IndustryState;
  if (is) return 'checked' satisfies IndustryState;
  if (was) return 'cancel' satisfies IndustryState;
  return 'nochange' satisfies IndustryState;
}

/** The industry part of CHANGESMS: only what differs from the registration, in the list's order. */
export function industryDiff(
  industries: readonly Industry[],
  registered: readonly string[],
  ticked: readonly string[],
): { addType: string; delType: string } {
  const states = industries.map((item) => [item.code, industryStateOf(item.code, registered, ticked)]);
  const pick = (state: IndustryState) =>
    states
      .filter(([, value]) => value === state)
      .map(([code]) => code)
      .join(',');
  return { addType: pick('checked'), delType: pick('cancel') };
}

/** Codes or numbers of pending rows: they cannot be changed again until processed. */
export function pendingItems(rows: readonly PendingChange[]): string[] {
  return rows.flatMap((row) => row.items);
}

/**
 * Numbers a new entry would duplicate (添加的号码已拒收！！！): rejected and in force, and those being added.
 * A number whose 取消登记 is being processed is on its way out, so it is not "already rejected" (product.md › 短信防打扰).
 */
export function rejectedNumbers(
  registration: Pick<Registration, 'registeredNums' | 'pendingNums'>,
): string[] {
  const leaving = registration.pendingNums
    .filter((row) => row.pickType === 'delete')
    .flatMap((row) => row.items);
  const coming = registration.pendingNums.filter((row) => row.pickType === 'add').flatMap((row) => row.items);
  const staying = registration.registeredNums.filter((number) => !leaving.includes(number));
  return [...staying, ...coming.filter((number) => !staying.includes(number))];
}

export { isOwnNumber } from './route-calls.ts';

/** What 提交 does with the reject-number list: send it, or first list the number still typed. */
export type NumbersOnSubmit =
  | { kind: 'send'; addList: string[] }
  | { kind: 'listed'; addList: string[] }
  | { kind: 'refused'; failure: string };

/**
 * 提交 and the number still in the input (product.md › 短信防打扰). What is sent is what is listed: a typed number that
 * was never shown in the list does not go out with it. It is not dropped without a word either: 提交 does
 * what 添加 would, so it joins the list (and nothing is sent until 提交 is pressed with it in view) or is
 * refused with the reason, as an 11th number is.
 */
export function numbersOnSubmit(form: RejectNumberForm): NumbersOnSubmit {
  const entry = form.entry.trim();
  if (entry === '') return { kind: 'send', addList: [...form.addList] };
  const failure = validate(rejectNumberAddRules, { ...form, entry });
  return failure
    ? { kind: 'refused', failure: failure.message }
    : { kind: 'listed', addList: [...form.addList, entry] };
}

/** 登记 / 取消登记 */
export const PICK_TYPE_LABELS: Record<PendingChange['pickType'], string> = {
  add: '登记',
  delete: '取消登记',
};
