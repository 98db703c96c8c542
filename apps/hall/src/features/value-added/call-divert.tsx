import { MAX_LENGTH } from '@bluecat/rules/limits';
import { PageHeader } from '@bluecat/ui/page-header';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { FaceAuthForm, FaceAuthIntro } from '../../lib/face-auth/face-auth-form.tsx';
import { FaceAuthGate } from '../../lib/face-auth/face-auth-gate.tsx';
import { useFaceAuth } from '../../lib/face-auth/use-face-auth.ts';
import { TextField } from '../../lib/form/form-fields.tsx';
import {
  CALL_DIVERT_DRAFT,
  CALL_DIVERT_PASS,
  EMPTY_CALL_DIVERT,
  idSuffixInput,
  NO_PASS,
} from './call-divert-state.ts';
import './value-added.css';

/**
 * /callDivert 呼叫转移 (001 §2; 000 §5, §2.10): ID last six and name, then face verification through the
 * hall's one mechanism. The provider returns to /calldivertOrder, which checks the result.
 */
export default function CallDivert() {
  const navigate = useNavigate();
  const [form, setForm] = usePersistedState(CALL_DIVERT_DRAFT, EMPTY_CALL_DIVERT);
  const [, setPass] = usePersistedState(CALL_DIVERT_PASS, NO_PASS);
  const auth = useFaceAuth({
    type: 'callDivert',
    form,
    // Back here from the provider with the browser's back button: the check ran here instead.
    onPassed: (bizNo) => {
      setPass({ bizNo, at: Date.now() });
      navigate(paths.calldivertOrder, { replace: true });
    },
  });
  const start = () => {
    // A new verification replaces an earlier pass.
    setPass(NO_PASS);
    auth.start();
  };

  return (
    <div className="va-divert">
      <PageHeader title="呼叫转移" />
      <FaceAuthIntro label="办理说明" lead="办理呼叫转移需先核验机主本人身份">
        <p>核验通过后即可订购或退订呼叫转移业务，资费按月从话费余额中扣除。</p>
      </FaceAuthIntro>
      <FaceAuthGate auth={auth}>
        <FaceAuthForm
          label="呼叫转移身份核验"
          auth={{ ...auth, start }}
          submitText="开始人脸核验"
          note="信息仅用于核验您的本人身份。"
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
