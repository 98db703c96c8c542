import { readPrice } from '@bluecat/rules/money';

/**
 * The newer invoice list (NEW_INVOICE_LIST, product.md › 发票), normalised once where it enters: amounts
 * arrive as numbers or strings, the status as a number or a digit, fields may be missing. No screen
 * compares raw values.
 */

/** 发票状态 invoice status (product.md › 发票). */
export type InvoiceStatus = 0 | 1 | 2 | 3;

export interface InvoiceStatusInfo {
  label: string;
  /** 2 issued and 3 failed may be sent by e-mail again. */
  resend: boolean;
  /** Which tab lists the month: not issued, or issued/issuing/failed. */
  tab: 'open' | 'issued';
}

export const INVOICE_STATUS: Readonly<Record<InvoiceStatus, InvoiceStatusInfo>> = {
  0: { label: '未开票', resend: false, tab: 'open' },
  1: { label: '开票中', resend: false, tab: 'issued' },
  2: { label: '已开票', resend: true, tab: 'issued' },
  3: { label: '开票失败', resend: true, tab: 'issued' },
};

/** An unknown status counts as not issued: the month is offered again rather than hidden. */
export function invoiceStatusOf(raw: unknown): InvoiceStatus {
  const value = typeof raw === 'string' ? Number(raw.trim()) : raw;
  return value === 1 || value === 2 || value === 3 ? value : 0;
}

export interface InvoiceMonth {
  id: string;
  /** YYYY-MM */
  month: string;
  /** Amount in fen (cents), so sums never drift. */
  cents: number;
  userId: string;
  status: InvoiceStatus;
  /** Invoice kind once requested ('81', '82', '026'); '' while not issued. */
  kind: string;
  /** Why issuing failed (status 3); '' otherwise. */
  reason: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** Yuan (number or numeric string) to whole fen; anything unreadable is 0. */
export function centsOf(amount: unknown): number {
  const value = typeof amount === 'string' ? Number(amount.trim()) : amount;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  // 1.005 * 100 is 100.49999…: cut the binary noise at 6 decimals first, so halves round up as written.
  return Math.round(Number((value * 100).toFixed(6)));
}

/** '2024-4', '202404', '2024/04' and '2024-04-01' all become '2024-04'; anything else ''. */
export function monthKeyOf(raw: unknown): string {
  const match = /^(\d{4})\D?(\d{1,2})/.exec(text(raw));
  if (!match) return '';
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${String(month).padStart(2, '0')}` : '';
}

export function parseInvoiceList(data: unknown): InvoiceMonth[] {
  const list = typeof data === 'object' && data !== null ? (data as { list?: unknown }).list : undefined;
  if (!Array.isArray(list)) return [];
  const months: InvoiceMonth[] = [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    const item = entry as Record<string, unknown>;
    const id = text(item.id);
    const month = monthKeyOf(item.feeMonth);
    // A month whose amount is not a price (readPrice) is not offered for an invoice.
    const amount = readPrice(item.feeAmount);
    if (id === '' || month === '' || amount === null) continue;
    months.push({
      id,
      month,
      cents: centsOf(amount),
      userId: text(item.userId),
      status: invoiceStatusOf(item.status),
      kind: text(item.type),
      reason: text(item.errMsg),
    });
  }
  // Newest month first.
  return months.sort((a, b) => (a.month < b.month ? 1 : a.month > b.month ? -1 : 0));
}

function shiftMonth(now: Date, back: number): string {
  const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The months before the current one, newest first (product.md › 发票: 6 for invoicing, 12 for the records). */
export function monthsBefore(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shiftMonth(now, index + 1));
}

/** 可开票月份 the last 6 months, excluding the current one (product.md › 发票). */
export const INVOICE_WINDOW_MONTHS = 6;
/** The list shows at most 1 year of records (product.md › 发票). */
export const RECORD_WINDOW_MONTHS = 12;

export interface InvoiceTabs {
  /** 未开票: not issued, within the 6-month window. */
  open: InvoiceMonth[];
  /** 已开票: issuing, issued or failed, within the last year. */
  issued: InvoiceMonth[];
}

export function splitInvoiceTabs(months: readonly InvoiceMonth[], now: Date): InvoiceTabs {
  const window = new Set(monthsBefore(now, INVOICE_WINDOW_MONTHS));
  const year = new Set(monthsBefore(now, RECORD_WINDOW_MONTHS));
  return {
    open: months.filter((item) => INVOICE_STATUS[item.status].tab === 'open' && window.has(item.month)),
    issued: months.filter((item) => INVOICE_STATUS[item.status].tab === 'issued' && year.has(item.month)),
  };
}

/** Fen as yuan with two decimals: 30 → '0.30'. */
export function yuanOfCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 开票金额 the sum of the chosen amounts, rounded to 2 decimals (product.md › 发票), summed in fen: 0.1 + 0.2 → '0.30'. */
export function sumAmounts(amounts: readonly unknown[]): string {
  return yuanOfCents(amounts.reduce<number>((total, amount) => total + centsOf(amount), 0));
}

/** '2024-04' → '2024年04月'. */
export function monthLabel(month: string): string {
  const [year, value] = month.split('-');
  return year && value ? `${year}年${value}月` : month;
}
