import { useDialogFocus } from '@bluecat/ui/use-dialog-focus';
import { type KeyboardEvent, type MouseEvent, useId, useRef } from 'react';
import type { AgentUser } from '../../lib/agent-session.ts';
import './personal-info.css';

export interface PersonalInfoProps {
  user: AgentUser;
  onClose: () => void;
}

/**
 * 个人信息 sheet: who is signed in and for which channel, rising from the foot of the home screen.
 *
 * Drawn by the home itself, without NutUI's popup: four rows need no library, and the popup's files
 * (popup, overlay, scroll lock, NutUI's configuration; about 14 KB) made a second wave of requests on
 * the home's first load, beside the screen's own, for something that only opens on a tap. The sheet
 * is in the home's own file, so it opens at once and the home loads in one wave.
 */
export function PersonalInfo({ user, onClose }: PersonalInfoProps) {
  const titleId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const rows: [string, string][] = [
    ['登录名', user.workName],
    ['工号', user.workNo],
    ['登录手机', user.mobile],
    ['渠道信息', user.dealerName],
  ];

  // Focus moves into the sheet and returns to the tile that opened it once the sheet closes.
  useDialogFocus(frame);

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') onClose();
  };
  // A tap on the dim layer beside the sheet closes it, as NutUI's overlay did; a tap inside does not.
  const closeOnBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  // The labelled frame is the dim layer over the whole screen, as NutUI's overlay was; the sheet sits at its foot.
  return (
    <div
      ref={frame}
      className="agent-info-layer"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onClick={closeOnBackdrop}
      onKeyDown={closeOnEscape}
    >
      <section className="agent-info">
        <h2 id={titleId} className="agent-info-title">
          个人信息
        </h2>
        <button type="button" className="agent-info-close" aria-label="关闭" onClick={onClose}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.2" strokeLinecap="round" />
          </svg>
        </button>
        <dl className="agent-info-list">
          {rows.map(([label, value]) => (
            <div key={label} className="agent-info-row">
              <dt>{label}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
