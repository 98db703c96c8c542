import { AppLink } from '@bluecat/ui/app-link';
import { PageHeader } from '@bluecat/ui/page-header';
import { paths } from '../../config/paths.ts';
import './transfer.css';

/** /transAcct 过户 (product.md › 过户): the current owner applies first, then the new owner confirms. */
export default function TransferPage() {
  return (
    <div className="transfer">
      <PageHeader title="过户" />
      <section className="transfer-card" aria-label="办理流程">
        <ol className="transfer-steps">
          <li>原机主完成人脸核验，填写过户申请并指定新机主</li>
          <li>新机主完成人脸核验，上传身份证正反面及签字的过户协议</li>
          <li>审核通过后号码归属变更为新机主</li>
        </ol>
      </section>
      <nav className="transfer-choices" aria-label="选择办理人">
        <AppLink className="transfer-choice" to={paths.transAcctSForm}>
          <strong>我是原机主</strong>
          <span>提交过户申请</span>
        </AppLink>
        <AppLink className="transfer-choice" to={paths.transAcctTForm}>
          <strong>我是新机主</strong>
          <span>确认过户并上传资料</span>
        </AppLink>
      </nav>
    </div>
  );
}
