import { PageHeader } from '@bluecat/ui/page-header';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { FaceAuthStart } from '../../lib/face-auth/face-auth-start.tsx';
import { IdSuffixField, NameField } from '../../lib/face-auth/identity-fields.tsx';
import { useFaceAuth } from '../../lib/face-auth/use-face-auth.ts';
import { CARD_LOOKUP_DRAFT, type CardLookupState, EMPTY_CARD_LOOKUP } from './lookup.ts';
import './card-lookup.css';

/**
 * /queryCard 一证通查 (000 §2.7): ID last six and name, then face verification. The provider returns
 * here; a passed check opens /card with the verification's biz_no.
 */
export default function QueryCardPage() {
  const navigate = useNavigate();
  const [form, setForm] = usePersistedState(CARD_LOOKUP_DRAFT, EMPTY_CARD_LOOKUP);
  const auth = useFaceAuth({
    type: 'cardQuery',
    form,
    onPassed: (bizNo) => {
      const state: CardLookupState = { bizNo, ...form };
      navigate(paths.card, { state });
    },
  });

  return (
    <div className="card-lookup">
      <PageHeader title="一证通查" />
      <FaceAuthStart
        auth={auth}
        intro={{
          label: '查询说明',
          lead: '查询本人身份证件名下的蓝猫移动号码',
          body: (
            <ol className="card-lookup__steps">
              <li>填写证件信息</li>
              <li>人脸核验</li>
              <li>查看名下号码</li>
            </ol>
          ),
        }}
        formLabel="一证通查"
        submitText="开始人脸核验"
        note="信息仅用于核验您的本人身份，核验通过后展示您名下的全部号码。"
      >
        <IdSuffixField
          value={form.idCardNumber}
          onChange={(idCardNumber) => setForm((draft) => ({ ...draft, idCardNumber }))}
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
