import { formatYuan } from '../../lib/money.ts';
import { type ChartSlice, formatShare } from './chart-options.ts';

/** The chart's figures in HTML: readable without the canvas, by screen readers and when echarts fails. */
export function ChartLegend({ slices, label }: { slices: readonly ChartSlice[]; label: string }) {
  return (
    <ul className="bills-legend" aria-label={label}>
      {slices.map((slice) => (
        <li key={slice.name} className="bills-legend__item">
          <span className="bills-legend__swatch" style={{ background: slice.color }} aria-hidden="true" />
          <span className="bills-legend__name">{slice.name}</span>
          <span className="bills-legend__value">{formatYuan(slice.value)}元</span>
          <span className="bills-legend__share">{slice.share === null ? '' : formatShare(slice.share)}</span>
        </li>
      ))}
    </ul>
  );
}
