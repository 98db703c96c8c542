import { MAX_LENGTH } from '@bluecat/rules/limits';
import { type RuledFieldProps, TextField } from './form-fields.tsx';

/**
 * 手机号码 mobile number entry of a hall form. Spaces and other non-digits are dropped as they are typed
 * or pasted (a copied `139 1234 5678`), and only then is the number cut to eleven, so the rules only see
 * digits.
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
      compact={{ chars: 'digits', limit: MAX_LENGTH.phone }}
      onChange={onChange}
      {...field}
    />
  );
}
