import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './tabs.css';

export interface TabItem<V extends string | number> {
  value: V;
  label: string;
}

export interface TabsProps<V extends string | number> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** `line`: a page's main tabs; `pill`: smaller sub-tabs inside a panel. */
  look?: 'line' | 'pill';
  /** Keeps the tab list in view under the sticky page header while the panel scrolls. */
  sticky?: boolean;
  className?: string;
  panelClassName?: string;
  /** The chosen tab's panel: only the chosen one is rendered. */
  children: ReactNode;
}

/**
 * Tabs drawn like NutUI's Tabs in the brand colour. NutUI's titles are bare divs without tab roles or keyboard
 * access; these are real tabs (tablist, tab with aria-selected and aria-controls, tabpanel named by its tab),
 * and arrow keys, Home and End move between them, one tab stop for the whole list.
 */
export function Tabs<V extends string | number>({
  label,
  tabs,
  value,
  onChange,
  look = 'line',
  sticky = false,
  className,
  panelClassName,
  children,
}: TabsProps<V>) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (tab: V) => `${baseId}-tab-${tab}`;
  // One panel, always the chosen tab's, so every tab's aria-controls points at an element that exists.
  const panelId = `${baseId}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.value === value);
    const next = tabForKey(event.key, current, tabs.length);
    const target = next === null ? undefined : tabs[next];
    if (next === null || !target) return;
    event.preventDefault();
    onChange(target.value);
    buttons.current[next]?.focus();
  }

  const rootClass = ['bc-tabs', `bc-tabs-${look}`, sticky && 'bc-tabs-sticky', className]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={rootClass}>
      <div className="bc-tabs-list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              id={tabId(tab.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className="bc-tabs-tab"
              onClick={() => onChange(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(value)}
        className={panelClassName ? `bc-tabs-panel ${panelClassName}` : 'bc-tabs-panel'}
      >
        {children}
      </div>
    </div>
  );
}

/**
 * The index of the tab a key leads to: arrows step and wrap around, Home and End jump to the ends; other
 * keys lead nowhere (null). With no tab chosen (`current` -1) the arrows start from the matching end.
 */
export function tabForKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowLeft':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
