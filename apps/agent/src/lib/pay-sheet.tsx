/**
 * 支付页 the payment sheet both payment screens draw (the opening's /OpenPay and the top-up's
 * /UniversalPay): the amount, the facts under it, the way of paying. Each screen lays out its own page
 * around these parts.
 */

import type { ReactNode } from 'react';
import { formatAmount } from './amount.ts';
import './pay-sheet.css';

/** 支付方式 how a payment is made: wechat-style through the cashier, or from the dealer's fund pool. */
export type PayMethod = 'wechat' | 'fundPool';

/** The class of a white card on the sheet; a screen may tint its shadow from its own root. */
export const PAY_CARD = 'pay-sheet-card';

/** Yuan with a small ¥ before them, always with two decimals. */
export function Yuan({ amount }: { amount: number }) {
  return (
    <>
      <span className="pay-sheet-currency">¥</span>
      {formatAmount(amount)}
    </>
  );
}

/** The amount to pay, large and centred under its label. */
export function PayAmount({ label, amount }: { label: string; amount: number }) {
  return (
    <>
      <p className="pay-sheet-amount-label">{label}</p>
      <p className="pay-sheet-amount">
        <Yuan amount={amount} />
      </p>
    </>
  );
}

/** The facts of a payment (number, package, order), one `PayFact` each, below a dashed rule. */
export function PayFacts({ children }: { children: ReactNode }) {
  return <dl className="pay-sheet-facts">{children}</dl>;
}

export function PayFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="pay-sheet-fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The mark of a way of paying; decorative, as its name is always written beside it. */
export function PayMethodIcon({ method }: { method: PayMethod }) {
  if (method === 'wechat') {
    return (
      <svg className="pay-sheet-method-icon" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="#07c160" />
        <path
          d="M16.5 10C11.8 10 8 13.2 8 17.1c0 2.2 1.2 4.2 3.1 5.5l-.8 2.6 3-1.6c1 .3 2.1.4 3.2.4h.6a6.7 6.7 0 0 1-.2-1.7c0-4 3.7-7.1 8.4-7.1h.5C25 12.1 21.2 10 16.5 10Z"
          fill="#fff"
        />
        <path
          d="M32 22.4c0-3.2-3.2-5.8-7.1-5.8s-7.1 2.6-7.1 5.8 3.2 5.8 7.1 5.8c.8 0 1.6-.1 2.4-.3l2.4 1.3-.7-2.1c1.8-1.1 3-2.8 3-4.7Z"
          fill="#fff"
        />
      </svg>
    );
  }
  return (
    <svg className="pay-sheet-method-icon" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#ff9a2e" />
      <path d="M10 15h20v13a2 2 0 0 1-2 2H12a2 2 0 0 1-2-2V15Z" fill="#fff" />
      <path d="M13 15l2.5-5h9L27 15" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinejoin="round" />
      <circle cx="20" cy="22.5" r="3" fill="#ff9a2e" />
    </svg>
  );
}

/** The bar at the foot of the screen that keeps its buttons in reach, stacked when there are several. */
export function PayFooter({ children }: { children: ReactNode }) {
  return <footer className="pay-sheet-footer">{children}</footer>;
}

/** The round tick that marks the way of paying as chosen; the screen names the choice in words. */
export function PayMethodCheck() {
  return <span className="pay-sheet-method-check" aria-hidden="true" />;
}
