import { Button } from '@bluecat/ui/button';
import type { FormEvent, ReactNode } from 'react';
import { IdentityStep, type IdentityStepProps } from './identity-step.tsx';
import { PassedIdentity } from './passed-identity.tsx';
import { TransferPhoneField } from './transfer-field.tsx';
import { TransferHeader } from './transfer-header.tsx';

/** What either owner's draft holds for the steps they share. */
export interface TransferStepsDraft {
  idCard: string;
  name: string;
  /** biz_no of the passed face verification; '' until then */
  bizNo: string;
  mobilePhone: string;
}

export interface TransferStepsProps extends Pick<IdentityStepProps, 'who' | 'type'> {
  /** The page's title, which also names its form. */
  title: string;
  halfFilled: boolean;
  leaveMessage: string;
  draft: TransferStepsDraft;
  onChange: (patch: Partial<TransferStepsDraft>) => void;
  /** Forgets the passed check and whatever was filed under it. */
  onVerifyAgain: () => void;
  /** What a new check discards besides the pass. */
  loses?: string;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  submitText: string;
  /** The form's fields after 过户号码. */
  children: ReactNode;
}

/**
 * The steps both owners go through (product.md › 过户): the identity check first; once it has passed, the form,
 * which opens with the number being transferred and ends with its submit button.
 */
export function TransferSteps({
  title,
  halfFilled,
  leaveMessage,
  who,
  type,
  draft,
  onChange,
  onVerifyAgain,
  loses,
  onSubmit,
  busy,
  submitText,
  children,
}: TransferStepsProps) {
  return (
    <div className="transfer">
      <TransferHeader title={title} halfFilled={halfFilled} leaveMessage={leaveMessage} />
      {draft.bizNo === '' ? (
        <IdentityStep
          who={who}
          type={type}
          idCard={draft.idCard}
          name={draft.name}
          onChange={onChange}
          onPassed={(bizNo) => onChange({ bizNo })}
        />
      ) : (
        <form className="transfer-card" aria-label={title} onSubmit={onSubmit} noValidate>
          <PassedIdentity name={draft.name} loses={loses} onVerifyAgain={onVerifyAgain} />
          <TransferPhoneField
            label="过户号码"
            value={draft.mobilePhone}
            onChange={(mobilePhone) => onChange({ mobilePhone })}
            placeholder="请输入手机号"
          />
          {children}
          <Button
            className="transfer-card__submit"
            block
            type="primary"
            nativeType="submit"
            loading={busy}
            disabled={busy}
          >
            {submitText}
          </Button>
        </form>
      )}
    </div>
  );
}
