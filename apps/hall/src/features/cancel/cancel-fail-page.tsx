import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { failReasonOf } from '../../lib/outcome/fail-reason.ts';
import { OutcomePage } from '../../lib/outcome/outcome-page.tsx';

/**
 * /cancelFail 销户失败 (product.md › 销户): the reason, 身份证图片不清晰 unless the answer named another. A new
 * verification starts from /cancel; the application draft is still there afterwards.
 */
export default function CancelFailPage() {
  const { state } = useLocation();
  return (
    <OutcomePage
      tone="fail"
      title="销户申请失败"
      text={failReasonOf(state)}
      actions={[
        { label: '重新核验', to: paths.cancel },
        { label: '返回首页', to: paths.home },
      ]}
    />
  );
}
