/*
 * The reason a face-verified application's fail page shows (/cancelFail, /changeCardFail): the answer's
 * words travel in the navigation's state. A module of its own, so that those pages, which may be opened
 * cold, do not load the application's form code.
 */

/** What an application's fail page is opened with: the server's reason. */
export interface ApplicationFailState {
  reason: string;
}

/** product.md › 销户, product.md › 补卡: the fail page's reason when the answer gives none. */
export const DEFAULT_FAIL_REASON = '身份证图片不清晰';

export function failReasonOf(state: unknown): string {
  if (typeof state !== 'object' || state === null) return DEFAULT_FAIL_REASON;
  const { reason } = state as Record<string, unknown>;
  return typeof reason === 'string' && reason.trim() !== '' ? reason : DEFAULT_FAIL_REASON;
}
