import { type OpenCardInfoForm, openCardInputs } from '@bluecat/rules/open-card-info';
import { Button, Input } from '@nutui/nutui-react';
import { type FormEvent, useId } from 'react';

export interface InfoStepProps {
  form: OpenCardInfoForm;
  /** The number and card come from a scanned order and are shown read-only. */
  fixed: boolean;
  pending: boolean;
  onChange: (field: keyof OpenCardInfoForm, value: string) => void;
  onSubmit: () => void;
}

/** Step 0, 填写信息 fill info: number, the card's last 7 characters, and an optional spare contact. */
export function InfoStep({ form, fixed, pending, onChange, onSubmit }: InfoStepProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  // Every keystroke goes through the rules' input filters: digits only, at most 11 / 7 characters.
  const change = (field: keyof OpenCardInfoForm) => (value: string) =>
    onChange(field, openCardInputs[field](value));

  return (
    <form className="open-card-card open-card-form" onSubmit={submit} noValidate>
      <h2 className="open-card-card-title">填写开卡信息</h2>
      <div className="open-card-field">
        <label className="open-card-label" htmlFor={`${id}-phone`}>
          手机号
        </label>
        <Input
          id={`${id}-phone`}
          className="open-card-input"
          type="tel"
          inputMode="numeric"
          maxLength={11}
          value={form.phone}
          readOnly={fixed}
          onChange={change('phone')}
          placeholder="请输入开卡手机号"
        />
      </div>
      <div className="open-card-field">
        <label className="open-card-label" htmlFor={`${id}-cardNo`}>
          卡号
        </label>
        <Input
          id={`${id}-cardNo`}
          className="open-card-input"
          autoCapitalize="characters"
          maxLength={7}
          value={form.cardNo}
          readOnly={fixed}
          onChange={change('cardNo')}
          placeholder="请输入卡号后7位"
        />
      </div>
      <div className="open-card-field">
        <label className="open-card-label" htmlFor={`${id}-sparePhone`}>
          备用联系号码
        </label>
        <Input
          id={`${id}-sparePhone`}
          className="open-card-input"
          type="tel"
          inputMode="numeric"
          maxLength={11}
          value={form.sparePhone}
          onChange={change('sparePhone')}
          placeholder="选填"
        />
      </div>
      <p className="open-card-hint">
        {fixed ? '手机号和卡号来自扫码订单，请核对卡板后继续。' : '卡号为卡板背面ICCID的后7位。'}
      </p>
      <Button
        className="open-card-submit"
        nativeType="submit"
        type="primary"
        block
        loading={pending}
        disabled={pending}
      >
        下一步
      </Button>
    </form>
  );
}
