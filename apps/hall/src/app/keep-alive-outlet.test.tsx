import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';

const mounts: string[] = [];

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    mounts.push(name);
  }, [name]);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function renderTabs() {
  const router = createMemoryRouter(
    [
      {
        element: <KeepAliveOutlet />,
        children: [
          { path: '/a', handle: { keepAlive: true }, element: <Counter name="a" /> },
          { path: '/b', handle: { keepAlive: true }, element: <Counter name="b" /> },
          { path: '/c', element: <Counter name="c" /> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('KeepAliveOutlet', () => {
  it('keeps a visited keep-alive page mounted and hidden, and renders other pages as usual', async () => {
    mounts.length = 0;
    const user = userEvent.setup();
    const router = renderTabs();

    await user.click(screen.getByRole('button', { name: 'a 0' }));
    await user.click(screen.getByRole('button', { name: 'a 1' }));

    await act(() => router.navigate('/b'));
    expect(screen.getByRole('button', { name: 'b 0' })).toBeVisible();
    // Hidden pages leave the accessibility tree but keep their state.
    expect(screen.queryByRole('button', { name: 'a 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'a 2', hidden: true })).not.toBeVisible();

    await act(() => router.navigate('/c'));
    expect(screen.getByRole('button', { name: 'c 0' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'c 0' }));

    await act(() => router.navigate('/a'));
    expect(screen.getByRole('button', { name: 'a 2' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^c / })).not.toBeInTheDocument();

    await act(() => router.navigate('/c'));
    // The ordinary page starts afresh; the kept ones were mounted once.
    expect(screen.getByRole('button', { name: 'c 0' })).toBeVisible();
    expect(mounts).toEqual(['a', 'b', 'c', 'c']);
  });
});
