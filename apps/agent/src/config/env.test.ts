import { describe, expect, it } from 'vitest';
import { env, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['  ', ''],
    ['https://api.example.com', 'https://api.example.com'],
    ['http://127.0.0.1:4010/', 'http://127.0.0.1:4010'],
  ])('PUBLIC_API_BASE %j gives apiBase %j', (value, apiBase) => {
    expect(parseEnv({ PUBLIC_API_BASE: value })).toEqual({ apiBase, channels: [] });
  });

  it.each(['api.example.com', '/api', 'ftp://example.com'])('rejects %j', (value) => {
    expect(() => parseEnv({ PUBLIC_API_BASE: value })).toThrow(/PUBLIC_API_BASE/);
  });
});

describe('channel links', () => {
  const parse = (links: string | undefined, accounts?: string) =>
    parseEnv({ PUBLIC_CHANNEL_LINKS: links, PUBLIC_CHANNEL_ACCOUNTS: accounts }).channels;

  it('reads dead and silent links with the account of their carrier', () => {
    expect(
      parse(
        '/DxWithoutCodeLoginAb12, /phWithoutCodeLoginCd34\n/HgxhWithoutCodeLogin_Ef-56',
        'ph=QD1:pw1 Hgxh=QD2:pw2',
      ),
    ).toEqual([
      { path: '/DxWithoutCodeLoginAb12', carrier: 'Dx', kind: 'dead' },
      {
        path: '/phWithoutCodeLoginCd34',
        carrier: 'ph',
        kind: 'silent',
        account: { workNo: 'QD1', passWord: 'pw1' },
      },
      {
        path: '/HgxhWithoutCodeLogin_Ef-56',
        carrier: 'Hgxh',
        kind: 'silent',
        account: { workNo: 'QD2', passWord: 'pw2' },
      },
    ]);
  });

  it.each([
    ['Dx', 'dead'],
    ['Yh', 'dead'],
    ['Sw', 'dead'],
    ['Cy', 'dead'],
    ['ph', 'silent'],
    ['Yy', 'silent'],
    ['Zn', 'silent'],
    ['Zy', 'silent'],
    ['Hgxh', 'silent'],
  ])('a %s link is %s', (carrier, kind) => {
    const accounts = kind === 'silent' ? `${carrier}=QD9:pw` : '';
    expect(parse(`/${carrier}WithoutCodeLoginX1`, accounts)[0]).toMatchObject({ carrier, kind });
  });

  it('percent-decodes work numbers and passwords, keeping colons after the first', () => {
    const [link] = parse('/YyWithoutCodeLoginQ1', 'Yy=QD%2001:a%2Cb:c');
    expect(link).toMatchObject({ account: { workNo: 'QD 01', passWord: 'a,b:c' } });
  });

  it('has no channels when nothing is configured', () => {
    expect(parse(undefined, undefined)).toEqual([]);
    expect(parse(' ', '')).toEqual([]);
  });

  it.each([
    [
      'a path without the leading slash',
      'DxWithoutCodeLoginAb12',
      '',
      /PUBLIC_CHANNEL_LINKS: "DxWithoutCodeLoginAb12"/,
    ],
    ['an unknown carrier', '/XxWithoutCodeLoginAb12', '', /PUBLIC_CHANNEL_LINKS: "\/XxWithoutCodeLoginAb12"/],
    ['a carrier in the wrong case', '/PhWithoutCodeLoginAb12', '', /PUBLIC_CHANNEL_LINKS/],
    ['a link without identifier', '/DxWithoutCodeLogin', '', /PUBLIC_CHANNEL_LINKS/],
    ['characters a URL would escape', '/DxWithoutCodeLoginA/b', '', /PUBLIC_CHANNEL_LINKS/],
    ['a path listed twice', '/DxWithoutCodeLoginA1,/DxWithoutCodeLoginA1', '', /listed twice/],
    ['a silent link without account', '/ZnWithoutCodeLoginA1', '', /no account for the Zn link/],
    [
      'an account without link',
      '/ZnWithoutCodeLoginA1',
      'Zn=QD1:pw Zy=QD2:pw',
      /Zy has an account but no link/,
    ],
    ['an account for a dead carrier', '/DxWithoutCodeLoginA1', 'Dx=QD1:pw', /Dx links are dead/],
    [
      'an account of an unknown carrier',
      '/ZnWithoutCodeLoginA1',
      'Zn=QD1:pw Qq=QD2:pw',
      /unknown carrier "Qq"/,
    ],
    ['an account without password', '/ZnWithoutCodeLoginA1', 'Zn=QD1:', /needs both/],
    ['an account without work number', '/ZnWithoutCodeLoginA1', 'Zn=:pw', /needs both/],
    ['an account without colon', '/ZnWithoutCodeLoginA1', 'Zn=QD1', /not <carrier>=<workNo>:<password>/],
    ['a carrier given twice', '/ZnWithoutCodeLoginA1', 'Zn=QD1:pw,Zn=QD2:pw', /Zn is given twice/],
    ['broken percent-encoding', '/ZnWithoutCodeLoginA1', 'Zn=QD1:%E0%A4%A', /not valid percent-encoding/],
  ])('rejects %s', (_case, links, accounts, message) => {
    expect(() => parse(links, accounts)).toThrow(message);
  });
});

describe('the demo configuration in .env', () => {
  it('links all nine carriers, and the five silent ones have accounts', () => {
    const byCarrier = Object.fromEntries(env.channels.map((channel) => [channel.carrier, channel.kind]));
    expect(byCarrier).toEqual({
      Dx: 'dead',
      Yh: 'dead',
      Sw: 'dead',
      Cy: 'dead',
      ph: 'silent',
      Yy: 'silent',
      Zn: 'silent',
      Zy: 'silent',
      Hgxh: 'silent',
    });
  });
});
