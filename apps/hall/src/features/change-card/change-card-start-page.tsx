import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { IdentityStartPage } from '../../lib/face-auth/identity-start-page.tsx';
import type { VerifiedState } from '../../lib/face-auth/use-verified-form.ts';
import { CHANGE_CARD_START_DRAFT, CHANGE_CARD_START_ENTRIES } from './change-card-draft.ts';
import './change-card.css';

/**
 * /changeCard 补卡 (product.md › 补卡): ID and name, then the CHANGE_CARD face verification. A passed check that
 * comes back here opens the 补卡申请 form with its biz_no.
 */
export default function ChangeCardStartPage() {
  const navigate = useNavigate();
  return (
    <IdentityStartPage
      type="changeCard"
      title="补卡"
      className="change-card"
      draft={CHANGE_CARD_START_DRAFT}
      entries={CHANGE_CARD_START_ENTRIES}
      onPassed={(bizNo) => {
        const state: VerifiedState = { bizNo };
        navigate(paths.changeCardForm, { state });
      }}
      intro={{
        label: '办理说明',
        lead: '补办 SIM 卡需先完成本人人脸核验',
        body: <p className="change-card__intro">核验通过后填写补卡申请，新卡将寄往您填写的收货地址。</p>,
      }}
      formLabel="补卡身份核验"
      submitText="下一步"
    />
  );
}
