import { PageHeader } from '@bluecat/ui/page-header';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { FaceAuthStart } from '../../lib/face-auth/face-auth-start.tsx';
import { IdCardField, NameField } from '../../lib/face-auth/identity-fields.tsx';
import { useFaceAuth } from '../../lib/face-auth/use-face-auth.ts';
import type { VerifiedState } from '../../lib/face-auth/use-verified-form.ts';
import { CHANGE_CARD_START_DRAFT, EMPTY_CHANGE_CARD_START } from './change-card-draft.ts';
import './change-card.css';

/**
 * /changeCard 补卡 (001 §2): ID and name, then the CHANGE_CARD face verification. A passed check that
 * comes back here opens the 补卡申请 form with its biz_no.
 */
export default function ChangeCardStartPage() {
  const navigate = useNavigate();
  const [form, setForm] = usePersistedState(CHANGE_CARD_START_DRAFT, EMPTY_CHANGE_CARD_START);
  const auth = useFaceAuth({
    type: 'changeCard',
    form,
    onPassed: (bizNo) => {
      const state: VerifiedState = { bizNo };
      navigate(paths.changeCardForm, { state });
    },
  });

  return (
    <div className="change-card">
      <PageHeader title="补卡" />
      <FaceAuthStart
        auth={auth}
        intro={{
          label: '办理说明',
          lead: '补办 SIM 卡需先完成本人人脸核验',
          body: <p className="change-card__intro">核验通过后填写补卡申请，新卡将寄往您填写的收货地址。</p>,
        }}
        formLabel="补卡身份核验"
        submitText="下一步"
      >
        <IdCardField
          value={form.idCard}
          onChange={(value) => setForm((draft) => ({ ...draft, idCard: value.toUpperCase() }))}
          disabled={auth.busy}
        />
        <NameField
          value={form.name}
          onChange={(value) => setForm((draft) => ({ ...draft, name: value }))}
          disabled={auth.busy}
        />
      </FaceAuthStart>
    </div>
  );
}
