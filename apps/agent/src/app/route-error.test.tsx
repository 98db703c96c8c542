import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error.tsx';

function chunkError(): Error {
  const error = new Error('Loading chunk 812 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

function openFailingPage(failure: Error, reload: () => void) {
  const router = createMemoryRouter(
    [
      {
        path: '/OpenCardMessage',
        errorElement: <RouteError reload={reload} />,
        hydrateFallbackElement: null,
        lazy: async () => {
          throw failure;
        },
      },
    ],
    { initialEntries: ['/OpenCardMessage'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it('reloads the same address once when a page chunk fails, then offers 重试', async () => {
    const reload = vi.fn();
    const first = openFailingPage(chunkError(), reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    first.unmount();

    // The reloaded page fails at the same address again: no second automatic reload.
    openFailingPage(chunkError(), reload);
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByRole('alert')).toHaveTextContent('页面加载失败，请检查网络后重试');
    expect(reload).toHaveBeenCalledTimes(1);

    await userEvent.click(retry);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('offers 重试 at once for an error that is not a failed chunk', async () => {
    const reload = vi.fn();
    openFailingPage(new TypeError('boom'), reload);
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
