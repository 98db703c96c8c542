import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimChunkRetry, isChunkLoadError, lazyPage, settleChunkRetry } from './chunk-retry.ts';

function named(name: string, message: string, code?: string): Error {
  const error = new Error(message) as Error & { code?: string };
  error.name = name;
  if (code) error.code = code;
  return error;
}

/** A browser that throws on any use of session storage, as some do in private mode. */
function refuseSessionStorage() {
  vi.spyOn(globalThis, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('isChunkLoadError', () => {
  it.each([
    [named('ChunkLoadError', 'Loading chunk 123 failed.\n(timeout: https://x/static/js/async/123.js)'), true],
    [
      named(
        'Error',
        'Loading CSS chunk 45 failed.\n(https://x/static/css/async/45.css)',
        'CSS_CHUNK_LOAD_FAILED',
      ),
      true,
    ],
    [named('Error', 'Style file missing', 'CSS_CHUNK_LOAD_FAILED'), true],
    [new Error('Loading CSS chunk 77 failed.\n(/static/css/async/77.css)'), true],
    [new TypeError('Failed to fetch dynamically imported module: https://x/a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new TypeError("Cannot read properties of undefined (reading 'map')"), false],
    [named('Error', 'Request failed', 'ERR_NETWORK'), false],
    ['Loading chunk 1 failed', false],
    [null, false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('claimChunkRetry', () => {
  it('allows one reload per address, again after a successful load', () => {
    expect(claimChunkRetry('https://hall/BusinessQuery')).toBe(true);
    expect(claimChunkRetry('https://hall/BusinessQuery')).toBe(false);
    expect(claimChunkRetry('https://hall/transfer')).toBe(true);
    settleChunkRetry();
    expect(claimChunkRetry('https://hall/transfer')).toBe(true);
  });

  it('makes no reload it could not remember when session storage is refused', () => {
    refuseSessionStorage();
    expect(claimChunkRetry('http://x/OpenCardMessage')).toBe(false);
    expect(() => settleChunkRetry()).not.toThrow();
  });

  it('makes no reload without a storage', () => {
    expect(claimChunkRetry('http://x/OpenCardMessage', null)).toBe(false);
  });
});

const Page = () => null;

describe('lazyPage', () => {
  it('hands the default export to the router and re-arms the retry', async () => {
    claimChunkRetry('https://hall/transfer');
    await expect(lazyPage(async () => ({ default: Page }))()).resolves.toEqual({ Component: Page });
    expect(claimChunkRetry('https://hall/transfer')).toBe(true);
  });

  it('loads pages when session storage is refused', async () => {
    refuseSessionStorage();
    await expect(lazyPage(async () => ({ default: Page }))()).resolves.toEqual({ Component: Page });
  });

  it('lets a failed load reach the route error boundary', async () => {
    const failure = named('ChunkLoadError', 'Loading chunk 9 failed.');
    await expect(lazyPage(() => Promise.reject(failure))()).rejects.toBe(failure);
  });
});
