import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUrlSearchParams } from './use-url-search-params.ts';

let replaceQuery: ReturnType<typeof useUrlSearchParams>[1] = () => undefined;

function Probe() {
  const [query, replace] = useUrlSearchParams();
  replaceQuery = replace;
  return <p>{`type=${query.get('type') ?? ''} tab=${query.get('tab') ?? ''}`}</p>;
}

function renderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/details', element: <Probe /> },
      { path: '*', element: null },
    ],
    {
      initialEntries: entries,
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUrlSearchParams', () => {
  it('reads the address’s query', () => {
    renderAt(['/details?type=1&tab=rule']);
    expect(screen.getByText('type=1 tab=rule')).toBeInTheDocument();
  });

  it('changes one parameter in place: the path and the others stay, the back step does not grow', () => {
    const router = renderAt(['/home', '/details?type=1&tab=rule']);
    act(() => replaceQuery((query) => query.set('type', '2')));
    expect(screen.getByText('type=2 tab=rule')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/details');
    expect(router.state.location.search).toBe('?type=2&tab=rule');
    act(() => {
      void router.navigate(-1);
    });
    expect(router.state.location.pathname).toBe('/home');
  });
});
