import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabBar, type TabBarItem } from './tab-bar.tsx';

const TABS: readonly TabBarItem[] = [
  { to: '/exchange', label: '积分兑换', icon: <path d="M4 12h16" /> },
  { to: '/mine', label: '我的积分', icon: <circle cx="12" cy="12" r="8" /> },
];

function renderBar(at: string, replace?: boolean) {
  const router = createMemoryRouter(
    [{ path: '*', element: <TabBar label="积分" tabs={TABS} replace={replace} /> }],
    { initialEntries: ['/home', at], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('TabBar', () => {
  it('is a named navigation of the tabs in order, each a link to its page', () => {
    renderBar('/exchange');
    const links = within(screen.getByRole('navigation', { name: '积分' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['积分兑换', '/exchange'],
      ['我的积分', '/mine'],
    ]);
  });

  it('marks the tab of the current page only', () => {
    renderBar('/mine');
    expect(screen.getByRole('link', { name: '我的积分' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '积分兑换' })).not.toHaveAttribute('aria-current');
  });

  it('marks a tab on the addresses under its own, in any letter case, and not on a longer name', () => {
    renderBar('/MINE/orders');
    expect(screen.getByRole('link', { name: '我的积分' })).toHaveAttribute('aria-current', 'page');
    cleanup();
    renderBar('/mineral');
    expect(screen.getByRole('link', { name: '我的积分' })).not.toHaveAttribute('aria-current');
  });

  it('draws each icon hidden from screen readers, so a tab is named by its label alone', () => {
    renderBar('/exchange');
    const icons = screen.getByRole('navigation').querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    for (const icon of icons) expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icons[1]?.querySelector('circle')).not.toBeNull();
  });

  it.each([
    [true, 'REPLACE', '/home'],
    [false, 'PUSH', '/exchange'],
  ] as const)(
    'with replace %s a switch is a %s, and back then leads to %s',
    async (replace, action, backTo) => {
      const user = userEvent.setup();
      const router = renderBar('/exchange', replace);
      await user.click(screen.getByRole('link', { name: '我的积分' }));
      expect(router.state.location.pathname).toBe('/mine');
      expect(router.state.historyAction).toBe(action);
      await router.navigate(-1);
      expect(router.state.location.pathname).toBe(backTo);
    },
  );

  describe('its drawn height', () => {
    /** ResizeObserver as the browser runs it: each observed element reported after the next layout. */
    let report: () => void = () => {};
    /** The callbacks asked for the next frame, run by `nextFrame`. */
    let frames: FrameRequestCallback[] = [];
    function nextFrame() {
      const due = frames;
      frames = [];
      for (const callback of due) callback(0);
    }
    function stubObserver() {
      frames = [];
      vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
      vi.stubGlobal('cancelAnimationFrame', (id: number) => {
        frames[id - 1] = () => {};
      });
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(private readonly callback: () => void) {}
          observe() {
            report = () => this.callback();
          }
          disconnect() {
            report = () => {};
          }
        },
      );
    }
    /** The heights the layout gives the bar and its placeholder, counting every read. */
    function drawHeights(heights: { bar: number; placeholder: number }) {
      const reads: string[] = [];
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
        const which = this.classList.contains('bc-tab-bar') ? 'bar' : 'placeholder';
        reads.push(which);
        return heights[which];
      });
      return reads;
    }
    const published = () => document.documentElement.style.getPropertyValue('--bc-tab-bar-height');

    afterEach(() => {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
      document.documentElement.style.removeProperty('--bc-tab-bar-height');
    });

    it('is not read while the page mounts: only once the browser has laid it out', () => {
      stubObserver();
      const reads = drawHeights({ bar: 52, placeholder: 52 });
      renderBar('/exchange');
      expect(reads).toEqual([]);
      report();
      nextFrame();
      expect(reads).toEqual(['bar', 'placeholder']);
    });

    it('changes nothing inside the observer’s report: the next frame publishes it', () => {
      stubObserver();
      drawHeights({ bar: 78, placeholder: 52 });
      renderBar('/exchange');
      report();
      // A layout change here would leave the page's other observers unreported (the browser's loop error).
      expect(published()).toBe('');
      nextFrame();
      expect(published()).toBe('78px');
    });

    it('is published only when the placeholder does not have it already', () => {
      stubObserver();
      const heights = { bar: 52, placeholder: 52 };
      drawHeights(heights);
      const { unmount } = render(
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: <TabBar label="积分" tabs={TABS} /> }])}
        />,
      );
      report();
      nextFrame();
      expect(published()).toBe('');
      // Larger text wraps the labels: the bar grows, and what sits on top of it follows.
      heights.bar = 78;
      report();
      nextFrame();
      expect(published()).toBe('78px');
      unmount();
      expect(published()).toBe('');
    });

    it('without ResizeObserver, is read on mount and on each resize of the window', () => {
      vi.stubGlobal('ResizeObserver', undefined);
      const heights = { bar: 78, placeholder: 52 };
      drawHeights(heights);
      renderBar('/exchange');
      expect(published()).toBe('78px');
      heights.bar = 90;
      heights.placeholder = 78;
      window.dispatchEvent(new Event('resize'));
      expect(published()).toBe('90px');
    });
  });
});
