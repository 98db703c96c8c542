import type { CompactRule } from '@bluecat/ui/compact-input';
import { type ReactNode, useId } from 'react';
import { EntryInput } from '../../lib/form/entry-input.tsx';

export interface LegacyFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  /** A phone, code or ID entry: spaces stripped before its limit applies (CompactInput), not maxLength. */
  compact?: CompactRule;
  type?: 'text' | 'tel' | 'email';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  action?: ReactNode;
}

/** One labelled entry of the older invoice form. */
export function LegacyField({
  label,
  action,
  onChange,
  compact,
  maxLength,
  inputMode,
  ...input
}: LegacyFieldProps) {
  const id = useId();
  return (
    <div className="legacy-field">
      <label className="legacy-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="legacy-field__control">
        <EntryInput
          id={id}
          className="legacy-field__input"
          compact={compact}
          maxLength={maxLength}
          inputMode={inputMode}
          onChange={onChange}
          {...input}
        />
        {action}
      </div>
    </div>
  );
}
