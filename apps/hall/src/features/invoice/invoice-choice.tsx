export interface InvoiceChoiceProps<V extends string> {
  legend: string;
  /** The radios' name. */
  name: string;
  choices: readonly { value: V; label: string }[];
  /** The value picked so far; '' while none is. */
  value: string;
  onChange: (value: V) => void;
  /** Long labels, such as the invoice kinds, stand one under another. */
  column?: boolean;
}

/** One pick-one question of the invoice form (抬头类型, 发票类型) as native radios in a fieldset. */
export function InvoiceChoice<V extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  column = false,
}: InvoiceChoiceProps<V>) {
  return (
    <fieldset className="invoice-choice">
      <legend className="invoice-choice__legend">{legend}</legend>
      <div
        className={
          column ? 'invoice-choice__options invoice-choice__options--column' : 'invoice-choice__options'
        }
      >
        {choices.map((choice) => (
          <label key={choice.value} className="invoice-choice__option">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
