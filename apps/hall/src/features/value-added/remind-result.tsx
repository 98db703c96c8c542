import { PageHeader } from '@bluecat/ui/page-header';
import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import './value-added.css';

/**
 * /openRemindSuccess and /quitRemindSuccess (001 §2): the package named by the query `title`, and the way
 * back to the hall's home (the spec's "site origin").
 */
export function RemindResult({ heading, text }: { heading: string; text: string }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const headingId = useId();
  const title = search.get('title')?.trim() || '增值业务';
  return (
    <>
      <PageHeader title={title} onBack={() => navigate(paths.home, { replace: true })} />
      <main className="va-result" aria-labelledby={headingId}>
        <svg className="va-result__icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="32" r="30" />
          <path d="M19 33l9 9 17-19" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
        </svg>
        <h2 id={headingId} className="va-result__heading">
          {heading}
        </h2>
        <p className="va-result__text">{text}</p>
        <Link className="va-result__home" to={paths.home} replace>
          返回首页
        </Link>
      </main>
    </>
  );
}
