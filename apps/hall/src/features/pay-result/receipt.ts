/**
 * What the top-up hands the success page in the navigation state: the number, what was bought and what it
 * cost. Read defensively: the page may also be opened from a link or history without it.
 */
export interface PayReceipt {
  mobilePhone: string;
  title: string;
  amount: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function readReceipt(state: unknown): PayReceipt | null {
  if (!isRecord(state)) return null;
  const { mobilePhone, title, amount } = state;
  if (typeof mobilePhone !== 'string' || typeof title !== 'string') return null;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  return { mobilePhone, title, amount };
}

/** The reason a paid flow pack was refused, handed to /flowPayFali; null when absent. */
export function readReason(state: unknown): string | null {
  if (!isRecord(state)) return null;
  return typeof state.reason === 'string' && state.reason.trim() !== '' ? state.reason : null;
}
