import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
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

/** 暂未查询到支付结果: the status queries ran out without an answer; ask again, see the records or go back. */
export function UndecidedPanel({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  const titleId = useId();
  return (
    <div className="recharge-status" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div className="recharge-status__box">
        <h2 id={titleId} className="recharge-status__title">
          暂未查询到支付结果
        </h2>
        <p className="recharge-status__text">
          如您已完成支付，款项不会丢失，充值结果请以充值记录为准，也可稍后重新查询。
        </p>
        <div className="recharge-status__actions">
          <button type="button" className="recharge-button" onClick={onRetry}>
            重新查询
          </button>
          <Link className="recharge-button recharge-button--plain" to={paths.record}>
            查看充值记录
          </Link>
          <button type="button" className="recharge-status__close" onClick={onClose}>
            返回充值
          </button>
        </div>
      </div>
    </div>
  );
}
