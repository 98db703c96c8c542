import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './points-tabs.css';

export interface TabChoice<V extends string | number> {
  value: V;
  label: string;
}

export interface PointsTabsProps<V extends string | number> {
  /** Names the tab list for screen readers. */
  label: string;
  choices: readonly TabChoice<V>[];
  value: V;
  onChange: (value: V) => void;
  /** `line`: the page's main tabs; `pill`: smaller sub-tabs inside a panel. */
  look?: 'line' | 'pill';
  children: ReactNode;
}

/**
 * Tabs drawn as NutUI's Tabs look, with the WAI-ARIA tab roles NutUI's own markup lacks (tablist, tab with
 * aria-selected, tabpanel), and arrow keys moving between tabs.
 */
export function PointsTabs<V extends string | number>({
  label,
  choices,
  value,
  onChange,
  look = 'line',
  children,
}: PointsTabsProps<V>) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (choice: V) => `${baseId}-tab-${choice}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = choices.findIndex((choice) => choice.value === value);
    const next = choices[(index + step + choices.length) % choices.length];
    if (!next) return;
    onChange(next.value);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.value))}`)?.focus();
  };

  return (
    <div className={`points-tabs points-tabs--${look}`}>
      <div ref={list} className="points-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {choices.map((choice) => {
          const selected = choice.value === value;
          return (
            <button
              key={choice.value}
              id={tabId(choice.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={`points-tabs__tab${selected ? ' points-tabs__tab--active' : ''}`}
              onClick={() => onChange(choice.value)}
            >
              {choice.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(value)} className="points-tabs__panel">
        {children}
      </div>
    </div>
  );
}
