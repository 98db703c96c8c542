import { ENTRY } from '@bluecat/rules/entries';
import { MAX_LENGTH } from '@bluecat/rules/limits';
import { TextField } from '../form/form-fields.tsx';
import { PhoneField } from '../form/phone-field.tsx';

/**
 * The identity entries the face-verification start forms ask for, with the wording the spec gives them.
 * `onChange` receives what the field keeps; a screen with its own rule for the entry filters it there.
 */
export interface IdentityFieldProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** 姓名 */
export function NameField({
  maxLength = MAX_LENGTH.name,
  ...field
}: IdentityFieldProps & { maxLength?: number }) {
  return (
    <TextField layout="row" label="姓名" placeholder="请输入您的姓名" maxLength={maxLength} {...field} />
  );
}

/** 身份证号: the whole number. */
export function IdCardField({
  placeholder = '请输入您证件信息',
  ...field
}: IdentityFieldProps & { placeholder?: string }) {
  return (
    <TextField layout="row" label="身份证号" placeholder={placeholder} compact={ENTRY.idCard} {...field} />
  );
}

/** 身份证号后六位: digits and a final X only, upper-cased as printed. */
export function IdSuffixField(field: IdentityFieldProps) {
  return (
    <TextField
      layout="row"
      label="身份证号后六位"
      placeholder="请输入身份证号后六位"
      compact={ENTRY.idSuffix}
      {...field}
    />
  );
}

/** 手机号码: digits only, cut to eleven. */
export function MobileField(field: IdentityFieldProps) {
  return <PhoneField layout="row" {...field} />;
}
