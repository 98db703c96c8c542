import { describe, expect, it } from 'vitest';
import { readAssetPrefix } from './asset-prefix.ts';

describe('readAssetPrefix', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['  ', ''],
    ['https://cdn.example.com/hall/', 'https://cdn.example.com/hall/'],
    ['https://cdn.example.com/hall', 'https://cdn.example.com/hall/'],
    [' https://cdn.example.com ', 'https://cdn.example.com/'],
    ['https://127.0.0.1:5287/hall/', 'https://127.0.0.1:5287/hall/'],
  ])('%j is the prefix %j', (raw, prefix) => {
    expect(readAssetPrefix(raw)).toEqual({ prefix });
  });

  it.each([
    'http://cdn.example.com/hall/',
    '//cdn.example.com/hall/',
    '/static-cdn/',
    'cdn.example.com/hall/',
    'https://cdn.example.com/hall/?v=1',
    'https://cdn.example.com/hall/#x',
    'https://user:secret@cdn.example.com/hall/',
    'javascript:alert(1)',
  ])('refuses %j, naming the variable', (raw) => {
    expect(readAssetPrefix(raw)).toEqual({ problem: expect.stringContaining('PUBLIC_ASSET_PREFIX') });
  });
});
