import { CompactInput, type CompactRule } from '@bluecat/ui/compact-input';
import { type ReactNode, useId } from 'react';

export interface InvoiceFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  /** A phone, code or ID entry: spaces stripped before its limit applies (CompactInput), not maxLength. */
  compact?: CompactRule;
  type?: 'text' | 'tel' | 'email';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /** Under the entry: a hint such as 15-20 characters. */
  hint?: string;
  /** On the right of the entry: the SMS button. */
  action?: ReactNode;
  required?: boolean;
  autoComplete?: string;
}

/** One labelled entry of the invoice forms: a real label, so screen readers and tests find it by name. */
export function InvoiceField({
  label,
  hint,
  action,
  required,
  onChange,
  compact,
  maxLength,
  inputMode,
  ...input
}: InvoiceFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const common = {
    id,
    className: 'invoice-field__input',
    'aria-describedby': hint ? hintId : undefined,
    'aria-required': required || undefined,
  };
  return (
    <div className="invoice-field">
      <label className="invoice-field__label" htmlFor={id}>
        {required && (
          <span className="invoice-field__required" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      <div className="invoice-field__control">
        {compact ? (
          <CompactInput
            {...common}
            {...compact}
            {...input}
            type={input.type === 'tel' ? 'tel' : 'text'}
            onChange={onChange}
          />
        ) : (
          <input
            {...common}
            maxLength={maxLength}
            inputMode={inputMode}
            onChange={(event) => onChange(event.target.value)}
            {...input}
          />
        )}
        {action}
      </div>
      {hint && (
        <p id={hintId} className="invoice-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
