import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { pageReload } from './route-error.tsx';
import { chunkError, renderFailingRoute } from './testing/failing-route.tsx';

let reload: MockInstance<() => void>;

beforeEach(() => {
  reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RouteError', () => {
  // The build's assets-retry runtime has already fetched the same URL again; what arrives here is final.
  it('says 页面加载失败 at once when a page file failed every try, and 重试 reloads', async () => {
    const user = userEvent.setup();
    renderFailingRoute(chunkError());

    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    expect(screen.getByRole('main', { name: '页面加载失败' })).toHaveTextContent(
      '网络不稳定，页面没有加载完成，请检查网络后重试。',
    );
    expect(reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a failed style file ends the same way', async () => {
    const failure = Object.assign(new Error('Loading CSS chunk 7 failed.'), {
      code: 'CSS_CHUNK_LOAD_FAILED',
    });
    renderFailingRoute(failure);
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  describe('after a release', () => {
    function releases(page: string, host: string) {
      document.head.innerHTML = `<meta name="bluecat-release" content="${page}">`;
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(JSON.stringify({ release: host }), { status: 200 })),
      );
    }

    afterEach(() => {
      vi.unstubAllGlobals();
      sessionStorage.clear();
      document.head.innerHTML = '';
    });

    it('reloads once into the newer release the host serves, never saying 页面加载失败', async () => {
      releases('aaaa', 'bbbb');
      renderFailingRoute(chunkError());
      expect(await screen.findByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('heading', { name: '页面加载失败' })).toBeNull();
    });

    it('says 页面加载失败 when the host serves this very release (the network failed)', async () => {
      releases('aaaa', 'aaaa');
      renderFailingRoute(chunkError());
      expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
      expect(reload).not.toHaveBeenCalled();
    });

    it('says 页面加载失败 when the reload toward that release came back to this one', async () => {
      releases('aaaa', 'bbbb');
      renderFailingRoute(chunkError());
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      // The reload served release aaaa again (a cached page): the same file fails once more.
      renderFailingRoute(chunkError());
      expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });

  it('shows other failures with 重试 and no automatic reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(new TypeError("Cannot read properties of undefined (reading 'list')"));
    expect(await screen.findByRole('heading', { name: '页面出错了' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
