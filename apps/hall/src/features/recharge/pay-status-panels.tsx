import { AppLink } from '@bluecat/ui/app-link';
import { useId } from 'react';
import { paths } from '../../config/paths.ts';
import { formatYuan } from '../../lib/money.ts';
import type { PendingOrder } from './pending-order.ts';
import './pay-status-panels.css';

/** 支付结果查询中: covers the page while the order status is asked for after the cashier said ok. */
export function ConfirmingPanel() {
  const titleId = useId();
  return (
    <div className="recharge-status" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="recharge-status__box">
        <span className="recharge-status__spinner" aria-hidden="true" />
        <h2 id={titleId} className="recharge-status__title">
          支付结果查询中
        </h2>
        <p className="recharge-status__text">正在向运营商确认您的订单，请勿关闭页面</p>
      </div>
    </div>
  );
}

export interface UndecidedPanelProps {
  /** The order asked about: shown so the subscriber knows which purchase is meant. */
  order: Pick<PendingOrder, 'mobilePhone' | 'title' | 'price'>;
  /** A query or the cashier runs: the actions wait. */
  busy: boolean;
  /** 刷新支付结果: ask the order status again. */
  onRefresh: () => void;
  /** 继续支付: the same order to the cashier again; absent once the cashier has said ok. */
  onContinue?: () => void;
  onClose: () => void;
}

/**
 * 暂未查询到支付结果: the status queries ran out without an answer. The order stays followed (closing the
 * panel does not forget it, and the pay button asks about it instead of ordering again); ask again, pay
 * that same order, see the records or go back.
 */
export function UndecidedPanel({ order, busy, onRefresh, onContinue, onClose }: UndecidedPanelProps) {
  const titleId = useId();
  return (
    <div className="recharge-status" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="recharge-status__box">
        <h2 id={titleId} className="recharge-status__title">
          暂未查询到支付结果
        </h2>
        <p className="recharge-status__order">
          {order.mobilePhone} {order.title} ¥{formatYuan(order.price)}
        </p>
        <p className="recharge-status__text">
          如您已完成支付，款项不会丢失，充值结果请以充值记录为准，也可稍后刷新支付结果。
        </p>
        <div className="recharge-status__actions">
          <button type="button" className="recharge-button" onClick={onRefresh} disabled={busy}>
            刷新支付结果
          </button>
          {onContinue && (
            <button
              type="button"
              className="recharge-button recharge-button--plain"
              onClick={onContinue}
              disabled={busy}
            >
              继续支付
            </button>
          )}
          <AppLink className="recharge-button recharge-button--plain" to={paths.record}>
            查看充值记录
          </AppLink>
          <button type="button" className="recharge-status__close" onClick={onClose}>
            返回充值
          </button>
        </div>
      </div>
    </div>
  );
}
