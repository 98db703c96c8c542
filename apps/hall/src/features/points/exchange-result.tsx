import { type Fact, FactList } from '@bluecat/ui/fact-list';
import { PageHeader } from '@bluecat/ui/page-header';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { paths } from '../../config/paths.ts';
import { useBack } from './use-back.ts';
import './exchange-result.css';

/** What the exchange list hands to its result pages: the product's name and price. */
export interface ExchangeResultState {
  name: string;
  points: number;
}

/** The product of the exchange, when the page was reached from the list (not opened directly or reloaded in a new tab). */
export function readResultState(state: unknown): ExchangeResultState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { name, points } = state as Record<string, unknown>;
  return typeof name === 'string' && typeof points === 'number' ? { name, points } : null;
}

export interface ExchangeResultProps {
  tone: 'success' | 'fail';
  title: string;
  facts: readonly Fact[];
  actions: ReactNode;
}

/** Frame of the two result pages: a mark, the outcome as the heading, details and the way on. */
export function ExchangeResult({ tone, title, facts, actions }: ExchangeResultProps) {
  const back = useBack(paths.integralPointsExchange);
  const titleId = useId();
  return (
    <div className="exchange-result-page">
      <PageHeader title="积分兑换" onBack={back} />
      <main className={`exchange-result exchange-result--${tone}`} aria-labelledby={titleId}>
        <svg className="exchange-result__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="32" r="30" />
          {tone === 'success' ? <path d="m19 33 9 9 17-19" /> : <path d="M22 22l20 20M42 22 22 42" />}
        </svg>
        <h2 id={titleId} className="exchange-result__title">
          {title}
        </h2>
        {facts.length > 0 && <FactList className="exchange-result__facts" items={facts} />}
        <div className="exchange-result__actions">{actions}</div>
      </main>
    </div>
  );
}
