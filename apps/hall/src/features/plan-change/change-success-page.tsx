import { paths } from '../../config/paths.ts';
import { OutcomePage } from '../../lib/outcome/outcome-page.tsx';

/** /ChangeSucces 套餐已受理 (product.md › 变更套餐): effective next month. */
export default function ChangeSuccessPage() {
  return (
    <OutcomePage
      tone="success"
      title="套餐已受理"
      text="新套餐将于次月1日生效，原套餐的最低消费及合约期限保持不变。"
      actions={[{ label: '返回首页', to: paths.home }]}
    />
  );
}
