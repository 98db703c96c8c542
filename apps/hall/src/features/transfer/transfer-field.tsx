import { MAX_LENGTH } from '@bluecat/rules/limits';
import { keepDigits } from '@bluecat/rules/validate';
import { useId } from 'react';

export interface TransferFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  type?: 'text' | 'tel' | 'password';
  inputMode?: 'text' | 'numeric' | 'tel';
  autoComplete?: string;
}

/** One labelled entry of the transfer forms. */
export function TransferField({ label, onChange, ...input }: TransferFieldProps) {
  const id = useId();
  return (
    <div className="transfer-field">
      <label className="transfer-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="transfer-field__input"
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
    </div>
  );
}

/** A phone number entry of the transfer forms: only digits are kept, at most a phone number's length. */
export function TransferPhoneField({
  onChange,
  ...field
}: Pick<TransferFieldProps, 'label' | 'value' | 'onChange' | 'placeholder'>) {
  return (
    <TransferField
      type="tel"
      inputMode="numeric"
      onChange={(value) => onChange(keepDigits(value, MAX_LENGTH.phone))}
      maxLength={MAX_LENGTH.phone}
      {...field}
    />
  );
}
