import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFound } from './not-found.tsx';

describe('NotFound', () => {
  it('says 页面不存在 and leads home', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: '/BusinessQuery', element: <h1>业务查询</h1> },
        { path: '*', element: <NotFound homePath="/BusinessQuery" /> },
      ],
      { initialEntries: ['/auditCabcel/typo'] },
    );
    render(<RouterProvider router={router} />);

    expect(screen.getByRole('heading', { level: 1, name: '页面不存在' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: '返回首页' });
    expect(home).toHaveAttribute('href', '/BusinessQuery');

    await user.click(home);
    expect(await screen.findByRole('heading', { name: '业务查询' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/BusinessQuery');
  });
});
