import { PageHeader } from '@bluecat/ui/page-header';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { ResultPanel } from '../../lib/outcome/result-panel.tsx';
import '../../lib/block-button.css';
import './service-password.css';

/** /setSuccess 修改成功 (product.md › 服务密码): the way on is the hall's first tab, /Recharge. */
export default function SetSuccessPage() {
  const navigate = useNavigate();
  const home = () => navigate(paths.recharge, { replace: true });
  return (
    <div className="service-password">
      <PageHeader title="服务密码" onBack={home} />
      <ResultPanel outcome="success" title="服务密码修改成功" text="请牢记新的服务密码，办理业务时需要使用。">
        <button type="button" className="block-button block-button--primary" onClick={home}>
          返回首页
        </button>
      </ResultPanel>
    </div>
  );
}
