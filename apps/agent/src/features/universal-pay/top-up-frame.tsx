import type { ReactNode } from 'react';

/**
 * /UniversalPay's frame: the 话费充值 band, with the order's card below. /UniversalPay's own page also
 * draws it, the card still loading, before the app starts (config/first-screen-shells/UniversalPay.html);
 * its styles are the page's (universal-pay.css).
 */
export function TopUpFrame({ children }: { children: ReactNode }) {
  return (
    <div className="agent-topup">
      <header className="agent-topup-hero">
        <h1 className="agent-topup-title">话费充值</h1>
        <p className="agent-topup-brand">蓝猫移动</p>
      </header>
      {children}
    </div>
  );
}

/** Rows of the loading card: the frame draws as many as the page does while the order is asked. */
export const TOP_UP_LOADING_ROWS = 4;
