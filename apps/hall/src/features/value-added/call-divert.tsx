import { PageHeader } from '@bluecat/ui/page-header';
import { usePersistedState } from '@bluecat/ui/use-persisted-state';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { FaceAuthStart } from '../../lib/face-auth/face-auth-start.tsx';
import { IdSuffixField, NameField } from '../../lib/face-auth/identity-fields.tsx';
import { useFaceAuth } from '../../lib/face-auth/use-face-auth.ts';
import { CALL_DIVERT_DRAFT, CALL_DIVERT_PASS, EMPTY_CALL_DIVERT, NO_PASS } from './call-divert-state.ts';
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
      <FaceAuthStart
        auth={auth}
        onStart={start}
        intro={{
          label: '办理说明',
          lead: '办理呼叫转移需先核验机主本人身份',
          body: <p>核验通过后即可订购或退订呼叫转移业务，资费按月从话费余额中扣除。</p>,
        }}
        formLabel="呼叫转移身份核验"
        submitText="开始人脸核验"
        note="信息仅用于核验您的本人身份。"
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
