import { describe, expect, it, vi } from 'vitest';
import { loadChannelAccount, parseChannelAccounts } from './channel-accounts.ts';

describe('parseChannelAccounts', () => {
  it('reads one account per silent carrier, trimming the work number', () => {
    const accounts = parseChannelAccounts({
      ph: { workNo: ' QD1 ', passWord: 'a,b: c' },
      Hgxh: { workNo: 'QD2', passWord: 'pw2' },
    });
    expect(Object.fromEntries(accounts)).toEqual({
      ph: { workNo: 'QD1', passWord: 'a,b: c' },
      Hgxh: { workNo: 'QD2', passWord: 'pw2' },
    });
  });

  it.each([
    ['not an object', 'ph=QD1:pw', /expected an object/],
    ['a list', [{ workNo: 'QD1', passWord: 'pw' }], /expected an object/],
    ['null', null, /expected an object/],
    ['an unknown carrier', { Xx: { workNo: 'QD1', passWord: 'pw' } }, /unknown carrier "Xx"/],
    ['a carrier in the wrong case', { PH: { workNo: 'QD1', passWord: 'pw' } }, /unknown carrier "PH"/],
    ['a dead carrier', { Dx: { workNo: 'QD1', passWord: 'pw' } }, /Dx links are dead/],
    ['no password', { ph: { workNo: 'QD1' } }, /ph needs both a workNo and a passWord/],
    ['a blank work number', { ph: { workNo: ' ', passWord: 'pw' } }, /ph needs both/],
    ['a number as password', { ph: { workNo: 'QD1', passWord: 123 } }, /ph needs both/],
    ['no entry object', { ph: 'QD1:pw' }, /ph needs both/],
  ])('refuses %s', (_, json, message) => {
    expect(() => parseChannelAccounts(json)).toThrow(message);
  });
});

describe('loadChannelAccount', () => {
  const file = (body: BodyInit, status = 200) => vi.fn(async () => new Response(body, { status }));

  it('finds the carrier in the host file', async () => {
    const fetch = file(JSON.stringify({ Zn: { workNo: 'QD3', passWord: 'pw3' } }));
    await expect(loadChannelAccount('Zn', fetch)).resolves.toEqual({
      kind: 'found',
      account: { workNo: 'QD3', passWord: 'pw3' },
    });
  });

  it.each([
    ['no file (404)', file('Not Found', 404)],
    ['a history fallback page instead of the file', file('<!doctype html><title>开卡</title>')],
    ['no entry for the carrier', file(JSON.stringify({ Yy: { workNo: 'QD3', passWord: 'pw3' } }))],
  ])('is missing with %s', async (_, fetch) => {
    await expect(loadChannelAccount('Zn', fetch)).resolves.toEqual({ kind: 'missing' });
  });

  it.each([
    ['a server error', file('Bad Gateway', 502)],
    [
      'a network failure',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ],
  ])('is unreachable with %s', async (_, fetch) => {
    await expect(loadChannelAccount('Zn', fetch)).resolves.toEqual({ kind: 'unreachable' });
  });
});
