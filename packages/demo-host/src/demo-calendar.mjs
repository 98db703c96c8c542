/**
 * The demo stack's calendar. The contract's examples (openapi/) are written as of one day,
 * EXAMPLES_TODAY: this month's bill is 2024-05, the history the months before, a sign-in of that day, top-ups,
 * orders and comments of the weeks before. Served as they are, a tester in another year would see a stack
 * stuck in 2024, while the invoice screen counts its window from the phone's today. So the demo stack moves
 * every date of Prism's answers from that day to today (`createCalendarProxy`, which `startPrism` puts in
 * front of the mock), keeping each value's format, and the mock console reads a date a request asks for
 * back on the examples' calendar (`shiftDates(value, invert(shift))`) before it picks the example that
 * answers it.
 *
 * How a value moves, by the whole months and the whole days between the two days:
 * - a month (`2024-05`, `2024年05月`, a whole value `202405`) by the months;
 * - a day or a time that bounds a month (the 1st at 00:00, its last day at 23:59, or a day without a time
 *   on either) by the months, onto the same bound: a period stays a calendar month;
 * - any other day or time (`2024-05-20 10:30:15`, `2024-05-12`) by the days, the time of day kept: a
 *   sign-in of the examples' day is of today, and a record of the weeks before is of the weeks before today;
 * - years from 2099 on are the contract's "no end" (`2099-12-31 23:59:59`) and stay.
 * Digits inside identifiers (`BC202405201030150001`, `INV202404`) are not dates and stay, so an id a list
 * gives opens the same example.
 *
 * Today is, first, the request's `X-Demo-Today: YYYY-MM-DD` (a test sees the stack at any day), then
 * `DEMO_TODAY` (the journeys fix theirs: e2e/journey-day.mjs), then the clock's day in China (UTC+8), where
 * the product's subscribers are.
 */
import http from 'node:http';
import { forwardRequest } from './reverse-proxy.mjs';

/** The day the contract's examples are written as of (openapi/README.md, "Dates"). */
export const EXAMPLES_TODAY = '2024-05-20';
/** A request header naming the day the answer is for. */
export const TODAY_HEADER = 'x-demo-today';
/** The variable naming the day the demo stack's answers are for. */
export const TODAY_VARIABLE = 'DEMO_TODAY';

const DAY_MS = 86_400_000;
/** From this year on a date means "no end" and is kept. */
const OPEN_END_YEAR = 2099;

/** @param {number} year @param {number} month 1–12 */
const daysIn = (year, month) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (value, width = 2) => String(value).padStart(width, '0');

/**
 * @param {string} text
 * @returns {{ year: number; month: number; day: number } | undefined}
 */
function readDay(text) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return undefined;
  return { year, month, day };
}

/** Whether `text` is a calendar day `YYYY-MM-DD`. @param {unknown} text */
export function isDay(text) {
  return typeof text === 'string' && readDay(text) !== undefined;
}

