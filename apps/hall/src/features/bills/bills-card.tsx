import { PageEmpty } from '@bluecat/ui/page-state';
import { type ReactNode, useId } from 'react';
import { ChartLegend } from './chart-legend.tsx';
import type { ChartSlice } from './chart-options.ts';

/** A white card named by its heading. */
export function BillsCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="bills-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="bills-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface CompositionCardProps {
  /** The card's heading, also the start of the chart's text alternative and of the legend's name. */
  caption: string;
  slices: readonly ChartSlice[];
  /** The chart drawn from the slices. */
  children: ReactNode;
}

/** What an amount is made of: the chart with its legend, or 暂无数据 when there is nothing to draw. */
export function CompositionCard({ caption, slices, children }: CompositionCardProps) {
  return (
    <BillsCard title={caption}>
      {slices.length === 0 ? (
        <PageEmpty />
      ) : (
        <>
          {children}
          <ChartLegend slices={slices} label={`${caption}明细`} />
        </>
      )}
    </BillsCard>
  );
}
