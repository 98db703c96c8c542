import { MAX_LENGTH } from '@bluecat/rules/limits';
import { PageHeader } from '@bluecat/ui/page-header';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { FaceAuthForm, FaceAuthIntro } from '../../lib/face-auth/face-auth-form.tsx';
import { FaceAuthGate } from '../../lib/face-auth/face-auth-gate.tsx';
import { useFaceAuth } from '../../lib/face-auth/use-face-auth.ts';
import { TextField } from '../../lib/form/form-fields.tsx';
import { CARD_LOOKUP_DRAFT, type CardLookupState, EMPTY_CARD_LOOKUP, idSuffixInput } from './lookup.ts';
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
      <FaceAuthIntro label="查询说明" lead="查询本人身份证件名下的蓝猫移动号码">
        <ol className="card-lookup__steps">
          <li>填写证件信息</li>
          <li>人脸核验</li>
          <li>查看名下号码</li>
        </ol>
      </FaceAuthIntro>
      <FaceAuthGate auth={auth}>
        <FaceAuthForm
          label="一证通查"
          auth={auth}
          submitText="开始人脸核验"
          note="信息仅用于核验您的本人身份，核验通过后展示您名下的全部号码。"
        >
          <TextField
            layout="row"
            label="身份证号后六位"
            value={form.idCardNumber}
            onChange={(value) => setForm((draft) => ({ ...draft, idCardNumber: idSuffixInput(value) }))}
            placeholder="请输入身份证号后六位"
            maxLength={MAX_LENGTH.idSuffix}
            disabled={auth.busy}
          />
          <TextField
            layout="row"
            label="姓名"
            value={form.name}
            onChange={(value) => setForm((draft) => ({ ...draft, name: value }))}
            placeholder="请输入您的姓名"
            maxLength={MAX_LENGTH.name}
            disabled={auth.busy}
          />
        </FaceAuthForm>
      </FaceAuthGate>
    </div>
  );
}
