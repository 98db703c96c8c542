/**
 * An invoice request cannot be taken back (product.md › 发票), so one whose answer never came (the 30 s timeout, a
 * network failure, a reload while it was on its way) is checked against the invoice list before another
 * is sent. The spec names no texts for this; these are decided, shared by the newer and the older form.
 */
export const UNCONFIRMED_SUBMIT = {
  /** Shown on the form while the outcome is unknown. */
  notice: '上次提交未收到结果，发票可能已申请成功。为避免重复开票，请先查询提交结果。',
  /** The submit button's label meanwhile: a tap checks, it does not send. */
  check: '查询提交结果',
  /** The list shows the request was taken up: nothing is sent, the person goes to the result. */
  alreadySubmitted: '您的开票申请已提交成功，请勿重复提交',
  /** The list shows nothing was requested: the next tap submits again. */
  notSubmitted: '未查到上次的开票申请，请重新提交',
} as const;
