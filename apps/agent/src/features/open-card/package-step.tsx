import { RichText } from '@bluecat/ui/rich-text';
import { type FormEvent, useId } from 'react';
import { formatAmount } from '../../lib/amount.ts';
import { StepButton } from './step-button.tsx';
import type { Package } from './wizard-machine.ts';

export interface PackageStepProps {
  /** The default package first. */
  packages: Package[];
  chosenId: string;
  /** A list to pick from (the scan variant always; the main wizard when changeable packages exist), else the one package. */
  choosable: boolean;
  pending: boolean;
  onChoose: (prodOfferId: string) => void;
  onSubmit: () => void;
}

/** Step 1, 套餐详情 package and fee. */
export function PackageStep({
  packages,
  chosenId,
  choosable,
  pending,
  onChoose,
  onSubmit,
}: PackageStepProps) {
  const id = useId();
  const chosen = packages.find((item) => item.prodOfferId === chosenId) ?? packages[0];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  if (!chosen) return null;

  return (
    <form className="open-card-package" onSubmit={submit} noValidate>
      {choosable ? (
        <fieldset className="open-card-card open-card-choices">
          <legend className="open-card-card-title">选择套餐</legend>
          {packages.map((item, index) => (
            <label
              key={item.prodOfferId}
              className={`open-card-choice${item.prodOfferId === chosen.prodOfferId ? ' open-card-choice--chosen' : ''}`}
            >
              <input
                className="open-card-choice-input"
                type="radio"
                name={`${id}-package`}
                value={item.prodOfferId}
                checked={item.prodOfferId === chosen.prodOfferId}
                onChange={() => onChoose(item.prodOfferId)}
              />
              <span className="open-card-choice-name">
                {item.prodOfferName}
                {index === 0 && <span className="open-card-choice-tag">默认</span>}
              </span>
              <span className="open-card-choice-fee">预存 {formatAmount(item.sumFee)} 元</span>
            </label>
          ))}
        </fieldset>
      ) : null}

      <section className="open-card-card" aria-labelledby={`${id}-name`}>
        <h2 id={`${id}-name`} className="open-card-package-name">
          {chosen.prodOfferName}
        </h2>
        <dl className="open-card-package-facts">
          <div className="open-card-package-fact">
            <dt>预存费用</dt>
            <dd className="open-card-package-fee">¥{formatAmount(chosen.sumFee)}</dd>
          </div>
        </dl>
        <h3 className="open-card-package-subtitle">套餐说明</h3>
        <RichText className="open-card-package-description" html={chosen.prodofferdesc} />
        {chosen.sumFee > 0 && <p className="open-card-hint">该套餐需先预存费用，点击下一步前往支付。</p>}
      </section>

      <StepButton className="open-card-submit" busy={pending}>
        下一步
      </StepButton>
    </form>
  );
}
