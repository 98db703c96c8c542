import { PageHeader } from '@bluecat/ui/page-header';
import { PageStates } from '@bluecat/ui/page-state';
import type { Loaded } from '@bluecat/ui/use-load';
import type { ReactNode } from 'react';
import './bills.css';

/** The frame of the bill, history and balance screens: the header, then the cards on the page background. */
export function BillsScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="bills-page">
      <PageHeader title={title} />
      <main className="bills-page__body">{children}</main>
    </div>
  );
}

/**
 * The states of a screen showing one bill or the balance: skeleton, error with retry, then the record. A
 * record is never empty as a whole; its empty parts (no fee lines, nothing to chart) say so inside it.
 */
export function RecordStates<T>({
  loaded,
  children,
}: {
  loaded: Loaded<T>;
  children: (record: T) => ReactNode;
}) {
  return (
    <PageStates loaded={loaded} empty={false} rows={6}>
      {children}
    </PageStates>
  );
}
