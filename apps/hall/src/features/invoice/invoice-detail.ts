import { isHttpUrl, isSameSitePath } from '@bluecat/ui/safe-url';
import { readDraft, writeDraft } from '@bluecat/ui/use-persisted-state';
import { centsOf, monthKeyOf, monthLabel, yuanOfCents } from './invoice-items.ts';

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

/** 000 §3: 1 personal, 2 enterprise. */
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

/** 000 §9: an invoice's e-mail can be sent at most 3 times. */
export const MAX_EMAIL_SENDS = 3;

const SENDS_DRAFT = 'invoice-sends';

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
