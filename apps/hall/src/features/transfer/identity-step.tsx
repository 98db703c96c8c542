import { FaceAuthStart } from '../../lib/face-auth/face-auth-start.tsx';
import type { FaceAuthType } from '../../lib/face-auth/flows.ts';
import { IdCardField, NameField } from '../../lib/face-auth/identity-fields.tsx';
import { useFaceAuth } from '../../lib/face-auth/use-face-auth.ts';
import { idCardInput } from '../../lib/form/id-input.ts';

export interface IdentityStepProps {
  /** 原机主 or 新机主 */
  who: string;
  /** The face verification of this owner (TRANS_ACCT_S or TRANS_ACCT_T). */
  type: Extract<FaceAuthType, 'transferOwner' | 'transferNewOwner'>;
  idCard: string;
  name: string;
  onChange: (patch: { idCard?: string; name?: string }) => void;
  /** The face matched: the form goes on with the verification's biz_no. */
  onPassed: (bizNo: string) => void;
}

/**
 * The identity check before either transfer form: ID number and name, then the face (product.md › 过户: ID and name).
 * The check lives here, so 重新核验 on the form, which brings this step back, starts a fresh one.
 */
export function IdentityStep({ who, type, idCard, name, onChange, onPassed }: IdentityStepProps) {
  const auth = useFaceAuth({ type, form: { idCard, name }, onPassed });
  return (
    <FaceAuthStart
      auth={auth}
      intro={{
        label: '办理说明',
        lead: `请${who}本人办理，先完成身份核验`,
        body: <p className="transfer__text">核验通过后填写过户信息，信息仅用于本次过户办理。</p>,
      }}
      formLabel={`${who}身份核验`}
      submitText="开始人脸核验"
    >
      <IdCardField
        value={idCard}
        onChange={(value) => onChange({ idCard: idCardInput(value) })}
        disabled={auth.busy}
      />
      <NameField value={name} onChange={(value) => onChange({ name: value })} disabled={auth.busy} />
    </FaceAuthStart>
  );
}
