import { paths } from '../../config/paths.ts';
import { OutcomePage } from '../../lib/outcome/outcome-page.tsx';

/** 支付失败 the cashier refused, or the order status says the payment failed. */
export default function PayFail() {
  return (
    <OutcomePage
      tone="fail"
      title="支付失败"
      text="本次支付未成功，如有扣款将原路退回。您可以返回重新充值。"
      actions={[
        { label: '重新充值', to: paths.recharge },
        { label: '返回首页', to: paths.home },
      ]}
    />
  );
}
