import type { ReactNode } from 'react';
import './fact-list.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

export interface FactListProps {
  items: readonly Fact[];
  /** `rows`: a fact a line, its label on the left and its value on the right; `columns`: the facts side by side, each label over its value. */
  look?: 'rows' | 'columns';
  /** Places and sizes the list. Its own rules are single classes, so `dl.x` and `.x dt` outrank them wherever the CSS loads. */
  className?: string;
}

/** Label and value pairs (a description list): a card's figures, a record's details, a receipt. */
export function FactList({ items, look = 'rows', className }: FactListProps) {
  const part = look === 'rows' ? 'row' : 'column';
  const listClass = ['bc-fact-list', `bc-fact-list-${look}`, className].filter(Boolean).join(' ');
  return (
    <dl className={listClass}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat (two fee lines of one name) and the facts never reorder
        <div key={`${index}-${item.label}`} className={`bc-fact-list-${part}`}>
          <dt className={`bc-fact-list-${part}-label`}>{item.label}</dt>
          <dd className={`bc-fact-list-${part}-value`}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
