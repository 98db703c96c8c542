import { INNER_DONE, INNER_REFUSED, innerResultOf } from '../../lib/inner-result.ts';

/** product.md › 号码绑定: unbind by ID answered with a data.code that is neither 1 nor -100. */
export const UNBIND_DATA_ERROR = '数据异常';

/** What a RELIEVE_BINDING answer means for the page. */
export type UnbindOutcome =
  /** Unbound: `message` is data.msg (may be empty). */
  | { kind: 'unbound'; message: string }
  /** Not unbound: `message` is what the bottom toast says (may be empty). */
  | { kind: 'refused'; message: string }
  /** The gateway has handled the answer (a code other than 1, -101/-102) or it carries no outcome. */
  | { kind: 'none' };

interface Answer {
  ok: boolean;
  data: unknown;
}

/**
 * 解绑 by SMS code, type 1 (product.md › 号码绑定): whenever data is present its msg is shown, and code 1 means unbound
 * (the page then removes the stored token).
 */
export function unbindByCodeOutcome(answer: Answer): UnbindOutcome {
  const result = answer.ok ? innerResultOf(answer.data) : null;
  if (!result) return { kind: 'none' };
  return result.code === INNER_DONE
    ? { kind: 'unbound', message: result.msg }
    : { kind: 'refused', message: result.msg };
}

/**
 * 解绑 by ID and name, type 2 (product.md › 号码绑定): code 1 unbound, -100 data.msg at the bottom, any other code
 * 数据异常.
 */
export function unbindByIdOutcome(answer: Answer): UnbindOutcome {
  if (!answer.ok) return { kind: 'none' };
  const result = innerResultOf(answer.data);
  if (result?.code === INNER_DONE) return { kind: 'unbound', message: result.msg };
  if (result?.code === INNER_REFUSED) return { kind: 'refused', message: result.msg };
  return { kind: 'refused', message: UNBIND_DATA_ERROR };
}
