import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['  ', ''],
    ['https://api.example.com', 'https://api.example.com'],
    ['http://127.0.0.1:4010/', 'http://127.0.0.1:4010'],
  ])('PUBLIC_API_BASE %j gives apiBase %j', (value, apiBase) => {
    expect(parseEnv({ PUBLIC_API_BASE: value })).toEqual({ apiBase });
  });

  it.each(['api.example.com', '/api', 'ftp://example.com'])('rejects %j', (value) => {
    expect(() => parseEnv({ PUBLIC_API_BASE: value })).toThrow(/PUBLIC_API_BASE/);
  });
});
