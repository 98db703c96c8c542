import { useId } from 'react';
import {
  type AreaList,
  citiesOf,
  countiesOf,
  provincesOf,
  type RegionChoice,
  type RegionOption,
} from './region.ts';

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
  return (
    <div className="store-picker__field">
      <label className="store-picker__label" htmlFor={id}>
        {label}
      </label>
      {/* The browser's own select: the phone's system wheel, and a named combobox for screen readers. */}
      <select
        id={id}
        className="store-picker__select"
        value={value}
        disabled={options.length === 0}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">请选择</option>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface RegionPickerProps {
  area: AreaList;
  choice: RegionChoice;
  onChange: (level: keyof RegionChoice, code: string) => void;
}

/** 省 / 市 / 区 pickers; each shows 请选择 until chosen (001 §2). */
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
