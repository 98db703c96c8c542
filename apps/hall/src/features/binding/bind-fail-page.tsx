import { PageHeader } from '@bluecat/ui/page-header';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { ResultPanel } from '../../lib/outcome/result-panel.tsx';
import '../../lib/block-button.css';
import './binding.css';

/** product.md › 号码绑定: the bind-fail page. */
export const BIND_FAIL_TITLE = '绑定失败，未通过身份验证';
export const BIND_FAIL_TEXT = '人像验证失败，图像不清晰';

/** 绑定失败: the face did not match; the form (kept in the tab) is one tap away for another try. */
export default function BindFailPage() {
  const navigate = useNavigate();
  return (
    <div className="binding">
      <PageHeader title="号码绑定" onBack={() => navigate(paths.accountBind, { replace: true })} />
      <ResultPanel outcome="fail" title={BIND_FAIL_TITLE} text={BIND_FAIL_TEXT}>
        <button
          type="button"
          className="block-button block-button--primary"
          onClick={() => navigate(paths.noCode, { replace: true })}
        >
          重新验证
        </button>
        <button
          type="button"
          className="block-button"
          onClick={() => navigate(paths.accountBind, { replace: true })}
        >
          返回号码绑定
        </button>
      </ResultPanel>
    </div>
  );
}
