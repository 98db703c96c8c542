import { reportFailedLoad } from '@bluecat/ui/field-reports/failed-load';
import { whenIdle } from '@bluecat/ui/when-idle';
import { useEffect, useRef, useState } from 'react';
import type { ChartInstance, ChartOption } from './echarts.ts';
import './chart.css';

export type { ChartOption } from './echarts.ts';

export interface ChartProps {
  /** Keep it stable between renders (useMemo): a new object redraws the chart. */
  option: ChartOption;
  /** Text alternative: the figures the picture shows, in words. */
  'aria-label': string;
  className?: string;
}

/** Resizes the chart with its box; old WeChat webviews without ResizeObserver follow the window. */
function watchSize(element: HTMLElement, onResize: () => void): () => void {
  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(onResize);
    observer.observe(element);
    return () => observer.disconnect();
  }
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}

/**
 * An echarts canvas. echarts is imported once the chart is on screen and the page is idle, so it lands in
 * a lazily loaded chunk that only screens with a chart download, and only once their figures have been
 * painted: on a phone network its 120 KB would otherwise share the line with the screen's own files and
 * data, and the figures (the screen's main content, in text) would wait for a picture of themselves. The
 * box is an image with a text alternative; screens also list the figures in HTML. When that chunk cannot
 * be loaded the box folds away and the HTML figures remain.
 */
/** Where echarts comes from: a file of its own, fetched once the page is idle; tests replace `load`. */
export const echartsFile = {
  load: () => import(/* webpackChunkName: "chart" */ './echarts.ts'),
};

export function Chart({ option, 'aria-label': label, className }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  const latestOption = useRef(option);
  latestOption.current = option;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let active = true;
    let stopWatching: (() => void) | undefined;
    const cancelStart = whenIdle(() => {
      echartsFile.load().then(
        ({ createChart }) => {
          if (!active) return;
          const instance = createChart(element);
          chart.current = instance;
          instance.setOption(latestOption.current);
          stopWatching = watchSize(element, () => instance.resize());
        },
        (error: unknown) => {
          reportFailedLoad(error);
          if (active) setFailed(true);
        },
      );
    });
    return () => {
      active = false;
      cancelStart();
      stopWatching?.();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // Before echarts has loaded there is nothing to update: the first draw reads the latest option.
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      className={className ? `bc-chart ${className}` : 'bc-chart'}
      hidden={failed}
    />
  );
}
