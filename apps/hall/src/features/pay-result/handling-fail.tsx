import { paths } from '../../config/paths.ts';
import { OutcomePage } from '../../lib/outcome/outcome-page.tsx';

/**
 * /fail: listed by product.md › 支付结果 without content. Decided: a general 办理失败 page; it offers the business hub to
 * try again and names the hotline (10020), never a dead end.
 */
export default function HandlingFail() {
  return (
    <OutcomePage
      tone="fail"
      title="办理失败"
      text="业务办理未成功，请稍后重试。如有疑问请拨打客服热线10020。"
      actions={[
        { label: '重新办理', to: paths.businessHandle },
        { label: '返回首页', to: paths.home },
      ]}
    />
  );
}
