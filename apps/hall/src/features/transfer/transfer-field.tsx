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
