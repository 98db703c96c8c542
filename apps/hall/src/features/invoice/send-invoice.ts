import type { CallBody } from '@bluecat/api/gateway';
import { INVOICE_STATUS, type InvoiceMonth } from './invoice-items.ts';
import type { Company, SubmitDraft } from './invoice-session.ts';

/** 发票类型 invoice kinds (product.md › 发票). */
export type InvoiceKind = '81' | '82' | '026';

export const INVOICE_KINDS: readonly { value: InvoiceKind; label: string }[] = [
  { value: '81', label: '增值税专用电子发票' },
  { value: '82', label: '增值税普通电子发票' },
  { value: '026', label: '电子发票' },
];

/** A personal title is always an ordinary e-invoice (product.md › 发票). */
export const PERSONAL_KIND: InvoiceKind = '82';

export function isInvoiceKind(value: string): value is InvoiceKind {
  return INVOICE_KINDS.some((kind) => kind.value === value);
}

/** 抬头类型 as NEW_SEND_INVOICE's invoiceType: 1 personal, 2 company (product.md › 发票). */
const TITLE_CODE = { personal: 1, company: 2 } as const;

/**
 * The NEW_SEND_INVOICE body. A personal title sends the months, kind 82 and the e-mail only; a company
 * title adds the chosen company (tinId) and its fields as shown on the form.
 */
export function sendInvoiceBody(
  ids: readonly string[],
  draft: SubmitDraft,
  tinId: string,
): CallBody<'NEW_SEND_INVOICE'> {
  const email = draft.email.trim();
  if (draft.titleType === 'personal') {
    return { ids: [...ids], type: PERSONAL_KIND, email, invoiceType: TITLE_CODE.personal };
  }
  const { company } = draft;
  return {
    ids: [...ids],
    tinId,
    type: isInvoiceKind(draft.invoiceType) ? draft.invoiceType : PERSONAL_KIND,
    email,
    invoiceType: TITLE_CODE.company,
    name: company.name.trim(),
    address: company.address.trim(),
    tel: company.tel.trim(),
    tin: company.tin.trim(),
    bankName: company.bankName.trim(),
    bankAccount: company.bankAccount.trim(),
  };
}

/**
 * The tinId a company title may send: the chosen company's id, only while it is one of the verified
 * number's own saved companies (NEW_QUERY_USER, product.md › 发票). A company deleted since it was chosen, or saved
 * under another number, gives '' and is chosen again.
 */
export function tinIdOf(chosen: Company, own: readonly Company[]): string {
  if (chosen.id === '') return '';
  return own.some((company) => company.id === chosen.id) ? chosen.id : '';
}

/**
 * After a NEW_SEND_INVOICE whose answer never came: whether the list shows it was taken up, i.e. one of
 * the months sent is no longer 未开票 (issuing, issued or failed). Then a second request would issue
 * twice or be refused; otherwise nothing was requested and the person may submit again.
 */
export function submittedAlready(ids: readonly string[], months: readonly InvoiceMonth[]): boolean {
  return months.some((item) => ids.includes(item.id) && INVOICE_STATUS[item.status].tab === 'issued');
}

/** Decided: the spec names no text for a chosen company that is no longer the number's own. */
export const COMPANY_GONE = '所选公司信息已删除或不属于当前号码，请重新选择公司信息';
