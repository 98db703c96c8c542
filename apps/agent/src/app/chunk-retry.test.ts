import { describe, expect, it } from 'vitest';
import { claimChunkRetry, isChunkLoadError, lazyPage, settleChunkRetry } from './chunk-retry.ts';

function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadError', () => {
  it.each([
    [named('ChunkLoadError', 'Loading chunk 812 failed.\n(error: http://x/static/js/async/812.js)'), true],
    [new Error('Loading CSS chunk 77 failed.\n(/static/css/async/77.css)'), true],
    [new TypeError('Failed to fetch dynamically imported module: http://x/a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new TypeError("Cannot read properties of undefined (reading 'workName')"), false],
    ['Loading chunk 1 failed', false],
    [null, false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('claimChunkRetry', () => {
  it('allows one reload per address until a page loads again', () => {
    expect(claimChunkRetry('http://x/OpenCardMessage')).toBe(true);
    expect(claimChunkRetry('http://x/OpenCardMessage')).toBe(false);
    expect(claimChunkRetry('http://x/login')).toBe(true);

    settleChunkRetry();
    expect(claimChunkRetry('http://x/login')).toBe(true);
  });
});

function Page() {
  return null;
}

describe('lazyPage', () => {
  it('gives the default export as the route component and re-arms the retry', async () => {
    claimChunkRetry('http://x/login');

    await expect(lazyPage(async () => ({ default: Page }))()).resolves.toEqual({ Component: Page });
    expect(claimChunkRetry('http://x/login')).toBe(true);
  });
});
