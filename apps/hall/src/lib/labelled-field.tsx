import { Input } from '@nutui/nutui-react';
import { type ReactNode, useId } from 'react';
import './labelled-field.css';

export interface LabelledFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
  type?: 'text' | 'tel' | 'password';
  inputMode?: 'text' | 'numeric' | 'tel';
  readOnly?: boolean;
  disabled?: boolean;
  /** Beside the input: the 获取验证码 button of a code field. */
  action?: ReactNode;
}

/** One labelled entry of a hall form (a real label for screen readers), with an optional action beside it. */
export function LabelledField({ label, type = 'text', action, ...input }: LabelledFieldProps) {
  const id = useId();
  return (
    <div className="labelled-field">
      <label className="labelled-field__label" htmlFor={id}>
        {label}
      </label>
      <Input
        id={id}
        className="labelled-field__input"
        type={type}
        clearable={!input.readOnly}
        value={input.value}
        onChange={input.onChange}
        placeholder={input.placeholder}
        maxLength={input.maxLength}
        inputMode={input.inputMode}
        readOnly={input.readOnly}
        disabled={input.disabled}
      />
      {action && <div className="labelled-field__action">{action}</div>}
    </div>
  );
}
