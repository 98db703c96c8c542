import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import './tab-bar.css';

export interface TabBarItem {
  to: string;
  label: string;
  /** The inside of a 24×24 line icon (paths, circles), stroked in the tab's colour. */
  icon: ReactNode;
}

export interface TabBarProps {
  /** Names the navigation for screen readers. */
  label: string;
  tabs: readonly TabBarItem[];
  /** Switching tabs replaces the history entry, so back leaves the tabbed area instead of undoing a switch. */
  replace?: boolean;
}

/**
 * A bottom tab bar of real links, fixed under the 540 px page and clear of the phone's home indicator. The tab
 * of the current page is marked with aria-current and drawn in the brand colour. A placeholder of the bar's
 * height ends the page's flow, so the last content scrolls up from under the bar.
 */
export function TabBar({ label, tabs, replace = false }: TabBarProps) {
  return (
    <>
      <div className="bc-tab-bar-placeholder" aria-hidden="true" />
      <nav className="bc-tab-bar" aria-label={label}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} replace={replace} className="bc-tab-bar-tab">
            <svg
              className="bc-tab-bar-icon"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              {tab.icon}
            </svg>
            <span>{tab.label}</span>
          </NavLink>
        ))}
      </nav>
    </>
  );
}
