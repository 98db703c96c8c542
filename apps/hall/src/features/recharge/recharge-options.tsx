import { useId } from 'react';
import { formatYuan } from '../../lib/money.ts';
import { type RechargeChoice, type RechargeOffer, sameChoice } from './products.ts';
import './recharge-options.css';

/** One tile: what is bought (30元, 1GB) and its price. */
interface OptionView {
  key: string;
  choice: RechargeChoice;
  main: string;
  price: number;
}

function callOptions(offer: RechargeOffer): OptionView[] {
  return offer.call.map((item) => ({
    key: `call-${item.rechargeNum}`,
    choice: { kind: 1, amount: item.rechargeNum },
    main: item.cost,
    price: item.rechargeNum,
  }));
}

function packOptions(kind: 2 | 3, offer: RechargeOffer): OptionView[] {
  const list = kind === 2 ? offer.dayFlow : offer.monthFlow;
  return list.map((item) => ({
    key: `${kind}-${item.id}`,
    choice: { kind, productId: item.id },
    main: item.flow,
    price: item.money,
  }));
}

function OptionGroup({
  legend,
  options,
  selected,
  name,
  onSelect,
}: {
  legend: string;
  options: OptionView[];
  selected: RechargeChoice | null;
  name: string;
  onSelect: (choice: RechargeChoice) => void;
}) {
  const baseId = useId();
  if (options.length === 0) return null;
  return (
    <fieldset className="recharge-options">
      <legend className="recharge-options__legend">{legend}</legend>
      <div className="recharge-options__grid">
        {options.map((option) => {
          const checked = sameChoice(selected, option.choice);
          const priceId = `${baseId}-${option.key}`;
          return (
            <label
              key={option.key}
              className={`recharge-option${checked ? ' recharge-option--checked' : ''}`}
            >
              <input
                className="recharge-option__input"
                type="radio"
                name={name}
                checked={checked}
                onChange={() => onSelect(option.choice)}
                aria-describedby={priceId}
              />
              <span className="recharge-option__main">{option.main}</span>
              <span id={priceId} className="recharge-option__price" aria-hidden="true">
                售价{formatYuan(option.price)}元
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export interface RechargeOptionsProps {
  offer: RechargeOffer;
  selected: RechargeChoice | null;
  onSelect: (choice: RechargeChoice) => void;
}

/**
 * The offer as tiles: 话费充值 amounts, 流量日包 and 流量月包 packs, a group left out when it offers nothing.
 * All tiles are one radio group, as only one item is bought at a time.
 */
export function RechargeOptions({ offer, selected, onSelect }: RechargeOptionsProps) {
  const radioName = useId();
  return (
    <div className="recharge__choices">
      <OptionGroup
        legend="话费充值"
        options={callOptions(offer)}
        selected={selected}
        name={radioName}
        onSelect={onSelect}
      />
      <OptionGroup
        legend="流量日包"
        options={packOptions(2, offer)}
        selected={selected}
        name={radioName}
        onSelect={onSelect}
      />
      <OptionGroup
        legend="流量月包"
        options={packOptions(3, offer)}
        selected={selected}
        name={radioName}
        onSelect={onSelect}
      />
      <p className="recharge__note">
        充值成功后一般即时到账，高峰期可能稍有延迟；流量包支付成功后为充值号码开通。
      </p>
    </div>
  );
}
