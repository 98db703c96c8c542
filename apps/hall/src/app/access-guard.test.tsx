import * as calls from '@bluecat/api/calls';
import { readStored, writeStored } from '@bluecat/api/storage';
import { answerWith } from '@bluecat/api/testing';
import { RouteError } from '@bluecat/ui/route-error';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccessGuard, oauthActions } from './access-guard.tsx';
import { readOAuthSession, updateOAuthSession } from './oauth-session.ts';
import { pageExit } from './page-exit.ts';

const alertMock = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@bluecat/ui/overlays', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bluecat/ui/overlays')>()),
  alert: alertMock,
}));

const ORIGIN = 'https://hall.example.com';
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

let replaced: string[];

/** A storage that keeps nothing: every write fails as a full one does. */
function fullStorage(): Storage {
  return Object.assign(Object.create(Storage.prototype) as Storage, {
    getItem: () => null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: () => undefined,
    clear: () => undefined,
  });
}

function renderGuard(entry: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AccessGuard>
            <Outlet />
          </AccessGuard>
        ),
        // As the hall's router has it: what the guard itself cannot do ends on the route's error page.
        errorElement: <RouteError />,
        children: [{ path: '*', element: <p>页面内容</p> }],
      },
    ],
    { initialEntries: [entry] },
  );
  vi.spyOn(pageExit, 'currentHref').mockImplementation(
    () => `${ORIGIN}${router.state.location.pathname}${router.state.location.search}`,
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

function authorisationTarget(index = 0): URL {
  const href = replaced[index];
  if (!href) throw new Error(`no redirect #${index}`);
  return new URL(href, ORIGIN);
}

beforeEach(() => {
  replaced = [];
  vi.spyOn(pageExit, 'replace').mockImplementation((url) => {
    replaced.push(url);
  });
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
});

afterEach(() => {
  alertMock.mockClear();
  // Before the shared teardown clears the storages, which a refusing storage would not allow.
  vi.restoreAllMocks();
});

describe('AccessGuard', () => {
  it('opens the page when a token is stored', async () => {
    writeStored('token', 't-1');
    renderGuard('/BusinessQuery');
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(replaced).toEqual([]);
  });

  it('sends a visitor without token to the WeChat authorisation once, with a clean callback', async () => {
    renderGuard('/billDetails?date=2024-05');
    await waitFor(() => expect(replaced).toHaveLength(1));
    expect(screen.queryByText('页面内容')).not.toBeInTheDocument();

    const target = authorisationTarget();
    expect(target.pathname).toBe('/__demo/oauth-authorize');
    expect(target.searchParams.get('appid')).toBe('wxdemo0000000000');
    expect(target.searchParams.get('redirect_uri')).toBe(`${ORIGIN}/billDetails?date=2024-05`);
    expect(target.searchParams.get('scope')).toBe('snsapi_userinfo');
    expect(target.searchParams.get('connect_redirect')).toBe('1');
    expect(target.hash).toBe('#wechat_redirect');
    expect(readOAuthSession().pendingState).toBe(target.searchParams.get('state'));
  });

  it.each([
    ['sending a visitor to authorise', '/BusinessQuery'],
    ['exchanging a returned code', '/BusinessQuery?code=c-1&state=s-1'],
  ])('says 页面加载失败 with 重试 when the code for %s fails every try', async (_case, entry) => {
    if (entry.includes('code=')) updateOAuthSession((session) => ({ ...session, pendingState: 's-1' }));
    const chunkError = Object.assign(new Error('Loading chunk 31 failed.'), { name: 'ChunkLoadError' });
    vi.spyOn(oauthActions, 'load').mockRejectedValue(chunkError);
    // React reports the error the guard hands to the route's error page.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGuard(entry);
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeEnabled();
    expect(screen.queryByText('页面内容')).not.toBeInTheDocument();
    expect(replaced).toEqual([]);
  });

  it('exchanges the returned code once, stores the token and reloads the clean address', async () => {
    // LOGIN's success example answers the token demo-token.
    const server = answerWith({ LOGIN: 'success' });
    updateOAuthSession((session) => ({ ...session, pendingState: 's1', failures: 1 }));

    renderGuard('/PersonalInformation?from=menu&code=c-1&state=s1');

    await waitFor(() => expect(replaced).toEqual([`${ORIGIN}/PersonalInformation?from=menu`]));
    expect(server.bodiesOf(calls.LOGIN)).toEqual([{ code: 'c-1' }]);
    expect(readStored('token')).toBe('demo-token');
    expect(readOAuthSession()).toEqual({ pendingState: null, exchangedStates: ['s1'], failures: 0 });
  });

  it.each([
    ['a foreign state', '/BusinessQuery?code=attacker-code&state=attacker'],
    ['no state', '/BusinessQuery?code=attacker-code'],
    ['the menu link state', '/BusinessQuery?code=attacker-code&state=STATE'],
  ])('never exchanges a code with %s: a fresh authorisation with a new nonce', async (_kind, entry) => {
    const server = answerWith();
    updateOAuthSession((session) => ({ ...session, pendingState: 'mine' }));

    renderGuard(entry);

    await waitFor(() => expect(replaced).toHaveLength(1));
    expect(server.requests).toEqual([]);
    expect(readStored('token')).toBeNull();
    const state = authorisationTarget().searchParams.get('state') ?? '';
    expect(state).toMatch(/^[0-9a-f]{24}n1$/);
    expect(readOAuthSession().pendingState).toBe(state);
    expect(authorisationTarget().searchParams.get('redirect_uri')).toBe(`${ORIGIN}/BusinessQuery`);
  });

  it('exchanges the code where the browser lost sessionStorage on the way back, by the young copy', async () => {
    const server = answerWith({ LOGIN: 'success' });
    renderGuard('/BusinessQuery');
    await waitFor(() => expect(replaced).toHaveLength(1));
    const state = authorisationTarget().searchParams.get('state') ?? '';
    cleanup();
    sessionStorage.clear();

    renderGuard(`/BusinessQuery?code=c-5&state=${state}`);

    await waitFor(() => expect(replaced).toHaveLength(2));
    expect(server.countOf(calls.LOGIN)).toBe(1);
    expect(readStored('token')).toBe('demo-token');
    expect(readOAuthSession().pendingState).toBeNull();
  });

  it('logs a failed login and lets the page open', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith({ LOGIN: 'failed' });
    updateOAuthSession((session) => ({ ...session, pendingState: 's2' }));

    renderGuard('/BusinessHandle?code=c-2&state=s2');

    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('LOGIN failed with code -100: 授权失败，请重新进入');
    expect(readStored('token')).toBeNull();
    expect(readOAuthSession()).toMatchObject({ exchangedStates: ['s2'], failures: 1 });
    expect(replaced).toEqual([]);
  });

  it('treats a transport failure of LOGIN like a failed login', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith({ LOGIN: 'code=500' });
    updateOAuthSession((session) => ({ ...session, pendingState: 's3' }));

    renderGuard('/BusinessHandle?code=c-3&state=s3');

    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(readOAuthSession().failures).toBe(1);
  });

  it('counts a refusal and asks again, then stops after the second with a retry', async () => {
    const user = userEvent.setup();
    updateOAuthSession((session) => ({ ...session, pendingState: 's1' }));

    const router = renderGuard('/BusinessQuery?state=s1');
    await waitFor(() => expect(replaced).toHaveLength(1));
    expect(readOAuthSession().failures).toBe(1);

    const secondState = authorisationTarget(0).searchParams.get('state') ?? '';
    await act(() => router.navigate(`/BusinessQuery?state=${secondState}`));

    expect(await screen.findByRole('heading', { name: '授权失败' })).toBeInTheDocument();
    expect(replaced).toHaveLength(1);
    expect(readOAuthSession()).toMatchObject({ pendingState: null, failures: 2 });

    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(replaced).toHaveLength(2));
    expect(readOAuthSession().failures).toBe(0);
    expect(authorisationTarget(1).searchParams.get('redirect_uri')).toBe(`${ORIGIN}/BusinessQuery`);
  });

  it.each(['refuses session storage', 'has a full session storage'])(
    'stops after two refusals in a browser that %s',
    async (kind) => {
      if (kind === 'refuses session storage') {
        vi.spyOn(globalThis, 'sessionStorage', 'get').mockImplementation(() => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        });
      } else {
        vi.spyOn(globalThis, 'sessionStorage', 'get').mockReturnValue(fullStorage());
      }

      // Each return is a fresh page load in the browser; nothing survives it but the address.
      renderGuard('/BusinessQuery');
      await waitFor(() => expect(replaced).toHaveLength(1));
      const firstState = authorisationTarget(0).searchParams.get('state') ?? '';
      cleanup();

      renderGuard(`/BusinessQuery?state=${firstState}`);
      await waitFor(() => expect(replaced).toHaveLength(2));
      const secondState = authorisationTarget(1).searchParams.get('state') ?? '';
      expect(secondState).not.toBe(firstState);
      cleanup();

      renderGuard(`/BusinessQuery?state=${secondState}`);
      expect(await screen.findByRole('heading', { name: '授权失败' })).toBeInTheDocument();
      expect(replaced).toHaveLength(2);
    },
  );

  it('opens the page instead of reloading when the token cannot be stored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith({ LOGIN: 'success' });
    updateOAuthSession((session) => ({ ...session, pendingState: 's7' }));
    vi.spyOn(globalThis, 'localStorage', 'get').mockReturnValue(fullStorage());

    renderGuard('/BusinessQuery?code=c-7&state=s7');

    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(replaced).toEqual([]);
    expect(warn).toHaveBeenCalledWith('LOGIN succeeded but the token could not be stored');
  });

  it('on a public page outside WeChat and phones: alert first, then authorisation', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP_UA);
    renderGuard('/realNameLink?pone=A1');

    await waitFor(() => expect(replaced).toHaveLength(1));
    expect(alertMock).toHaveBeenCalledTimes(1);
    expect(alertMock).toHaveBeenCalledWith({
      title: '提示',
      message: '请在微信客户端打开链接',
      confirmText: '确定',
    });
    expect(authorisationTarget().searchParams.get('redirect_uri')).toBe(`${ORIGIN}/realNameLink?pone=A1`);
  });

  it('lets a phone browser open a public page without token', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    );
    renderGuard('/realNameLinkForm');
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(alertMock).not.toHaveBeenCalled();
  });
});
