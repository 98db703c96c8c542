import { MAX_LENGTH } from '@bluecat/rules/limits';
import { SmsCodeButton } from '@bluecat/ui/sms-code-button';
import { type RuledFieldProps, TextField } from './form-fields.tsx';

export interface SmsCodeFieldProps extends RuledFieldProps {
  /** Checks what the code is for and sends it; true once it is sent (see SmsCodeButton). */
  onSend: () => Promise<boolean>;
  /** Where a feature's own frame places the button by a class of its own. */
  buttonClassName?: string;
}

/**
 * 验证码 SMS verification code entry: digits, spaces stripped before it is cut to a code's length, with its 获取验证码 button beside it: the
 * form's lock (`disabled`) holds both, so no code is sent while the form's request is on its way.
 */
export function SmsCodeField({
  frame: Frame = TextField,
  label = '验证码',
  placeholder = '请输入验证码',
  onChange,
  onSend,
  disabled,
  buttonClassName,
  ...field
}: SmsCodeFieldProps) {
  return (
    <Frame
      label={label}
      placeholder={placeholder}
      compact={{ chars: 'digits', limit: MAX_LENGTH.code }}
      onChange={onChange}
      disabled={disabled}
      action={<SmsCodeButton className={buttonClassName} onSend={onSend} disabled={disabled} />}
      {...field}
    />
  );
}
