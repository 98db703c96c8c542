import { paths } from '../../config/paths.ts';
import { OutcomePage } from '../../lib/outcome/outcome-page.tsx';

/** /changeCardauditCabcel: the 补卡 application is in review. */
export default function ChangeCardAuditPage() {
  return (
    <OutcomePage
      tone="wait"
      title="补卡申请已提交"
      text="您的补卡申请正在审核中，请耐心等待，审核通过后新卡将寄往您填写的地址。"
      actions={[{ label: '返回首页', to: paths.home }]}
    />
  );
}
