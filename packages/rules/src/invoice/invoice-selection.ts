import type { Rule } from '../validate.ts';

/** /invoiceList selection: the ids of the chosen months (product.md › 发票). */
export interface InvoiceSelectionForm {
  ids: readonly string[];
}

export const invoiceSelectionRules: readonly Rule<InvoiceSelectionForm>[] = [
  { field: 'ids', test: (_value, form) => form.ids.length > 0, message: '请选择开票月份' },
];
