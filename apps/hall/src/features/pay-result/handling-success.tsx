import { paths } from '../../config/paths.ts';
import { OutcomePage } from '../../lib/outcome/outcome-page.tsx';

/**
 * /success: listed by product.md › 支付结果 without content. Decided: a general 办理成功 page for a handled request, which
 * like most success pages (product.md › 支付结果) returns to the hall's home; the orders it created are in 订单查询.
 */
export default function HandlingSuccess() {
  return (
    <OutcomePage
      tone="success"
      title="办理成功"
      text="您的业务已提交成功，办理结果将以短信通知。"
      actions={[
        { label: '返回首页', to: paths.home },
        { label: '查询订单', to: paths.orderQuery },
      ]}
    />
  );
}
