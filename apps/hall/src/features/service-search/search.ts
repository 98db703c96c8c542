import type { Service } from './service-catalogue.ts';

/** Each catalogue name and keyword as toneless syllables (service-pinyin.gen.json). */
export type PinyinTable = Readonly<Record<string, readonly string[]>>;

/**
 * How well a term answers the query, best first: the whole term, its beginning, somewhere inside it,
 * then the whole term typed with one slip (two in a long query), then its beginning so typed.
 */
const EXACT = 0;
const PREFIX = 1;
const INSIDE = 2;
const SLIP = 3;
const SLIP_IN_PREFIX = 4;

/**
 * What was typed, made comparable: lower case, full-width letters and digits as plain ones (a Chinese
 * keyboard's full-width mode), no spaces or the apostrophes an IME puts between syllables, and ü as the v
 * pinyin keyboards type for it. Built from plain string methods: the phones' oldest engines lack none.
 */
export function normaliseQuery(raw: string): string {
  let text = '';
  for (const char of raw) {
    const code = char.charCodeAt(0);
    text += code >= 0xff01 && code <= 0xff5e ? String.fromCharCode(code - 0xfee0) : char;
  }
  return text
    .toLowerCase()
    .replace(/[\s'’·]+/g, '')
    .replace(/ü/g, 'v');
}

const LATIN = /^[a-z]+$/;

/**
 * Whether the query spells the syllables from `start` on, each syllable typed in full or by its first
 * letters (`chongzhi`, `cz`, `chongz`, `czhi`). Returns how many syllables it reached, or -1.
 */
function spell(query: string, at: number, syllables: readonly string[], start: number): number {
  if (at === query.length) return start;
  const syllable = syllables[start];
  if (syllable === undefined) return -1;
  let best = -1;
  for (let length = Math.min(syllable.length, query.length - at); length >= 1; length -= 1) {
    if (query.slice(at, at + length) !== syllable.slice(0, length)) continue;
    best = Math.max(best, spell(query, at + length, syllables, start + 1));
    if (best === syllables.length) break;
  }
  return best;
}

/**
 * Optimal string alignment distance (a wrong, missing, extra or swapped letter counts one), given up as
 * `limit + 1` once every alignment costs more than `limit`: most terms are far off and are left early.
 */
function slips(a: string, b: string, limit: number): number {
  let before: number[] = [];
  let above: number[] = [];
  for (let j = 0; j <= b.length; j += 1) above.push(j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      row.push(value);
      least = Math.min(least, value);
    }
    if (least > limit) return limit + 1;
    before = above;
    above = row;
  }
  return above[b.length] as number;
}

/**
 * Whether the query is `text` typed with a slip or two (SLIP), or its beginning so typed (SLIP_IN_PREFIX).
 * Queries under three letters get none: one slip there would match half the catalogue.
 */
function slipped(query: string, text: string): number | null {
  const allowed = query.length >= 7 ? 2 : query.length >= 3 ? 1 : 0;
  if (allowed === 0 || text.length < query.length - allowed) return null;
  if (Math.abs(text.length - query.length) <= allowed && slips(query, text, allowed) <= allowed) return SLIP;
  for (let length = query.length - allowed; length <= query.length + allowed; length += 1) {
    if (length < text.length && slips(query, text.slice(0, length), allowed) <= allowed)
      return SLIP_IN_PREFIX;
  }
  return null;
}

/** How well one term (a name or a keyword) answers the query; null when it does not. */
function matchTerm(query: string, term: string, syllables: readonly string[] | undefined): number | null {
  if (term === query) return EXACT;
  if (term.startsWith(query)) return PREFIX;
  if (term.includes(query)) return INSIDE;
  if (syllables && LATIN.test(query)) {
    const reached = spell(query, 0, syllables, 0);
    if (reached === syllables.length) return EXACT;
    if (reached > 0) return PREFIX;
    // From a later syllable on (`zhi` for 充值, `piao` for 电子发票) only when that syllable is typed in
    // full: initials from the middle of a word (`cz` in 吐槽专区) would match nearly anything.
    for (let start = 1; start < syllables.length; start += 1) {
      const syllable = syllables[start] as string;
      if (query.startsWith(syllable) && spell(query, 0, syllables, start) > start) return INSIDE;
    }
    return slipped(query, syllables.join(''));
  }
  return LATIN.test(query) ? null : slipped(query, term);
}

/** The best rank of a service's terms: its name counts a little more than a keyword matched as well. */
function rankService(query: string, service: Service, pinyin: PinyinTable): number | null {
  let best: number | null = null;
  const terms = [service.name, ...service.keywords];
  terms.forEach((term, index) => {
    const match = matchTerm(query, term, pinyin[term]);
    if (match === null) return;
    const rank = match * 2 + (index === 0 ? 0 : 1);
    if (best === null || rank < best) best = rank;
  });
  return best;
}

/**
 * The services that answer what was typed, best first; on a tie, in the catalogue's order (the hall's
 * own order of its menus). An empty query answers nothing: the screen shows 最近使用 then.
 */
export function searchServices(raw: string, services: readonly Service[], pinyin: PinyinTable): Service[] {
  const query = normaliseQuery(raw);
  if (query === '') return [];
  const ranked: { service: Service; rank: number; order: number }[] = [];
  services.forEach((service, order) => {
    const rank = rankService(query, service, pinyin);
    if (rank !== null) ranked.push({ service, rank, order });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return ranked.map((entry) => entry.service);
}
