/** 通用充值 the top-up a /UniversalPay link describes (product.md › 万能充值: query recordNumber, serviceid, amount). */
export interface UniversalLink {
  recordNumber: string;
  /** The phone number topped up. */
  serviceid: string;
  /** Yuan. */
  amount: number;
}

/** product.md › 万能充值: phone numbers are 11 digits. */
const PHONE = /^\d{11}$/;
/** Yuan with at most two decimals, as a cashier takes them. */
const YUAN = /^\d+(\.\d{1,2})?$/;

/** The link's top-up, or null when a part is missing or malformed (the page then pays nothing). */
export function parseUniversalLink(search: string): UniversalLink | null {
  const query = new URLSearchParams(search);
  const recordNumber = query.get('recordNumber')?.trim() ?? '';
  const serviceid = query.get('serviceid')?.trim() ?? '';
  const rawAmount = query.get('amount')?.trim() ?? '';
  if (recordNumber === '' || !PHONE.test(serviceid) || !YUAN.test(rawAmount)) return null;
  const amount = Number(rawAmount);
  return amount > 0 ? { recordNumber, serviceid, amount } : null;
}
