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

/**
 * 价格上限 the most, in yuan, any one thing a subscriber or a customer pays for may cost: a top-up's face
 * value, a flow pack, a plan's or a value-added package's monthly fee, a month's bill on an e-invoice, an
 * opening's prepayment. The spec names no limit; operators sell online top-ups of at most 500 元 a time,
 * and every other price here is a fraction of that (plans and packs cost tens of yuan a month). 1000 is
 * twice the largest top-up: far above any real price, far below the absurd amounts a broken answer
 * carries (售价30436795.56元). An amount past it is not a price to offer or to charge.
 */
export const PRICE_CEILING_YUAN = 1000;

/**
 * 价格 a price, a fee or a face value in yuan: readable, not negative (0 is a free package) and not past
 * PRICE_CEILING_YUAN, else null. The one reader of every amount a subscriber or a customer pays: an
 * item whose price is null is not offered, and a fee that is null stops the step that would charge it.
 * A balance is not a price (it may be owed, below 0): read it with readYuan.
 */
export function readPrice(value: unknown): number | null {
  const yuan = readYuan(value);
  return yuan !== null && yuan >= 0 && yuan <= PRICE_CEILING_YUAN ? yuan : null;
}
