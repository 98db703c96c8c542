import type { CompactRule } from '@bluecat/ui/compact-input';
import { type ComponentType, type ReactNode, useId } from 'react';
import { EntryInput } from './entry-input.tsx';
import './form-fields.css';

interface FieldShell {
  label: string;
  /** A line under the entry (a rule the person should know before submitting). */
  hint?: ReactNode;
}

interface FieldFrame extends FieldShell {
  id: string;
  /** `row`: the label beside the entry, one white row per field (the look of the hall's short forms). */
  layout?: 'stacked' | 'row';
  /** Beside the entry: the 获取验证码 button of a code field. */
  action?: ReactNode;
  children: ReactNode;
}

function Field({ id, label, hint, layout = 'stacked', action, children }: FieldFrame) {
  return (
    <div className={layout === 'row' ? 'bc-field bc-field--row' : 'bc-field'}>
      <label className="bc-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="bc-field__control">{children}</div>
      {action && <div className="bc-field__action">{action}</div>}
      {hint && <p className="bc-field__hint">{hint}</p>}
    </div>
  );
}

export interface TextFieldProps extends FieldShell {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength?: number;
  type?: 'text' | 'tel' | 'password';
  inputMode?: 'text' | 'numeric' | 'tel';
  autoComplete?: string;
  readOnly?: boolean;
  disabled?: boolean;
  layout?: 'stacked' | 'row';
  action?: ReactNode;
  /** A phone, code or ID entry: spaces stripped before its limit applies (CompactInput), not maxLength. */
  compact?: CompactRule;
}

/**
 * A labelled one-line entry of a hall form. A native input rather than NutUI's: light, named by its label
 * for screen readers, and at 16px so iOS Safari does not zoom into it.
 */
export function TextField({
  label,
  hint,
  layout,
  action,
  onChange,
  type = 'text',
  compact,
  maxLength,
  inputMode,
  ...input
}: TextFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} layout={layout} action={action}>
      <EntryInput
        id={id}
        className="bc-field__input"
        type={type}
        compact={compact}
        maxLength={maxLength}
        inputMode={inputMode}
        onChange={onChange}
        {...input}
      />
    </Field>
  );
}

/**
 * What the phone and code fields hand the labelled entry they sit in: TextField by default, or a feature's
 * own frame where its forms are drawn differently (the invoice and transfer forms), so the entry rule
 * stays in one place whatever the look.
 */
export interface EntryFrameProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The entry rule the frame's input applies through CompactInput. */
  compact: CompactRule;
  type?: 'tel';
  autoComplete?: string;
  disabled?: boolean;
  /** TextField's layout; a feature's own frame is passed none. */
  layout?: 'stacked' | 'row';
  action?: ReactNode;
}

export type EntryFrame = ComponentType<EntryFrameProps>;

/** What a form passes a field that holds its own entry rule (PhoneField, SmsCodeField). */
export interface RuledFieldProps {
  value: string;
  /** Receives the entry as the field keeps it. */
  onChange: (value: string) => void;
  /** The field's own wording unless the form names it otherwise. */
  label?: string;
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
  layout?: 'stacked' | 'row';
  /** The labelled entry around the input; TextField unless the feature draws its own. */
  frame?: EntryFrame;
}

export interface TextAreaFieldProps extends FieldShell {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength?: number;
  disabled?: boolean;
}

export function TextAreaField({ label, hint, onChange, ...input }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint}>
      <textarea
        id={id}
        className="bc-field__input bc-field__input--area"
        rows={3}
        {...input}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

export interface SelectFieldProps extends FieldShell {
  value: string;
  onChange: (value: string) => void;
  /** The empty first option. */
  placeholder: string;
  options: readonly string[];
  disabled?: boolean;
}

/** A picker as the native select: the phone's own wheel, reachable and named without extra roles. */
export function SelectField({ label, hint, onChange, placeholder, options, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint}>
      <select
        id={id}
        className="bc-field__input bc-field__select"
        {...select}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );
}

export interface ChoiceFieldProps<V extends string> {
  legend: string;
  value: V | '';
  onChange: (value: V) => void;
  choices: readonly { value: V; label: string }[];
  disabled?: boolean;
}

/** A radio group as native radios in a fieldset (NutUI's Radio renders divs without roles). */
export function ChoiceField<V extends string>({
  legend,
  value,
  onChange,
  choices,
  disabled,
}: ChoiceFieldProps<V>) {
  const name = useId();
  return (
    <fieldset className="bc-field bc-field--choices" disabled={disabled}>
      <legend className="bc-field__label">{legend}</legend>
      <div className="bc-field__choices">
        {choices.map((choice) => (
          <label key={choice.value} className="bc-field__choice">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
