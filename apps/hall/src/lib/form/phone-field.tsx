import { MAX_LENGTH } from '@bluecat/rules/limits';
import { keepDigits } from '@bluecat/rules/validate';
import { type EntryFrame, TextField } from './form-fields.tsx';

export interface PhoneFieldProps {
  value: string;
  /** Receives the number as kept: digits only, at most a phone number's length. */
  onChange: (value: string) => void;
  /** 手机号码 unless the form names the number otherwise (手机号, 过户号码, 联系电话). */
  label?: string;
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
  layout?: 'stacked' | 'row';
  /** The labelled entry around the input; TextField unless the feature draws its own. */
  frame?: EntryFrame;
}

/**
 * A mobile number entry of a hall form. Non-digits are dropped as they are typed or pasted (spaces and
 * dashes of a copied number) and the number is cut to eleven, so the rules only ever see digits.
 */
export function PhoneField({
  frame: Frame = TextField,
  label = '手机号码',
  placeholder = '请输入手机号',
  onChange,
  ...field
}: PhoneFieldProps) {
  return (
    <Frame
      label={label}
      placeholder={placeholder}
      type="tel"
      inputMode="numeric"
      maxLength={MAX_LENGTH.phone}
      onChange={(value) => onChange(keepDigits(value, MAX_LENGTH.phone))}
      {...field}
    />
  );
}
