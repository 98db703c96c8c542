import { ENTRY } from '@bluecat/rules/entries';
import { MAX_LENGTH } from '@bluecat/rules/limits';
import { type OpenCardInfoForm, openCardInputs } from '@bluecat/rules/open-card/open-card-info';
import { CompactInput, type CompactRule } from '@bluecat/ui/compact-input';
import { type FormEvent, useId } from 'react';
import { CardScan } from './card-scan.tsx';
import { StepButton } from './step-button.tsx';

export interface InfoStepProps {
  form: OpenCardInfoForm;
  /** The number and card come from a scanned order and are shown read-only. */
  fixed: boolean;
  pending: boolean;
  onChange: (field: keyof OpenCardInfoForm, value: string) => void;
  onSubmit: () => void;
}

interface InfoField {
  field: keyof OpenCardInfoForm;
  label: string;
  placeholder: string;
  /** Spaces stripped before the limit applies: digits for the numbers, the card's last 7 characters as typed. */
  entry: CompactRule;
  /** Taken from a scanned order, and then read-only. */
  fromOrder: boolean;
}

/** The form's fields in the spec's order; the entry rules match the rules' input filters. */
const FIELDS: readonly InfoField[] = [
  {
    field: 'phone',
    label: '手机号',
    placeholder: '请输入开卡手机号',
    entry: ENTRY.phone,
    fromOrder: true,
  },
  {
    field: 'cardNo',
    label: '卡号',
    placeholder: '请输入卡号后7位',
    entry: { chars: 'any', limit: MAX_LENGTH.cardEntry },
    fromOrder: true,
  },
  {
    field: 'sparePhone',
    label: '备用联系号码',
    placeholder: '选填',
    entry: { chars: 'digits', limit: MAX_LENGTH.spareContact },
    fromOrder: false,
  },
];

/** Step 0, 填写信息 fill info: number, the card's last 7 characters, and an optional spare contact. */
export function InfoStep({ form, fixed, pending, onChange, onSubmit }: InfoStepProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  // Every keystroke, spaces stripped, goes through the rules' input filters: digits only, at most 11 / 7.
  const change = (field: keyof OpenCardInfoForm) => (value: string) =>
    onChange(field, openCardInputs[field](value));

  return (
    <form className="open-card-card open-card-form" onSubmit={submit} noValidate>
      <h2 className="open-card-card-title">填写开卡信息</h2>
      {FIELDS.map(({ field, label, placeholder, entry, fromOrder }) => (
        <div key={field} className="open-card-field">
          <label className="open-card-label" htmlFor={`${id}-${field}`}>
            {label}
          </label>
          <CompactInput
            id={`${id}-${field}`}
            className="open-card-input"
            type={entry.chars === 'digits' ? 'tel' : 'text'}
            autoCapitalize={entry.chars === 'digits' ? undefined : 'characters'}
            {...entry}
            value={form[field]}
            readOnly={fromOrder && fixed}
            onChange={change(field)}
            placeholder={placeholder}
          />
          {/* 扫描卡板 (product.md › 开卡向导 › 扫描卡板) comes with the entry: a whole ICCID pasted at once is
              checked, and no chunk of its own is asked for in the first render, where it counted towards the
              entry's paint. The decoder still comes only on a tap (barcode-reader.ts). */}
          {field === 'cardNo' && !fixed && <CardScan inputId={`${id}-${field}`} onRead={change(field)} />}
        </div>
      ))}
      <p className="open-card-hint">
        {fixed ? '手机号和卡号来自扫码订单，请核对卡板后继续。' : '卡号为卡板背面ICCID的后7位。'}
      </p>
      <StepButton className="open-card-submit" busy={pending}>
        下一步
      </StepButton>
    </form>
  );
}
