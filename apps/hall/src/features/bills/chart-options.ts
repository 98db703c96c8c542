import type { CallData } from '@bluecat/api/gateway';
import type { ChartOption } from '../../lib/chart/chart.tsx';
import { formatYuan } from '../../lib/money.ts';

/** 账单 the bill of QUERY_BILL_DETAILS. */
export type Bill = CallData<'QUERY_BILL_DETAILS'>;
/** 余额 the balance of QUERY_BALANCE. */
export type Balance = CallData<'QUERY_BALANCE'>;

/** One part of a chart, also listed in HTML beside it. */
export interface ChartSlice {
  name: string;
  /** Yuan. */
  value: number;
  color: string;
  /** Percent of the positive total, or null when the part is not positive or nothing is. */
  share: number | null;
}

/** Colours for parts the server gave none for: the brand blue first, then the hub tiles' tones. */
export const FALLBACK_COLORS = ['#1f6fff', '#36cfc9', '#ffc53d', '#ff7a45', '#7a5cff', '#19b374'] as const;

// Server colours go into inline styles and the canvas: only plain hex, rgb() and rgba() are taken.
const CSS_COLOR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|rgba?\(\s*[\d.%\s,/]+\))$/i;

function pickColor(given: string | undefined, position: number): string {
  const color = given?.trim();
  if (color && CSS_COLOR.test(color)) return color;
  return FALLBACK_COLORS[position % FALLBACK_COLORS.length] ?? '#1f6fff';
}

function withShares(parts: readonly Omit<ChartSlice, 'share'>[]): ChartSlice[] {
  const total = parts.reduce((sum, part) => sum + Math.max(part.value, 0), 0);
  return parts.map((part) => ({
    ...part,
    share: total > 0 && part.value > 0 ? (part.value / total) * 100 : null,
  }));
}

/**
 * The bill's parts in legend order, coloured by `color[i]` of legend entry i (the contract's "one per
 * legend entry"). A legend name without a chart value has no figure and is left out; a chart value
 * missing from the legend still counts toward the total, so it is added after the legend's parts.
 */
export function billSlices(bill: Pick<Bill, 'legend' | 'chart' | 'color'>): ChartSlice[] {
  const values = new Map<string, number>();
  for (const item of bill.chart) {
    if (Number.isFinite(item.value) && !values.has(item.name)) values.set(item.name, item.value);
  }
  const parts: Omit<ChartSlice, 'share'>[] = [];
  const placed = new Set<string>();
  bill.legend.forEach((name, index) => {
    const value = values.get(name);
    if (value === undefined || placed.has(name)) return;
    placed.add(name);
    parts.push({ name, value, color: pickColor(bill.color[index], index) });
  });
  for (const [name, value] of values) {
    if (placed.has(name)) continue;
    placed.add(name);
    parts.push({ name, value, color: pickColor(undefined, parts.length) });
  }
  return withShares(parts);
}

/** The balance's parts: `data[i]` named, `dataVal[i]` yuan, `color[i]` colour (parallel arrays). */
export function balanceSlices(balance: Pick<Balance, 'data' | 'dataVal' | 'color'>): ChartSlice[] {
  const parts: Omit<ChartSlice, 'share'>[] = [];
  balance.data.forEach((name, index) => {
    const value = balance.dataVal[index];
    if (value === undefined || !Number.isFinite(value)) return;
    parts.push({ name, value, color: pickColor(balance.color[index], index) });
  });
  return withShares(parts);
}

/** 71.66… → 71.7% */
export function formatShare(share: number): string {
  return `${(Math.round(share * 10) / 10).toFixed(1)}%`;
}

/** The chart's text alternative: caption, then each part with its yuan. */
export function chartSummary(caption: string, slices: readonly ChartSlice[]): string {
  return `${caption}：${slices.map((slice) => `${slice.name}${formatYuan(slice.value)}元`).join('，')}`;
}

/**
 * A pie (余额) or a ring with the total in its hole (账单). Labels are off: the legend beside the chart
 * names the parts and their figures. A pie cannot draw a part that is zero or negative (a refund), so
 * those stay out of the picture and are only listed.
 */
export function pieOption(slices: readonly ChartSlice[], shape: 'pie' | 'ring'): ChartOption {
  const drawn = slices.filter((slice) => slice.value > 0);
  return {
    series: [
      {
        type: 'pie',
        radius: shape === 'ring' ? ['58%', '84%'] : ['0%', '84%'],
        center: ['50%', '50%'],
        label: { show: false },
        labelLine: { show: false },
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        emphasis: { scale: true, scaleSize: 4 },
        data: drawn.map((slice) => ({
          name: slice.name,
          value: slice.value,
          itemStyle: { color: slice.color },
        })),
      },
    ],
  };
}
