import { Progress } from '@nutui/nutui-react';
import { clampPercent } from './allowance-math.ts';
import './usage-bar.css';

/** From this share on the bar turns orange: the allowance is nearly used up. */
const NEARLY_USED_PERCENT = 90;
// NutUI paints the bar with an inline colour (its default is red), so the colour goes in as a prop.
const BRAND_FILL = 'linear-gradient(90deg, var(--bc-brand-light), var(--bc-brand))';
const WARN_FILL = 'linear-gradient(90deg, #ffb352, #ff7a1f)';

/**
 * NutUI's progress bar, announced as a progress bar (NutUI's own markup has no role): `label` names what
 * is measured, the value is the used share.
 */
export function UsageBar({ label, percent }: { label: string; percent: number }) {
  const value = clampPercent(percent);
  const nearlyUsed = value >= NEARLY_USED_PERCENT;
  return (
    <div
      className={`allowance-bar${nearlyUsed ? ' allowance-bar--warn' : ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`已用${value}%`}
    >
      <Progress
        className="allowance-bar__track"
        percent={value}
        showText={false}
        color={nearlyUsed ? WARN_FILL : BRAND_FILL}
      />
      <span className="allowance-bar__text" aria-hidden="true">
        已用{value}%
      </span>
    </div>
  );
}
