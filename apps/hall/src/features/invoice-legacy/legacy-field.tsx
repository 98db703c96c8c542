import { type ReactNode, useId } from 'react';

export interface LegacyFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  type?: 'text' | 'tel' | 'email';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  action?: ReactNode;
}

/** One labelled entry of the older invoice form. */
export function LegacyField({ label, action, onChange, ...input }: LegacyFieldProps) {
  const id = useId();
  return (
    <div className="legacy-field">
      <label className="legacy-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="legacy-field__control">
        <input
          id={id}
          className="legacy-field__input"
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
        {action}
      </div>
    </div>
  );
}
