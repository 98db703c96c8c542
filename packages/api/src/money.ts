/**
 * Money as an answer sends it. The operator's servers have been seen sending amounts as numbers and as
 * their text ("50", "2.00", " 19.9 "); anything else ("50元", "¥50", "1e3", "", a missing field) is
 * unreadable and comes back as null, never as 0: a fee read as 0 would let a paid step be skipped, so
 * every caller decides what an unreadable amount stops.
 */

/** Plain decimal text: optional sign, digits, optional fraction. No units, exponents, hex or grouping. */
const DECIMAL_TEXT = /^[+-]?\d+(?:\.\d+)?$/;

/** Yuan, signed (a balance may be owed), or null when unreadable. */
export function readYuan(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return DECIMAL_TEXT.test(text) ? Number(text) : null;
}

/** A fee or a price in yuan: readable and not negative (0 is a free package), else null. */
export function readFee(value: unknown): number | null {
  const yuan = readYuan(value);
  return yuan !== null && yuan >= 0 ? yuan : null;
}
