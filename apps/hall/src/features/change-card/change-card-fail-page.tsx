import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { failReasonOf } from '../../lib/outcome/fail-reason.ts';
import { OutcomePage } from '../../lib/outcome/outcome-page.tsx';

/** /changeCardFail 补卡失败: the server's reason; a new verification starts from /changeCard. */
export default function ChangeCardFailPage() {
  const { state } = useLocation();
  return (
    <OutcomePage
      tone="fail"
      title="补卡申请失败"
      text={failReasonOf(state)}
      actions={[
        { label: '重新核验', to: paths.changeCard },
        { label: '返回首页', to: paths.home },
      ]}
    />
  );
}
