import { AppLink } from '@bluecat/ui/app-link';
import { PageHeader } from '@bluecat/ui/page-header';
import { paths } from '../../config/paths.ts';
import './other-services.css';

/** /complainSuccess: the complaint is stored; like most success pages it leads back to the hall's home. */
export default function ComplainSuccess() {
  return (
    <div className="other-services">
      <PageHeader title="投诉" />
      <main className="other-services__main other-services__done">
        <svg className="other-services__done-icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="32" r="30" />
          <path d="M19 33l9 9 17-19" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
        </svg>
        <h2 className="other-services__done-title">提交成功</h2>
        <p className="other-services__done-text">
          感谢您的反馈，我们会尽快核实处理。如有疑问请拨打客服热线10020。
        </p>
        <AppLink className="other-services__done-button" to={paths.home} replace>
          返回首页
        </AppLink>
      </main>
    </div>
  );
}
