import { CompactInput, type CompactRule } from '@bluecat/ui/compact-input';

export interface EntryInputProps {
  id: string;
  className: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  type?: 'text' | 'tel' | 'password' | 'email';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  readOnly?: boolean;
  disabled?: boolean;
  /** A phone, code or ID entry: spaces stripped before its limit applies (CompactInput), not maxLength. */
  compact?: CompactRule;
}

/**
 * The one-line entry every hall form draws, whatever frame holds it: a phone, code or ID entry goes through
 * CompactInput (whose own rule sets the keypad and the limit), any other through a native input.
 */
export function EntryInput({
  compact,
  maxLength,
  inputMode,
  onChange,
  type = 'text',
  ...input
}: EntryInputProps) {
  if (compact) {
    // CompactInput takes text, tel or password: an e-mail address is never a compact entry.
    return (
      <CompactInput {...compact} {...input} type={type === 'email' ? 'text' : type} onChange={onChange} />
    );
  }
  return (
    <input
      type={type}
      maxLength={maxLength}
      inputMode={inputMode}
      {...input}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
