import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppLink, type AppLinkProps } from './app-link.tsx';

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderLink(props: AppLinkProps) {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <AppLink {...props} /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/start', '/home'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('AppLink', () => {
  it('is a link to the address, and a tap opens it inside the app with its state', async () => {
    const router = renderLink({ to: '/integral/myPoints', state: { from: 'home' }, children: '我的积分' });
    const link = screen.getByRole('link', { name: '我的积分' });
    expect(link).toHaveAttribute('href', '/integral/myPoints');
    await userEvent.setup().click(link);
    expect(screen.getByText('at /integral/myPoints {"from":"home"}')).toBeVisible();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the entry when asked', async () => {
    const router = renderLink({ to: '/mine', replace: true, children: '我的' });
    await userEvent.setup().click(screen.getByRole('link', { name: '我的' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe('/mine');
  });

  it('leaves a tap with a modifier key to the browser', () => {
    const router = renderLink({ to: '/mine', children: '我的' });
    fireEvent.click(screen.getByRole('link', { name: '我的' }), { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/home');
  });

  it('lets its own onClick keep the tap from navigating', async () => {
    const router = renderLink({
      to: '/mine',
      onClick: (event) => event.preventDefault(),
      children: '我的',
    });
    await userEvent.setup().click(screen.getByRole('link', { name: '我的' }));
    expect(router.state.location.pathname).toBe('/home');
  });
});
