import { paths } from '../../config/paths.ts';
import { OutcomePage } from '../../lib/outcome/outcome-page.tsx';

/** /auditCabcel: the 销户 application is in review (product.md › 销户: 请耐心等待). Success pages lead home. */
export default function AuditCancelPage() {
  return (
    <OutcomePage
      tone="wait"
      title="销户申请已提交"
      text="您的销户申请正在审核中，请耐心等待，审核结果将以短信通知。"
      actions={[{ label: '返回首页', to: paths.home }]}
    />
  );
}
