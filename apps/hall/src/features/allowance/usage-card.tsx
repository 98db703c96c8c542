import { FactList } from '@bluecat/ui/fact-list';
import { type ReactNode, useId } from 'react';
import { UsageBar } from './usage-bar.tsx';
import './usage-card.css';

interface UsageCardProps {
  title: string;
  /** The pack or plan the allowance comes from, under the title. */
  source?: string;
  badge?: string;
  percent: number;
  usedLabel?: string;
  surplusLabel?: string;
  used: string;
  surplus: string;
  total: string;
  children?: ReactNode;
}

/** One allowance as a card: its title, the used-share bar, and used / left / total side by side. */
export function UsageCard({
  title,
  source,
  badge,
  percent,
  usedLabel = '已用',
  surplusLabel = '剩余',
  used,
  surplus,
  total,
  children,
}: UsageCardProps) {
  const titleId = useId();
  return (
    <article className="allowance-item" aria-labelledby={titleId}>
      <header className="allowance-item__head">
        <h3 id={titleId} className="allowance-item__title">
          {title}
        </h3>
        {badge && <span className="allowance-item__badge">{badge}</span>}
      </header>
      {source && source !== title && <p className="allowance-item__source">{source}</p>}
      <UsageBar label={`${title}使用进度`} percent={percent} />
      <FactList
        look="columns"
        className="allowance-item__figures"
        items={[
          { label: usedLabel, value: used },
          { label: surplusLabel, value: <span className="allowance-item__surplus">{surplus}</span> },
          { label: '总量', value: total },
        ]}
      />
      {children}
    </article>
  );
}
