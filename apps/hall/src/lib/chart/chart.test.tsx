import { drainInto, type ReportFields, type ReportKind } from '@bluecat/ui/field-reports/queue';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Chart, type ChartOption, echartsFile } from './chart.tsx';

const instance = vi.hoisted(() => ({
  setOption: vi.fn(),
  resize: vi.fn(),
  dispose: vi.fn(),
}));
vi.mock('./echarts.ts', () => ({ createChart: vi.fn(() => instance) }));

/** Stands in for ResizeObserver so a test can report a size change. */
class FakeResizeObserver {
  static last: FakeResizeObserver | null = null;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    FakeResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const first: ChartOption = { series: [{ type: 'pie', data: [{ name: '套餐费', value: 19 }] }] };
const second: ChartOption = { series: [{ type: 'pie', data: [{ name: '流量费', value: 5 }] }] };

beforeEach(() => {
  FakeResizeObserver.last = null;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  for (const method of Object.values(instance)) method.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Chart', () => {
  it('is an image named by its text alternative', () => {
    render(<Chart option={first} aria-label="费用构成：套餐费19.00元" />);
    expect(screen.getByRole('img', { name: '费用构成：套餐费19.00元' })).toBeInTheDocument();
  });

  it('draws into its box once echarts has loaded, then redraws on a new option', async () => {
    const { createChart } = await import('./echarts.ts');
    const { rerender } = render(<Chart option={first} aria-label="图" />);
    const box = screen.getByRole('img', { name: '图' });

    await waitFor(() => expect(instance.setOption).toHaveBeenCalledWith(first));
    expect(createChart).toHaveBeenLastCalledWith(box);

    rerender(<Chart option={second} aria-label="图" />);
    expect(instance.setOption).toHaveBeenLastCalledWith(second, { notMerge: true });
  });

  it('resizes with its box and lets go of echarts when it leaves', async () => {
    const { unmount } = render(<Chart option={first} aria-label="图" />);
    await waitFor(() => expect(FakeResizeObserver.last).not.toBeNull());
    const observer = FakeResizeObserver.last as FakeResizeObserver;
    expect(observer.observed).toEqual([screen.getByRole('img', { name: '图' })]);

    observer.callback();
    expect(instance.resize).toHaveBeenCalledTimes(1);

    unmount();
    expect(instance.dispose).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('does not start echarts for a screen that has already left', async () => {
    const { createChart } = await import('./echarts.ts');
    vi.mocked(createChart).mockClear();
    const { unmount } = render(<Chart option={first} aria-label="图" />);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(createChart).not.toHaveBeenCalled();
  });

  it('follows the window where ResizeObserver is missing', async () => {
    vi.stubGlobal('ResizeObserver', undefined);
    render(<Chart option={first} aria-label="图" />);
    await waitFor(() => expect(instance.setOption).toHaveBeenCalledWith(first));

    window.dispatchEvent(new Event('resize'));
    expect(instance.resize).toHaveBeenCalledTimes(1);
  });

  it('folds away when echarts cannot be loaded', async () => {
    vi.spyOn(echartsFile, 'load').mockRejectedValue(
      Object.assign(new Error('Loading chunk chart failed.'), { name: 'ChunkLoadError' }),
    );
    const sent: [ReportKind, ReportFields][] = [];
    drainInto((kind, fields) => sent.push([kind, fields]));
    render(<Chart option={first} aria-label="图" />);

    await waitFor(() => expect(screen.queryByRole('img', { name: '图' })).not.toBeInTheDocument());
    expect(instance.setOption).not.toHaveBeenCalled();
    // The operator hears of the file that did not come.
    expect(sent.map(([kind, fields]) => [kind, fields.outcome])).toEqual([['chunk', 'failed']]);
  });
});
