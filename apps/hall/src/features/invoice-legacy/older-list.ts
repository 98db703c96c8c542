/** The older invoice list (INVOICE_LIST: notInvoice, openedInvoice; 000 §3), read once at the boundary. */
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

/** Yuan with two decimals, summed nowhere, so a plain fixed rounding of the fen value is enough. */
export function yuan(value: unknown): string {
  const amount = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '0.00';
  return (Math.round(Number((amount * 100).toFixed(6))) / 100).toFixed(2);
}

function items(value: unknown): OlderInvoice[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const item = entry as Record<string, unknown>;
    const id = text(item.id);
    return id ? [{ id, time: text(item.time), amount: yuan(item.amount) }] : [];
  });
}

export function parseOlderList(data: unknown): OlderInvoiceList {
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  return { notInvoice: items(body.notInvoice), openedInvoice: items(body.openedInvoice) };
}
