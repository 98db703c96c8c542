/**
 * The outcome several account calls carry inside data (BIND_PHONE, RELIEVE_BINDING, servicePasswordEditTest,
 * setService_Password): the envelope says the request was handled, data.code says how it went — 1 done,
 * -100 refused with data.msg for a bottom toast. Read once here: a code sent as a string counts the same.
 */
export interface InnerResult {
  code: number;
  msg: string;
}

export const INNER_DONE = 1;
export const INNER_REFUSED = -100;

export function innerResultOf(data: unknown): InnerResult | null {
  if (typeof data !== 'object' || data === null) return null;
  const { code, msg } = data as Record<string, unknown>;
  const numeric =
    typeof code === 'number' ? code : typeof code === 'string' ? Number(code.trim()) : Number.NaN;
  if (!Number.isFinite(numeric) || (typeof code === 'string' && code.trim() === '')) return null;
  return { code: numeric, msg: typeof msg === 'string' ? msg : '' };
}
