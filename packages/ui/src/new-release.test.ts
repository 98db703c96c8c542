// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announceNewRelease,
  hostRelease,
  NEW_RELEASE_NOTICE,
  pageRelease,
  RELEASE_RELOAD_MARK,
  RELOAD_WINDOW_MS,
  releaseToReloadInto,
} from './new-release.ts';

/** The page of release `id`, as the build writes it. */
function servePage(id: string) {
  document.head.innerHTML = `<meta name="bluecat-release" content="${id}">`;
}

/** The host's /version.json: a release, a status, or no answer at all. */
function hostAnswers(answer: string | number | Error) {
  const fetch = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'number') return new Response('Not Found', { status: answer });
    return new Response(JSON.stringify({ release: answer }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const T0 = 1_700_000_000_000;

beforeEach(() => {
  sessionStorage.clear();
  servePage('aaaa');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the releases', () => {
  it('reads the page’s own from its meta tag', () => {
    expect(pageRelease()).toBe('aaaa');
    document.head.innerHTML = '';
    expect(pageRelease()).toBeNull();
  });

  it('asks the host past every cache', async () => {
    const fetch = hostAnswers('bbbb');
    await expect(hostRelease()).resolves.toBe('bbbb');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/^\/version\.json\?t=\d+$/);
    expect(init.cache).toBe('no-store');
  });

  it.each([
    ['offline', new TypeError('Failed to fetch')],
    ['a host without the file', 404],
  ])('knows none from %s', async (_case, answer) => {
    hostAnswers(answer);
    await expect(hostRelease()).resolves.toBeNull();
  });
});

describe('releaseToReloadInto', () => {
  it('names the host’s newer release once, and records the reload', async () => {
    hostAnswers('bbbb');
    await expect(releaseToReloadInto(() => T0)).resolves.toBe('bbbb');
    expect(JSON.parse(sessionStorage.getItem(RELEASE_RELOAD_MARK) ?? '')).toEqual({
      from: 'aaaa',
      to: 'bbbb',
      at: T0,
    });
  });

  it.each([
    ['the host serves this page’s release (a network failure)', 'aaaa'],
    ['the host cannot be asked', new TypeError('Failed to fetch')],
    ['the host has no version file', 404],
  ])('names none when %s', async (_case, answer) => {
    hostAnswers(answer);
    await expect(releaseToReloadInto(() => T0)).resolves.toBeNull();
    expect(sessionStorage.getItem(RELEASE_RELOAD_MARK)).toBeNull();
  });

  it('does not loop: a page still old after its reload gets no second one within the window', async () => {
    hostAnswers('bbbb');
    await releaseToReloadInto(() => T0);
    // The reload brought release aaaa back (a cached page): the same missing file again.
    await expect(releaseToReloadInto(() => T0 + 60_000)).resolves.toBeNull();
    await expect(releaseToReloadInto(() => T0 + RELOAD_WINDOW_MS + 1)).resolves.toBe('bbbb');
  });

  it('does not loop while two releases are live behind one name (a rolling deploy)', async () => {
    hostAnswers('bbbb');
    await expect(releaseToReloadInto(() => T0)).resolves.toBe('bbbb');
    // The reload brought release bbbb; its next file was asked of a host still on aaaa.
    servePage('bbbb');
    hostAnswers('aaaa');
    await expect(releaseToReloadInto(() => T0 + 30_000)).resolves.toBeNull();
    // And so on, whichever release the host names next, until the window is over.
    servePage('aaaa');
    hostAnswers('bbbb');
    await expect(releaseToReloadInto(() => T0 + 60_000)).resolves.toBeNull();
    await expect(releaseToReloadInto(() => T0 + RELOAD_WINDOW_MS + 1)).resolves.toBe('bbbb');
  });

  it('reloads once per window even toward a later release', async () => {
    hostAnswers('bbbb');
    await releaseToReloadInto(() => T0);
    servePage('bbbb');
    hostAnswers('cccc');
    await expect(releaseToReloadInto(() => T0 + 60_000)).resolves.toBeNull();
    await expect(releaseToReloadInto(() => T0 + RELOAD_WINDOW_MS)).resolves.toBe('cccc');
    expect(JSON.parse(sessionStorage.getItem(RELEASE_RELOAD_MARK) ?? '')).toMatchObject({
      from: 'bbbb',
      to: 'cccc',
    });
  });

  it('names none where the reload cannot be recorded (storage refused)', async () => {
    hostAnswers('bbbb');
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    await expect(releaseToReloadInto(() => T0)).resolves.toBeNull();
  });

  it('names none on a page without a release (a development server)', async () => {
    document.head.innerHTML = '';
    const fetch = hostAnswers('bbbb');
    await expect(releaseToReloadInto(() => T0)).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('announceNewRelease', () => {
  it('tells once, on the page of the release the reload was for', async () => {
    hostAnswers('bbbb');
    await releaseToReloadInto(() => T0);
    const show = vi.fn();

    announceNewRelease(show);
    expect(show).not.toHaveBeenCalled();

    servePage('bbbb');
    announceNewRelease(show);
    announceNewRelease(show);
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(NEW_RELEASE_NOTICE);
  });

  it('tells nothing on an ordinary start', () => {
    const show = vi.fn();
    announceNewRelease(show);
    expect(show).not.toHaveBeenCalled();
  });
});
