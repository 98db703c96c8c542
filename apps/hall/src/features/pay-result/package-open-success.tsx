import { paths } from '../../config/paths.ts';
import { OutcomePage } from '../../lib/outcome/outcome-page.tsx';

/**
 * /packageOpenSuccess 开通成功: listed by product.md › 支付结果 without content. Decided: the page after a paid flow pack
 * (流量包, bought on /Recharge) has been opened; it leads to the allowance, where the pack now shows.
 */
export default function PackageOpenSuccess() {
  return (
    <OutcomePage
      tone="success"
      title="开通成功"
      text="流量包已开通，可在套餐余量中查看使用情况。"
      actions={[
        { label: '查看套餐余量', to: paths.setMeal },
        { label: '返回首页', to: paths.home },
      ]}
    />
  );
}
