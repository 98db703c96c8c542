import { readDraft, writeDraft } from '@bluecat/ui/drafts';
import { isHttpUrl, isSameSitePath } from '@bluecat/ui/safe-url';
import type { HallFormDraft } from '../../lib/form-drafts.ts';
import {
  centsOf,
  INVOICE_STATUS,
  type InvoiceMonth,
  type InvoiceStatus,
  monthKeyOf,
  monthLabel,
  yuanOfCents,
} from './invoice-items.ts';

/** An invoice's detail (INVOICE_DETAIL, with NEW_MONTHS_INFO where it is known), read once at the boundary. */
export interface InvoiceDetail {
  mobilePhone: string;
  /** The bill month as shown, e.g. 2024年04月 */
  time: string;
  /** 发票抬头类型 1 personal / 2 enterprise, as words */
  titleType: string;
  title: string;
  taxNumber: string;
  name: string;
  telephone: string;
  email: string;
  /** Addresses of the documents, only those a page may show */
  images: string[];
}

export interface InvoiceMonthsInfo {
  /** Yuan, two decimals */
  amount: string;
  months: string[];
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** product.md › 发票: 1 personal, 2 enterprise. */
export function titleTypeLabel(raw: unknown): string {
  const value = Number(raw);
  return value === 2 ? '企业' : value === 1 ? '个人' : '';
}

export function parseInvoiceDetail(data: unknown): InvoiceDetail {
  const item = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const month = monthKeyOf(item.time);
  return {
    mobilePhone: text(item.mobilePhone),
    time: month ? monthLabel(month) : text(item.time),
    titleType: titleTypeLabel(item.invoiceType),
    title: text(item.title),
    taxNumber: text(item.taxNumber),
    name: text(item.name),
    telephone: text(item.telephone),
    email: text(item.email),
    images: Array.isArray(item.images)
      ? item.images.filter((url): url is string => isHttpUrl(url) || isSameSitePath(url))
      : [],
  };
}

export function parseMonthsInfo(data: unknown): InvoiceMonthsInfo {
  const item = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const months = Array.isArray(item.months) ? item.months.map(monthKeyOf).filter(Boolean) : [];
  return { amount: yuanOfCents(centsOf(item.saleAmount)), months: months.map(monthLabel) };
}

/** product.md › 发票: an invoice's e-mail can be sent at most 3 times. */
export const MAX_EMAIL_SENDS = 3;

const SENDS_DRAFT: HallFormDraft = 'invoice-sends';

/** How many times this tab has sent an invoice by e-mail; the server keeps the real count. */
export function sendsOf(id: string): number {
  const count = readDraft<Record<string, number>>(SENDS_DRAFT)?.[id];
  return typeof count === 'number' && count > 0 ? count : 0;
}

export function countSend(id: string): number {
  const all = readDraft<Record<string, number>>(SENDS_DRAFT) ?? {};
  const next = sendsOf(id) + 1;
  writeDraft(SENDS_DRAFT, { ...all, [id]: next });
  return next;
}

/** 发票状态 of one invoice, as the lists tell it (INVOICE_DETAIL carries none). */
export interface InvoiceState {
  status: InvoiceStatus;
  /** errMsg of a failed invoice (status 3), '' otherwise. */
  reason: string;
}

/** The newer list (NEW_INVOICE_LIST) item of this id; null when the list does not have it. */
export function stateInNewerList(months: readonly InvoiceMonth[], id: string): InvoiceState | null {
  const item = months.find((month) => month.id === id);
  return item ? { status: item.status, reason: item.status === 3 ? item.reason : '' } : null;
}

const hasId = (list: unknown, id: string): boolean =>
  Array.isArray(list) &&
  list.some(
    (entry) => typeof entry === 'object' && entry !== null && text((entry as { id?: unknown }).id) === id,
  );

/**
 * The older list (INVOICE_LIST) knows two states: openedInvoice is issued (2), notInvoice not issued (0).
 * null when the id is in neither.
 */
export function stateInOlderList(data: unknown, id: string): InvoiceState | null {
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (hasId(body.openedInvoice, id)) return { status: 2, reason: '' };
  if (hasId(body.notInvoice, id)) return { status: 0, reason: '' };
  return null;
}

/** 重新发送 only for 2 issued and 3 failed (product.md › 发票); never while the status is not known. */
export function canResend(state: InvoiceState | null): boolean {
  return state !== null && INVOICE_STATUS[state.status].resend;
}

/** Decided: why 重新发送 is not offered, per status; the spec names no texts for these. */
export function noResendReason(state: InvoiceState | null): string {
  if (state === null) return '暂未查到该发票的开票状态，暂不能重新发送';
  return state.status === 1 ? '发票正在开具中，开具完成后可发送至邮箱' : '该月份尚未开票，开票后可发送至邮箱';
}
