import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import './result-page.css';

export interface ResultAction {
  label: string;
  to: string;
}

export interface ResultPageProps {
  tone: 'success' | 'fail';
  title: string;
  text: string;
  /** Lines under the text, e.g. what was paid. */
  children?: ReactNode;
  /** The first is the main action. */
  actions: readonly [ResultAction, ...ResultAction[]];
}

function ResultIcon({ tone }: { tone: ResultPageProps['tone'] }) {
  return (
    <svg
      className={`pay-result__icon pay-result__icon--${tone}`}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="30" />
      {tone === 'success' ? (
        <path
          d="M19 33l9 9 17-19"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M23 23l18 18M41 23 23 41" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * A payment result page (001 "Payment result pages"). The pages are the end of a payment, so their
 * links replace the entry: going back from the hall does not land on the result again.
 */
export function ResultPage({ tone, title, text, children, actions }: ResultPageProps) {
  const titleId = useId();
  const [main, ...others] = actions;
  return (
    <main className="pay-result" aria-labelledby={titleId}>
      <ResultIcon tone={tone} />
      <h1 id={titleId} className="pay-result__title">
        {title}
      </h1>
      <p className="pay-result__text">{text}</p>
      {children}
      <div className="pay-result__actions">
        <Link className="pay-result__button" to={main.to} replace>
          {main.label}
        </Link>
        {others.map((action) => (
          <Link
            key={action.to}
            className="pay-result__button pay-result__button--plain"
            to={action.to}
            replace
          >
            {action.label}
          </Link>
        ))}
      </div>
    </main>
  );
}
