import type { CompactRule } from '@bluecat/ui/compact-input';
import { useId } from 'react';
import { EntryInput } from '../../lib/form/entry-input.tsx';
import { PhoneField } from '../../lib/form/phone-field.tsx';

export interface TransferFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  /** A phone, code or ID entry: spaces stripped before its limit applies (CompactInput), not maxLength. */
  compact?: CompactRule;
  type?: 'text' | 'tel' | 'password';
  inputMode?: 'text' | 'numeric' | 'tel';
  autoComplete?: string;
}

/** One labelled entry of the transfer forms. */
export function TransferField({
  label,
  onChange,
  compact,
  maxLength,
  inputMode,
  ...input
}: TransferFieldProps) {
  const id = useId();
  return (
    <div className="transfer-field">
      <label className="transfer-field__label" htmlFor={id}>
        {label}
      </label>
      <EntryInput
        id={id}
        className="transfer-field__input"
        compact={compact}
        maxLength={maxLength}
        inputMode={inputMode}
        onChange={onChange}
        {...input}
      />
    </div>
  );
}

/** A phone number entry of the transfer forms, drawn as their other entries. */
export function TransferPhoneField({
  placeholder = '',
  ...field
}: Pick<TransferFieldProps, 'label' | 'value' | 'onChange' | 'placeholder'>) {
  // 联系电话（选填） names no placeholder: it stays empty rather than showing the hall's 请输入手机号.
  return <PhoneField frame={TransferField} placeholder={placeholder} {...field} />;
}
