import { Button } from '@bluecat/ui/button';
import { PageHeader } from '@bluecat/ui/page-header';
import { Redirect } from '@bluecat/ui/redirect';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { readTransferDone } from './transfer-state.ts';
import './transfer.css';

/** /transAcctSuccess 过户提交成功: what happens next for the one who submitted. */
export default function TransferSuccessPage() {
  const navigate = useNavigate();
  const done = readTransferDone(useLocation().state);
  if (!done) return <Redirect to={paths.transAcct} />;
  return (
    <div className="transfer">
      <PageHeader title="过户" onBack={() => navigate(paths.businessHandle, { replace: true })} />
      <section className="transfer-card transfer-result" aria-label="办理结果">
        <h2 className="transfer-result__title">提交成功</h2>
        {done.role === 'owner' ? (
          <>
            {done.transNo && <p className="transfer-result__number">过户单号 {done.transNo}</p>}
            <p className="transfer-result__text">请通知新机主在“过户”中选择“我是新机主”完成确认。</p>
          </>
        ) : (
          <p className="transfer-result__text">过户资料已提交，审核结果将以短信通知，请耐心等待。</p>
        )}
        <Button type="primary" block onClick={() => navigate(paths.businessHandle, { replace: true })}>
          返回业务办理
        </Button>
      </section>
    </div>
  );
}
