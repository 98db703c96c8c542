import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useMatch } from 'react-router-dom';
import { AppLink } from './app-link.tsx';
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
 * Publishes the bar's drawn height as `--bc-tab-bar-height`: at a larger text size (WeChat's font setting)
 * its labels wrap and the bar grows, and the placeholder and the bars that sit on top of it follow.
 *
 * Never measured in React's commit: a read there would lay out the whole new page at once, and the
 * property set after it lay it out again, before its first paint. A ResizeObserver's report (after the
 * browser's own layout) says the bar has a size, and the next frame publishes it: a change of the page's
 * layout inside the report would leave the page's other observers unreported, which browsers report as
 * an error ("ResizeObserver loop completed with undelivered notifications"). The height is published only
 * when it is not the placeholder's already (the stylesheet's 3.25rem, or the last height published), so
 * at the usual text size nothing is laid out twice; at a larger one the placeholder follows a frame
 * later. Without ResizeObserver (iOS before 13.4) it is read on mount and on each resize of the window.
 */
function usePublishedHeight(
  bar: { current: HTMLElement | null },
  placeholder: { current: HTMLElement | null },
) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const publish = () => {
      const drawn = bar.current?.offsetHeight;
      if (drawn === undefined || drawn === placeholder.current?.offsetHeight) return;
      root.style.setProperty('--bc-tab-bar-height', `${drawn}px`);
    };
    let stop: () => void;
    if (typeof ResizeObserver === 'function') {
      let frame = 0;
      const observer = new ResizeObserver(() => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(publish);
      });
      if (bar.current) observer.observe(bar.current);
      stop = () => {
        observer.disconnect();
        cancelAnimationFrame(frame);
      };
    } else {
      publish();
      window.addEventListener('resize', publish);
      stop = () => window.removeEventListener('resize', publish);
    }
    return () => {
      stop();
      root.style.removeProperty('--bc-tab-bar-height');
    };
  }, [bar, placeholder]);
}

/**
 * A tab's link, marked `aria-current="page"` on its own address and the addresses under it, in any letter
 * case: the router's own match (`useMatch`, `end: false`), as React Router's `<NavLink>` marks it, which
 * would bring its `<Link>` back into every page (app-link.tsx).
 */
function Tab({ to, replace, children }: { to: string; replace: boolean; children: ReactNode }) {
  const isCurrent = useMatch({ path: to, end: false }) !== null;
  return (
    <AppLink
      to={to}
      replace={replace}
      className="bc-tab-bar-tab"
      aria-current={isCurrent ? 'page' : undefined}
    >
      {children}
    </AppLink>
  );
}

/**
 * A bottom tab bar of real links, fixed under the 540 px page and clear of the phone's home indicator. The tab
 * of the current page is marked with aria-current and drawn in the brand colour. A placeholder of the bar's
 * height ends the page's flow, so the last content scrolls up from under the bar.
 */
export function TabBar({ label, tabs, replace = false }: TabBarProps) {
  const bar = useRef<HTMLElement>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  usePublishedHeight(bar, placeholder);
  return (
    <>
      <div ref={placeholder} className="bc-tab-bar-placeholder" aria-hidden="true" />
      <nav ref={bar} className="bc-tab-bar" aria-label={label}>
        {tabs.map((tab) => (
          <Tab key={tab.to} to={tab.to} replace={replace}>
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
          </Tab>
        ))}
      </nav>
    </>
  );
}
