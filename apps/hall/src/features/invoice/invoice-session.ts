import { readStored, writeStored } from '@bluecat/api/storage';
import { readDraft, writeDraft } from '@bluecat/ui/drafts';
import type { HallFormDraft } from '../../lib/form-drafts.ts';

/**
 * What the newer invoice flow keeps between its screens. The verified number is the spec's `phone` key
 * (product.md › 发票: stored after the SMS code or the ID photo, the service_id of every later call); the rest are
 * this tab's drafts, so a reload or the trip to /addsite loses nothing.
 */

export function readVerifiedPhone(): string | null {
  const phone = readStored('phone');
  return phone && phone.trim() !== '' ? phone.trim() : null;
}

export function storeVerifiedPhone(phone: string): void {
  writeStored('phone', phone);
}

/** The months chosen on /invoiceList, carried to /submitInvoice. */
export interface InvoiceSelection {
  ids: string[];
}

export const SELECTION_DRAFT: HallFormDraft = 'invoice-selection';
export const EMPTY_SELECTION: InvoiceSelection = { ids: [] };

/** The chosen months as /submitInvoice shows and sends them. */
export interface InvoiceOrder {
  ids: string[];
  months: string[];
  /** Yuan, two decimals */
  total: string;
}

export const ORDER_DRAFT: HallFormDraft = 'invoice-order';

export function readOrder(): InvoiceOrder | null {
  const order = readDraft<InvoiceOrder>(ORDER_DRAFT);
  return order && Array.isArray(order.ids) && order.ids.length > 0 ? order : null;
}

export function storeOrder(order: InvoiceOrder): void {
  writeDraft(ORDER_DRAFT, order);
}

/**
 * userId of the verified number (from its invoice items): the key of its saved companies (product.md › 发票). It is
 * kept with the number it came from, so a userId learnt for another number is never used for this one;
 * until the list has named one, the verified number stands in. '' without a verified number.
 */
const USER_DRAFT: HallFormDraft = 'invoice-user';

export function readInvoiceUserId(): string {
  const phone = readVerifiedPhone();
  if (!phone) return '';
  const stored = readDraft<{ userId?: unknown; phone?: unknown }>(USER_DRAFT);
  return stored?.phone === phone && typeof stored.userId === 'string' && stored.userId !== ''
    ? stored.userId
    : phone;
}

export function storeInvoiceUserId(userId: string): void {
  const phone = readVerifiedPhone();
  if (userId && phone) writeDraft(USER_DRAFT, { userId, phone });
}

/** A company as /addsite lists it and /submitInvoice sends it (product.md › 发票). */
export interface Company {
  id: string;
  name: string;
  tin: string;
  address: string;
  tel: string;
  bankName: string;
  bankAccount: string;
}

export const EMPTY_COMPANY: Company = {
  id: '',
  name: '',
  tin: '',
  address: '',
  tel: '',
  bankName: '',
  bankAccount: '',
};

const field = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A NEW_QUERY_USER or NEW_QUERY_TITLE answer as companies; registry hits have no id. */
export function parseCompanies(data: unknown): Company[] {
  const list = typeof data === 'object' && data !== null ? (data as { list?: unknown }).list : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const item = entry as Record<string, unknown>;
    const company: Company = {
      id: field(item.id),
      name: field(item.name),
      tin: field(item.tin).toUpperCase(),
      address: field(item.address),
      tel: field(item.tel),
      bankName: field(item.bankName),
      bankAccount: field(item.bankAccount),
    };
    return company.name === '' ? [] : [company];
  });
}

/** 抬头类型 title type: 个人 personal or 企业 company. */
export type TitleType = 'personal' | 'company';

/** /submitInvoice as typed; the company part is filled by choosing on /addsite. */
export interface SubmitDraft {
  titleType: TitleType;
  /** 发票类型 for a company title: '81', '82' or '026'; '' until chosen. Personal is always 82. */
  invoiceType: string;
  email: string;
  company: Company;
  /**
   * A NEW_SEND_INVOICE went out and no answer came back (a timeout, a network failure, or the page left
   * while it was on its way): the invoice may have been requested. Set before sending, cleared by an
   * answer; while it names months, 提交 checks the list for them before anything is sent again.
   */
  unconfirmedIds: string[];
}

export const SUBMIT_DRAFT: HallFormDraft = 'invoice-submit';
export const EMPTY_SUBMIT: SubmitDraft = {
  titleType: 'personal',
  invoiceType: '',
  email: '',
  company: EMPTY_COMPANY,
  unconfirmedIds: [],
};

/** Choosing a company on /addsite switches the title to company and fills its fields (product.md › 发票). */
export function chooseCompany(company: Company): void {
  const current = readDraft<Partial<SubmitDraft>>(SUBMIT_DRAFT) ?? {};
  writeDraft<SubmitDraft>(SUBMIT_DRAFT, { ...EMPTY_SUBMIT, ...current, titleType: 'company', company });
}

/**
 * A company deleted on /addsite is no longer the chosen one: the submit page must not send its id as tinId.
 */
export function forgetCompany(id: string): void {
  const current = readDraft<Partial<SubmitDraft>>(SUBMIT_DRAFT);
  if (!current || current.company?.id !== id) return;
  writeDraft<SubmitDraft>(SUBMIT_DRAFT, { ...EMPTY_SUBMIT, ...current, company: EMPTY_COMPANY });
}
