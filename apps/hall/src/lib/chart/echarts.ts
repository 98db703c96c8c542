import { PieChart, type PieSeriesOption } from 'echarts/charts';
import { type ComposeOption, type EChartsType, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * The one place echarts is registered. Only what the hall's charts draw is taken — pies and rings
 * (账单 bill, 余额 balance) on the canvas renderer — so the rest of echarts is shaken out. Every chart
 * lists its figures in HTML beside it, so neither LegendComponent nor TooltipComponent is registered:
 * the tooltip (with the axis pointer it pulls in) would add 26 KB gzip to show figures already on screen.
 * This module is only ever imported dynamically by `chart.tsx`: echarts stays in a chunk that the
 * chart screens alone download.
 */
use([PieChart, CanvasRenderer]);

/** The options the registered parts understand; a chart using anything else fails to type-check. */
export type ChartOption = ComposeOption<PieSeriesOption>;

export type ChartInstance = EChartsType;

export function createChart(element: HTMLElement): ChartInstance {
  return init(element, undefined, { renderer: 'canvas' });
}
