import { PageHeader } from '@bluecat/ui/page-header';
import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import './sms-service.css';

export interface SmsResultProps {
  /** 开通成功 / 退订成功 */
  heading: string;
  text: string;
  /** A second way on besides 返回首页. */
  next?: { label: string; to: string };
}

/** The SMS service's result pages: the header says what the page is about (query `title`, 001 §2). */
export function SmsResult({ heading, text, next }: SmsResultProps) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const headingId = useId();
  const title = search.get('title')?.trim() || '短信防打扰';
  return (
    <>
      <PageHeader title={title} onBack={() => navigate(paths.home, { replace: true })} />
      <main className="sms-result" aria-labelledby={headingId}>
        <svg className="sms-result__icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="32" r="30" />
          <path d="M19 33l9 9 17-19" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
        </svg>
        <h2 id={headingId} className="sms-result__heading">
          {heading}
        </h2>
        <p className="sms-result__text">{text}</p>
        <div className="sms-actions">
          {next && (
            <Link className="sms-button sms-button--primary" to={next.to} replace>
              {next.label}
            </Link>
          )}
          <Link className={next ? 'sms-button' : 'sms-button sms-button--primary'} to={paths.home} replace>
            返回首页
          </Link>
        </div>
      </main>
    </>
  );
}
