import type { PayMethod } from '../../lib/pay-sheet.tsx';

/** payKind on the wire (product.md › 预存款支付), also sent back as the record save's payMethod. */
export const PAY_KIND_CODE = { wechat: 1, fundPool: 2 } as const satisfies Record<PayMethod, number>;

export const PAY_METHOD_LABEL: Record<PayMethod, string> = {
  wechat: '微信支付',
  fundPool: '资金池支付',
};

export const PAY_METHOD_HINT: Record<PayMethod, string> = {
  wechat: '跳转微信收银台完成支付',
  fundPool: '从本渠道资金池直接扣款',
};

/** payKind 1 is wechat-style, 2 the dealer fund pool; anything else has no way to pay here. */
export function payMethodOf(payKind: unknown): PayMethod | null {
  const code = typeof payKind === 'string' && payKind.trim() !== '' ? Number(payKind) : payKind;
  if (code === PAY_KIND_CODE.wechat) return 'wechat';
  if (code === PAY_KIND_CODE.fundPool) return 'fundPool';
  return null;
}
