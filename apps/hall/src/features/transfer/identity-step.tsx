import { MAX_LENGTH } from '@bluecat/rules/limits';
import { FaceAuthForm, FaceAuthIntro } from '../../lib/face-auth/face-auth-form.tsx';
import { FaceAuthGate } from '../../lib/face-auth/face-auth-gate.tsx';
import type { FaceAuth } from '../../lib/face-auth/use-face-auth.ts';
import { TextField } from '../../lib/form/form-fields.tsx';
import { idCardInput } from './transfer-state.ts';

export interface IdentityStepProps {
  /** 原机主 or 新机主 */
  who: string;
  auth: FaceAuth;
  idCard: string;
  name: string;
  onChange: (patch: { idCard?: string; name?: string }) => void;
}

/** The identity check before either transfer form: ID number and name, then the face (000 §5: ID and name). */
export function IdentityStep({ who, auth, idCard, name, onChange }: IdentityStepProps) {
  return (
    <>
      <FaceAuthIntro label="办理说明" lead={`请${who}本人办理，先完成身份核验`}>
        <p className="transfer__text">核验通过后填写过户信息，信息仅用于本次过户办理。</p>
      </FaceAuthIntro>
      <FaceAuthGate auth={auth}>
        <FaceAuthForm label={`${who}身份核验`} auth={auth} submitText="开始人脸核验">
          <TextField
            layout="row"
            label="身份证号"
            value={idCard}
            onChange={(value) => onChange({ idCard: idCardInput(value) })}
            placeholder="请输入您证件信息"
            maxLength={MAX_LENGTH.idCard}
            disabled={auth.busy}
          />
          <TextField
            layout="row"
            label="姓名"
            value={name}
            onChange={(value) => onChange({ name: value })}
            placeholder="请输入您的姓名"
            maxLength={MAX_LENGTH.name}
            disabled={auth.busy}
          />
        </FaceAuthForm>
      </FaceAuthGate>
    </>
  );
}
