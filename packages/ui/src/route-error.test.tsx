import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { claimChunkRetry } from './chunk-retry.ts';
import { pageReload, RouteError } from './route-error.tsx';

function chunkError(): Error {
  const error = new Error(
    'Loading chunk 42 failed.\n(error: https://hall.example.com/static/js/async/42.js)',
  );
  error.name = 'ChunkLoadError';
  return error;
}

function renderFailingRoute(failure: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/transfer',
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>加载中</p>,
        lazy: () => Promise.reject(failure),
      },
    ],
    { initialEntries: ['/transfer'] },
  );
  return render(<RouterProvider router={router} />);
}

let reload: MockInstance<() => void>;

beforeEach(() => {
  reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  vi.spyOn(pageReload, 'currentHref').mockReturnValue('https://hall.example.com/transfer');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteError', () => {
  it('reloads the same address once when a page file failed to load', async () => {
    renderFailingRoute(chunkError());
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });

  it('after that retry, says so and offers 重试', async () => {
    const user = userEvent.setup();
    claimChunkRetry('https://hall.example.com/transfer');
    renderFailingRoute(chunkError());

    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again when the reloaded page fails at the same address', async () => {
    const first = renderFailingRoute(chunkError());
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    first.unmount();

    renderFailingRoute(chunkError());
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByRole('main', { name: '页面加载失败' })).toHaveTextContent(
      '网络不稳定，页面没有加载完成，请检查网络后重试。',
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a failed style file is retried like a script', async () => {
    const failure = Object.assign(new Error('Loading CSS chunk 7 failed.'), {
      code: 'CSS_CHUNK_LOAD_FAILED',
    });
    renderFailingRoute(failure);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('offers 重试 without reloading when session storage is refused', async () => {
    vi.spyOn(globalThis, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    renderFailingRoute(chunkError());
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows other failures with 重试 and no automatic reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(new TypeError("Cannot read properties of undefined (reading 'list')"));
    expect(await screen.findByRole('heading', { name: '页面出错了' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
