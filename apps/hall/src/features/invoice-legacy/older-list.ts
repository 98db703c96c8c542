import { readPrice } from '@bluecat/rules/money';

/** The older invoice list (INVOICE_LIST: notInvoice, openedInvoice; product.md › 发票), read once at the boundary. */
export interface OlderInvoice {
  id: string;
  /** YYYY-MM as sent */
  time: string;
  /** Yuan, two decimals */
  amount: string;
}

export interface OlderInvoiceList {
  notInvoice: OlderInvoice[];
  openedInvoice: OlderInvoice[];
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * A price as yuan with two decimals, summed nowhere, so a plain fixed rounding of the fen value is
 * enough; '' when it is not a price (readPrice: negative, unreadable, past PRICE_CEILING_YUAN).
 */
export function yuan(value: unknown): string {
  const amount = readPrice(value);
  if (amount === null) return '';
  return (Math.round(Number((amount * 100).toFixed(6))) / 100).toFixed(2);
}

function items(value: unknown): OlderInvoice[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const item = entry as Record<string, unknown>;
    const id = text(item.id);
    const amount = yuan(item.amount);
    // A month whose amount is not a price is not offered for an invoice.
    return id && amount !== '' ? [{ id, time: text(item.time), amount }] : [];
  });
}

export function parseOlderList(data: unknown): OlderInvoiceList {
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  return { notInvoice: items(body.notInvoice), openedInvoice: items(body.openedInvoice) };
}

/** What the older form's address names: /invoice?money=&time=&id= (id from /state, time from older links). */
export interface MonthLink {
  id: string;
  time: string;
}

/**
 * The month the older form starts with. A link that names a month decides, whatever an earlier visit left
 * in the draft: by id, else by time; a named month that is no longer 未开票 leaves the choice empty rather
 * than picking another. Without a link the draft's month stays while it is still offered.
 */
export function monthOfLink(months: readonly OlderInvoice[], link: MonthLink, draftId: string): string {
  const id = link.id.trim();
  const time = link.time.trim();
  if (id !== '' || time !== '') {
    const linked =
      (id !== '' ? months.find((item) => item.id === id) : undefined) ??
      (time !== '' ? months.find((item) => item.time === time) : undefined);
    return linked?.id ?? '';
  }
  return months.some((item) => item.id === draftId) ? draftId : '';
}

/**
 * After a SUBMIT_INVOICE whose answer never came: whether INVOICE_LIST shows the month was taken up (it
 * moved to openedInvoice, or is no longer offered in notInvoice).
 */
export function olderInvoiceTaken(list: OlderInvoiceList, id: string): boolean {
  return list.openedInvoice.some((item) => item.id === id) || !list.notInvoice.some((item) => item.id === id);
}
