import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, lazyPage } from './chunk-retry.ts';

function named(name: string, message: string, code?: string): Error {
  const error = new Error(message) as Error & { code?: string };
  error.name = name;
  if (code) error.code = code;
  return error;
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

const Page = () => null;

describe('lazyPage', () => {
  it('hands the default export to the router', async () => {
    await expect(lazyPage(async () => ({ default: Page }))()).resolves.toEqual({ Component: Page });
  });

  it('lets a failed load reach the route error boundary', async () => {
    const failure = named('ChunkLoadError', 'Loading chunk 9 failed.');
    await expect(lazyPage(() => Promise.reject(failure))()).rejects.toBe(failure);
  });
});
