import { MAX_LENGTH } from '@bluecat/rules/limits';
import { SmsCodeButton } from '@bluecat/ui/sms-code-button';
import { type EntryFrame, TextField } from './form-fields.tsx';

export interface SmsCodeFieldProps {
  value: string;
  /** Receives the code as kept: at most a code's length. */
  onChange: (value: string) => void;
  /** Checks what the code is for and sends it; true once it is sent (see SmsCodeButton). */
  onSend: () => Promise<boolean>;
  /** Locks the entry and its 获取验证码 button together, while the form's request is on its way. */
  disabled?: boolean;
  label?: string;
  placeholder?: string;
  autoComplete?: string;
  layout?: 'stacked' | 'row';
  /** Where a feature's own frame places the button by a class of its own. */
  buttonClassName?: string;
  /** The labelled entry around the input; TextField unless the feature draws its own. */
  frame?: EntryFrame;
}

/** 验证码 SMS verification code entry with its 获取验证码 button beside it. */
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
      inputMode="numeric"
      maxLength={MAX_LENGTH.code}
      onChange={(value) => onChange(value.slice(0, MAX_LENGTH.code))}
      disabled={disabled}
      action={<SmsCodeButton className={buttonClassName} onSend={onSend} disabled={disabled} />}
      {...field}
    />
  );
}
