import type { OrderedBusiness } from './order-status.ts';

/** product.md › 已订业务: ordered business is asked for 6 at a time, starting at page 1. */
export const PAGE_SIZE = 6;
export const FIRST_PAGE = 1;

/** One page of ORDER_BUSINESS as the screen understands it. */
export type PageAnswer = { kind: 'page'; items: OrderedBusiness[] } | { kind: 'noData' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads what the gateway handed back for a successful ORDER_BUSINESS. Success carries `list` at the top level
 * and no `data`, so the gateway returns the whole body. A body with `data` counts as failure (product.md › 已订业务): the
 * gateway then returns that data (no envelope `code`, no `list`), or the whole body when data is null
 * (still carrying the `data` key). Either way it reads as noData, which the screen shows as 暂无数据.
 */
export function readOrderPage(value: unknown): PageAnswer {
  if (!isRecord(value) || !('code' in value) || 'data' in value || !Array.isArray(value.list)) {
    return { kind: 'noData' };
  }
  return { kind: 'page', items: value.list.filter(isOrderedBusiness) };
}

function isOrderedBusiness(item: unknown): item is OrderedBusiness {
  return isRecord(item) && typeof item.packageName === 'string';
}

/** One tab's list, kept while the screen is open so switching tabs does not load again. */
export interface TabList {
  items: OrderedBusiness[];
  /** Pages answered so far. */
  page: number;
  /** The page asked for and not answered yet; null when nothing is under way. */
  pending: number | null;
  /** Why the first page failed; the screen shows the error block with 重试. */
  error: string | null;
  /** A later page failed: the list stays, and 加载更多 asks again (the sentinel does not, to avoid a loop). */
  moreFailed: boolean;
  /** No page after this one: the last was shorter than PAGE_SIZE, empty, or carried data. */
  done: boolean;
}

/** A tab seen for the first time: page 1 is asked for at once. */
export function freshList(): TabList {
  return { items: [], page: 0, pending: FIRST_PAGE, error: null, moreFailed: false, done: false };
}

export function canLoadMore(list: TabList): boolean {
  return list.page >= FIRST_PAGE && !list.done && list.pending === null && list.error === null;
}

/** Asks for the next page; unchanged when there is none to ask for or one is under way. */
export function requestMore(list: TabList): TabList {
  if (!canLoadMore(list)) return list;
  return { ...list, pending: list.page + 1, moreFailed: false };
}

export function applyAnswer(list: TabList, page: number, answer: PageAnswer): TabList {
  // An answer for a page that is no longer awaited (a retry overtook it) changes nothing.
  if (list.pending !== page) return list;
  if (answer.kind === 'noData') {
    // On page 1 this is the spec's 暂无数据; after it, the list simply ends.
    return { ...list, pending: null, done: true, moreFailed: false };
  }
  const items = page === FIRST_PAGE ? answer.items : [...list.items, ...answer.items];
  return {
    items,
    page,
    pending: null,
    error: null,
    moreFailed: false,
    done: answer.items.length < PAGE_SIZE,
  };
}

export function applyFailure(list: TabList, page: number, message: string): TabList {
  if (list.pending !== page) return list;
  if (page === FIRST_PAGE) return { ...list, pending: null, error: message };
  return { ...list, pending: null, moreFailed: true };
}

export type ListStatus = 'loading' | 'error' | 'success';

/** The page state of a tab: skeleton until page 1 is answered, then the error block or the list. */
export function listStatus(list: TabList): ListStatus {
  if (list.error !== null) return 'error';
  if (list.page === 0 && !list.done) return 'loading';
  return 'success';
}
