import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Redirect } from './redirect.tsx';

function renderAt(entries: string[], element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/old', element },
      { path: '/new', element: <p>新页面</p> },
      { path: '*', element: <p>别处</p> },
    ],
    { initialEntries: entries },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

describe('Redirect', () => {
  it('replaces the address: the back step leads where the visitor came from', async () => {
    const router = renderAt(['/start', '/old'], <Redirect to="/new" />);
    expect(await screen.findByText('新页面')).toBeInTheDocument();
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/start');
  });

  it('takes an address object, its query included', async () => {
    const router = renderAt(['/old'], <Redirect to={{ pathname: '/new', search: '?from=menu' }} />);
    expect(await screen.findByText('新页面')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=menu');
  });
});
