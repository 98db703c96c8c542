import { type KeyboardEvent, useRef } from 'react';
import './allowance-tabs.css';

export interface AllowanceTab<V extends string> {
  value: V;
  label: string;
}

export interface AllowanceTabsProps<V extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  /** Prefix of the tab and panel ids, unique on the page. */
  idPrefix: string;
  tabs: readonly AllowanceTab<V>[];
  value: V;
  onChange: (value: V) => void;
}

export const tabId = (prefix: string, value: string) => `${prefix}-tab-${value}`;
export const panelId = (prefix: string, value: string) => `${prefix}-panel-${value}`;

/**
 * A line tab strip drawn like NutUI's Tabs. NutUI's titles are bare divs without tab roles or keyboard
 * access; these are real tabs (arrow keys, Home and End move between them), each controlling the panel
 * `panelId(prefix, value)` that the screen renders.
 */
export function AllowanceTabs<V extends string>({
  label,
  idPrefix,
  tabs,
  value,
  onChange,
}: AllowanceTabsProps<V>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.value === value);
    const next = targetIndex(event.key, current, tabs.length);
    const target = next === null ? undefined : tabs[next];
    if (next === null || !target) return;
    event.preventDefault();
    onChange(target.value);
    buttons.current[next]?.focus();
  }

  return (
    <div className="allowance-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.value)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, tab.value)}
            tabIndex={selected ? 0 : -1}
            className={`allowance-tabs__tab${selected ? ' allowance-tabs__tab--active' : ''}`}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The tab a key leads to: arrows wrap around, Home and End jump to the ends; other keys do nothing. */
function targetIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
