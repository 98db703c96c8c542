import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { OutcomePage } from '../../lib/outcome/outcome-page.tsx';
import { readReason } from './receipt.ts';

/** The page for a recharge that failed for insufficient balance (product.md › 支付结果): the usual reason a paid flow pack is refused. */
export const INSUFFICIENT_BALANCE = '账户余额不足，流量包订购失败';

/**
 * /flowPayFali (spelled as the backend links it): a flow pack was paid but openFlow refused it. The
 * server's reason is shown when the top-up passed it on; the payment goes back by the way it came.
 */
export default function FlowPayFail() {
  const reason = readReason(useLocation().state) ?? INSUFFICIENT_BALANCE;
  return (
    <OutcomePage
      tone="fail"
      title="充值失败"
      text={reason}
      actions={[
        { label: '查看充值记录', to: paths.record },
        { label: '返回首页', to: paths.home },
      ]}
    >
      <p className="outcome__text">已支付的款项将原路退回，请留意微信支付通知。</p>
    </OutcomePage>
  );
}
