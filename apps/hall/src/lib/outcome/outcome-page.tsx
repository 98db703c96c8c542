import { AppLink } from '@bluecat/ui/app-link';
import { type ReactNode, useId } from 'react';
import '../block-button.css';
import './outcome-page.css';

export interface OutcomeAction {
  label: string;
  to: string;
}

export interface OutcomePageProps {
  tone: 'success' | 'wait' | 'fail';
  title: string;
  /** Shown as text: a server's message may land here, never as HTML. */
  text: string;
  children?: ReactNode;
  /** The way on; a page without one (the public scan-link end) only informs. */
  actions?: readonly OutcomeAction[];
}

function OutcomeIcon({ tone }: { tone: OutcomePageProps['tone'] }) {
  return (
    <svg
      className={`outcome__icon outcome__icon--${tone}`}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="30" />
      {tone === 'success' && (
        <path
          d="M19 33l9 9 17-19"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      {tone === 'wait' && (
        <path
          d="M32 16v17l11 7"
          fill="none"
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
      {tone === 'fail' && (
        <path d="M23 23l18 18M41 23 23 41" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * The end of a handling flow (销户, 补卡, 变更套餐, 扫码实名) or of a payment: what happened and the way on. The links
 * replace the entry, so going back from where they lead does not land on the outcome again.
 */
export function OutcomePage({ tone, title, text, children, actions = [] }: OutcomePageProps) {
  const titleId = useId();
  return (
    <main className="outcome" aria-labelledby={titleId}>
      <OutcomeIcon tone={tone} />
      <h1 id={titleId} className="outcome__title">
        {title}
      </h1>
      <p className="outcome__text">{text}</p>
      {children}
      {actions.length > 0 && (
        <div className="outcome__actions">
          {actions.map((action, index) => (
            <AppLink
              key={action.to}
              className={index === 0 ? 'block-button block-button--primary' : 'block-button'}
              to={action.to}
              replace
            >
              {action.label}
            </AppLink>
          ))}
        </div>
      )}
    </main>
  );
}
