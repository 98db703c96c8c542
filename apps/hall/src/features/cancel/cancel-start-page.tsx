import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { IdentityStartPage } from '../../lib/face-auth/identity-start-page.tsx';
import type { VerifiedState } from '../../lib/face-auth/use-verified-form.ts';
import { CANCEL_START_DRAFT, CANCEL_START_ENTRIES } from './cancel-draft.ts';
import './cancel.css';

/**
 * /cancel 销户 (product.md › 销户): mobile, ID and name, then the CLOSE_ACCONT face verification. The route sits behind
 * the bound-phone guard. A check that comes back here (the provider may return to the page that sent the
 * person) and passes opens the 销户申请 form with its biz_no.
 */
export default function CancelStartPage() {
  const navigate = useNavigate();
  return (
    <IdentityStartPage
      type="closeAccount"
      title="销户"
      className="cancel"
      draft={CANCEL_START_DRAFT}
      entries={CANCEL_START_ENTRIES}
      onPassed={(bizNo) => {
        const state: VerifiedState = { bizNo };
        navigate(paths.cancelForm, { state });
      }}
      intro={{
        label: '办理说明',
        lead: '号码销户需先完成本人人脸核验',
        body: <p className="cancel__intro">核验通过后填写销户申请，审核结果将以短信通知。</p>,
      }}
      formLabel="销户身份核验"
      submitText="下一步"
    />
  );
}
