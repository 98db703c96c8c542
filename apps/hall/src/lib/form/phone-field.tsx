import { MAX_LENGTH } from '@bluecat/rules/limits';
import { keepDigits } from '@bluecat/rules/validate';
import { type RuledFieldProps, TextField } from './form-fields.tsx';

/**
 * 手机号码 mobile number entry of a hall form. Non-digits are dropped as they are typed or pasted (the
 * spaces and dashes of a copied number) and the number is cut to eleven, so the rules only see digits.
 */
export function PhoneField({
  frame: Frame = TextField,
  label = '手机号码',
  placeholder = '请输入手机号',
  onChange,
  ...field
}: RuledFieldProps) {
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
