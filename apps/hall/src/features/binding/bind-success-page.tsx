import { PageHeader } from '@bluecat/ui/page-header';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { ResultPanel } from '../../lib/outcome/result-panel.tsx';
import '../../lib/block-button.css';
import './binding.css';

/** 绑定成功: the face-verified bind went through; the number info is the next thing to see. */
export default function BindSuccessPage() {
  const navigate = useNavigate();
  const toPersonal = () => navigate(paths.personal, { replace: true });
  return (
    <div className="binding">
      <PageHeader title="号码绑定" onBack={toPersonal} />
      <ResultPanel outcome="success" title="绑定成功" text="您的号码已绑定到当前微信账号。">
        <button type="button" className="block-button block-button--primary" onClick={toPersonal}>
          查看号码信息
        </button>
      </ResultPanel>
    </div>
  );
}