/** Today in China (UTC+8) as `YYYY-MM-DD`. @param {number} [now] */
export function chinaToday(now = Date.now()) {
  const date = new Date(now + 8 * 3_600_000);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * The day an answer is for: the request's header, else DEMO_TODAY, else China's today. A header that is
 * not a day is ignored; a DEMO_TODAY that is not one is refused, as a stack started with a typo should not
 * quietly show another day.
 * @param {Readonly<Record<string, string | string[] | undefined>>} [headers]
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @param {number} [now]
 */
export function demoToday(headers = {}, env = process.env, now = Date.now()) {
  const asked = headers[TODAY_HEADER];
  if (typeof asked === 'string' && isDay(asked.trim())) return asked.trim();
  const set = env[TODAY_VARIABLE];
  if (set !== undefined && set !== '') {
    if (!isDay(set)) throw new Error(`${TODAY_VARIABLE}=${set} is not a day (YYYY-MM-DD)`);
    return set;
  }
  return chinaToday(now);
}

/**
 * @typedef {{ months: number; days: number }} Shift
 *   how far the examples' calendar moves: whole months for months and month bounds, whole days for the rest
 */

/**
 * The move from the examples' day to `today`.
 * @param {string} today YYYY-MM-DD
 * @param {string} [anchor] YYYY-MM-DD
 * @returns {Shift}
 */
export function shiftTo(today, anchor = EXAMPLES_TODAY) {
  const to = readDay(today);
  const from = readDay(anchor);
  if (!to || !from) throw new Error(`not a day: ${to ? anchor : today}`);
  return {
    months: to.year * 12 + to.month - (from.year * 12 + from.month),
    days: Math.round(
      (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS,
    ),
  };
}

/** The move back. @param {Shift} shift @returns {Shift} */
export const invert = (shift) => ({ months: -shift.months, days: -shift.days });

/** @param {number} year @param {number} month @param {number} by */
function addMonths(year, month, by) {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * One day (with its time of day, as written) moved; `undefined` when it is not a date to move.
 * @param {number} year @param {number} month @param {number} day @param {string | undefined} time 'HH:mm' or 'HH:mm:ss'
 * @param {Shift} shift
 */
function movedDay(year, month, day, time, shift) {
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || year >= OPEN_END_YEAR) {
    return undefined;
  }
  const startsMonth = day === 1 && (time === undefined || /^00:00(:00)?$/.test(time));
  const endsMonth = day === daysIn(year, month) && (time === undefined || /^23:59(:59)?$/.test(time));
  if (startsMonth || endsMonth) {
    const to = addMonths(year, month, shift.months);
    return { ...to, day: startsMonth ? 1 : daysIn(to.year, to.month) };
  }
  const date = new Date(Date.UTC(year, month - 1, day) + shift.days * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** `2024-05`, `2024-05-20`, `2024-05-20 10:30` and `2024-05-20 10:30:15`, not inside a longer run of digits. */
const HYPHENATED = /(?<![\d-])(\d{4})-(\d{2})(?:-(\d{2})(?:([ T])(\d{2}:\d{2}(?::\d{2})?))?)?(?![\d-])/g;
/** `2024年05月` and `2024年5月20日`. */
const CHINESE = /(?<!\d)(\d{4})年(\d{1,2})月(?:(\d{1,2})日)?/g;
/** A whole value `202405`. */
const COMPACT_MONTH = /^(\d{4})(\d{2})$/;

/**
 * `text` with each date in it moved by `shift`, each in its own format.
 * @param {string} text @param {Shift} shift
 */
export function shiftText(text, shift) {
  if (shift.months === 0 && shift.days === 0) return text;
  const compact = COMPACT_MONTH.exec(text);
  if (compact) {
    const [year, month] = [Number(compact[1]), Number(compact[2])];
    if (month < 1 || month > 12 || year < 1900 || year >= OPEN_END_YEAR) return text;
    const to = addMonths(year, month, shift.months);
    return `${pad(to.year, 4)}${pad(to.month)}`;
  }
  return text
    .replace(HYPHENATED, (whole, y, m, d, gap, time) => {
      const [year, month] = [Number(y), Number(m)];
      if (month < 1 || month > 12 || year >= OPEN_END_YEAR) return whole;
      if (d === undefined) {
        const to = addMonths(year, month, shift.months);
        return `${pad(to.year, 4)}-${pad(to.month)}`;
      }
      const to = movedDay(year, month, Number(d), time, shift);
      if (!to) return whole;
      return `${pad(to.year, 4)}-${pad(to.month)}-${pad(to.day)}${time === undefined ? '' : `${gap}${time}`}`;
    })
    .replace(CHINESE, (whole, y, m, d) => {
      const [year, month] = [Number(y), Number(m)];
      if (month < 1 || month > 12 || year >= OPEN_END_YEAR) return whole;
      const width = (part) => (part.length === 2 ? 2 : 1);
      if (d === undefined) {
        const to = addMonths(year, month, shift.months);
        return `${pad(to.year, 4)}年${pad(to.month, width(m))}月`;
      }
      const to = movedDay(year, month, Number(d), undefined, shift);
      if (!to) return whole;
      return `${pad(to.year, 4)}年${pad(to.month, width(m))}月${pad(to.day, width(d))}日`;
    });
}

/**
 * A JSON value with every date in its strings moved (keys are names, and stay).
 * @template T
 * @param {T} value @param {Shift} shift
 * @returns {T}
 */
export function shiftDates(value, shift) {
  if (typeof value === 'string') return /** @type {T} */ (shiftText(value, shift));
  if (Array.isArray(value)) return /** @type {T} */ (value.map((item) => shiftDates(item, shift)));
  if (value !== null && typeof value === 'object') {
    return /** @type {T} */ (
      Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shiftDates(item, shift)]))
    );
  }
  return value;
}

/**
 * An HTTP server in front of the Prism mock at `upstream` that moves the dates of its JSON answers to the
 * request's today (`demoToday`). Requests go through unchanged: Prism answers by the example named, not by
 * the dates asked; its verdict (`sl-violations`) is on the example, whose moved copy keeps every format.
 * @param {{ upstream: URL; env?: Readonly<Record<string, string | undefined>> }} options
 */
export function createCalendarProxy({ upstream, env = process.env }) {
  // Refuse a DEMO_TODAY that is not a day when the stack starts, not at its first call.
  demoToday({}, env);
  return http.createServer((req, res) => {
    const shift = shiftTo(demoToday(req.headers, env));
    const moves = shift.months !== 0 || shift.days !== 0;
    forwardRequest(req, res, upstream, {
      // The answer is read to move its dates; a compressed one would have to be unpacked first.
      headers: (headers) => {
        headers['accept-encoding'] = 'identity';
      },
      rewrite: moves
        ? (body, answer) => {
            if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(String(answer.headers['content-type'] ?? ''))) {
              return undefined;
            }
            try {
              return Buffer.from(JSON.stringify(shiftDates(JSON.parse(body.toString('utf8')), shift)));
            } catch {
              // Not JSON after all: passed on as it came.
              return undefined;
            }
          }
        : undefined,
    });
  });
}
