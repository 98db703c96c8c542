import { AppLink } from '@bluecat/ui/app-link';
import { PageHeader } from '@bluecat/ui/page-header';
import { useUrlSearchParams } from '@bluecat/ui/use-url-search-params';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import './titled-result.css';

export interface TitledResultProps {
  /** The header when the query has no `title`. */
  fallbackTitle: string;
  /** 开通成功 / 退订成功 */
  heading: string;
  text: string;
  /** A second way on besides 返回首页, shown first. */
  next?: { label: string; to: string };
}

/**
 * The success page of an order whose header names what was ordered through the query `title` (product.md › 短信防打扰, product.md › 来电增值业务: the
 * SMS service and the value-added reminders). Back and 返回首页 both go to the hall's home (the spec's
 * "site origin"), replacing the entry so going back does not land here again.
 */
export function TitledResult({ fallbackTitle, heading, text, next }: TitledResultProps) {
  const [search] = useUrlSearchParams();
  const navigate = useNavigate();
  const headingId = useId();
  const title = search.get('title')?.trim() || fallbackTitle;
  return (
    <>
      <PageHeader title={title} onBack={() => navigate(paths.home, { replace: true })} />
      <main className="titled-result" aria-labelledby={headingId}>
        <svg className="titled-result__icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="32" r="30" />
          <path d="M19 33l9 9 17-19" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
        </svg>
        <h2 id={headingId} className="titled-result__heading">
          {heading}
        </h2>
        <p className="titled-result__text">{text}</p>
        <div className="titled-result__actions">
          {next && (
            <AppLink className="titled-result__button titled-result__button--primary" to={next.to} replace>
              {next.label}
            </AppLink>
          )}
          <AppLink
            className={
              next ? 'titled-result__button' : 'titled-result__button titled-result__button--primary'
            }
            to={paths.home}
            replace
          >
            返回首页
          </AppLink>
        </div>
      </main>
    </>
  );
}
