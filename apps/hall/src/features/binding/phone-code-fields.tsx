import { AppLink } from '@bluecat/ui/app-link';
import { Button } from '@bluecat/ui/button';
import { PhoneField } from '../../lib/form/phone-field.tsx';
import { SmsCodeField } from '../../lib/form/sms-code-field.tsx';

export interface PhoneCodeFieldsProps {
  phone: string;
  code: string;
  /** The number as typed, already cut to its digits and length. */
  onPhoneChange: (phone: string) => void;
  /** The code as typed, already cut to its length. */
  onCodeChange: (code: string) => void;
  /** Checks the number and sends the SMS code; true once it is sent. */
  onSendCode: () => Promise<boolean>;
  /** The request is on its way or has succeeded: nothing is typed or sent meanwhile. */
  busy: boolean;
  /** The request is on its way: the submit button spins. */
  sending: boolean;
  submitText: string;
  /** Where 收不到验证码 leads for this form. */
  noCodePath: string;
}

/**
 * The body shared by 号码绑定 and 号码解绑 by SMS code: the number, the code with its send button, the
 * submit button and the 收不到验证码 link. Both forms take and cut the entries the same way; the form
 * around it decides what the code is for and what a submit does.
 */
export function PhoneCodeFields({
  phone,
  code,
  onPhoneChange,
  onCodeChange,
  onSendCode,
  busy,
  sending,
  submitText,
  noCodePath,
}: PhoneCodeFieldsProps) {
  return (
    <>
      <div className="binding-form__fields">
        <PhoneField layout="row" value={phone} onChange={onPhoneChange} disabled={busy} />
        <SmsCodeField layout="row" value={code} onChange={onCodeChange} onSend={onSendCode} disabled={busy} />
      </div>
      <Button
        className="binding-form__submit"
        block
        type="primary"
        nativeType="submit"
        loading={sending}
        disabled={busy}
      >
        {submitText}
      </Button>
      <p className="binding-form__more">
        <AppLink className="binding-form__link" to={noCodePath}>
          收不到验证码
        </AppLink>
      </p>
    </>
  );
}
