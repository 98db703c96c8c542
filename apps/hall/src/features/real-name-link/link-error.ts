/*
 * What the real-name pages say, and the message a refusal carries to /realNameLinkError: a module of its
 * own, so that the error page, which may be opened cold, does not load the provider round trip with it.
 */

/**
 * /realNameLinkError (product.md › 扫码实名): the refusal's message travels in the navigation's state, not in the
 * address. The page stands on the hall's origin, inside WeChat: an address anyone can write (a fake
 * hotline under 实名登记失败) must not speak for the operator, so an address alone shows the generic text.
 * The state lives in the tab's history entry, so a reload still shows the message.
 */
export interface RealNameErrorState {
  realNameError: string;
}

export const realNameErrorState = (message: string): RealNameErrorState => ({ realNameError: message });

/** The message this navigation carried, or the generic text when it carried none (an address alone). */
export function realNameErrorOf(state: unknown): string {
  const message =
    typeof state === 'object' && state !== null
      ? (state as Partial<RealNameErrorState>).realNameError
      : undefined;
  return (typeof message === 'string' && message.trim()) || REAL_NAME_MESSAGES.unknownError;
}

/** product.md › 扫码实名 */
export const REAL_NAME_MESSAGES = {
  noOrder: '未获取到订单号，请重新进行扫码激活！',
  noPhone: '未获取手机号',
  submitted: '资料提交成功!!',
  /** The prompt for a member without a bound number (its first words are given, the rest is ours; product.md › 号码绑定). */
  unbound: '您还未绑定手机号，请先绑定手机号后再办理',
  /** Decided: the error page's text when the query carries none. */
  unknownError: '实名登记失败，请重新扫码办理',
} as const;
