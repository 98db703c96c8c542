import { useId } from 'react';
import {
  type AreaList,
  citiesOf,
  countiesOf,
  provincesOf,
  type RegionChoice,
  type RegionOption,
} from './region.ts';

/** What a picker shows until a region is chosen. */
const NONE_CHOSEN = '请选择';

function RegionSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: RegionOption[];
  onChange: (code: string) => void;
}) {
  const id = useId();
  const chosen = options.find((option) => option.code === value)?.name ?? NONE_CHOSEN;
  return (
    <div className="store-picker__field">
      <label className="store-picker__label" htmlFor={id}>
        {label}
      </label>
      <div className="store-picker__control">
        {/* The browser's own select: the phone's system wheel, and a named combobox for screen readers. */}
        <select
          id={id}
          className="store-picker__select"
          value={value}
          disabled={options.length === 0}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{NONE_CHOSEN}</option>
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        {/* Unseen, as wide as the chosen name: the field is never narrower than what its select shows. */}
        <span className="store-picker__sizer" aria-hidden="true">
          {chosen}
        </span>
      </div>
    </div>
  );
}

export interface RegionPickerProps {
  area: AreaList;
  choice: RegionChoice;
  onChange: (level: keyof RegionChoice, code: string) => void;
}

/** 省 / 市 / 区 pickers; each shows 请选择 until chosen (product.md › 门店查询). */
export function RegionPicker({ area, choice, onChange }: RegionPickerProps) {
  return (
    <div className="store-picker__fields">
      <RegionSelect
        label="省份"
        value={choice.province}
        options={provincesOf(area)}
        onChange={(code) => onChange('province', code)}
      />
      <RegionSelect
        label="城市"
        value={choice.city}
        options={citiesOf(area, choice.province)}
        onChange={(code) => onChange('city', code)}
      />
      <RegionSelect
        label="区县"
        value={choice.county}
        options={countiesOf(area, choice.city)}
        onChange={(code) => onChange('county', code)}
      />
    </div>
  );
}
