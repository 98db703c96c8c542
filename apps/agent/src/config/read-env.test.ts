import { describe, expect, it } from 'vitest';
import { env } from './env.ts';
import { parseEnv } from './read-env.ts';

describe('parseEnv', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    ['  ', ''],
    ['https://api.example.com', 'https://api.example.com'],
    ['http://127.0.0.1:4010/', 'http://127.0.0.1:4010'],
  ])('PUBLIC_API_BASE %j gives apiBase %j', (value, apiBase) => {
    expect(parseEnv({ PUBLIC_API_BASE: value })).toEqual({ apiBase, channels: [], channelLogin: 'server' });
  });

  it.each(['api.example.com', '/api', 'ftp://example.com'])('rejects %j', (value) => {
    expect(() => parseEnv({ PUBLIC_API_BASE: value })).toThrow(/PUBLIC_API_BASE/);
  });

  it('takes a CDN prefix for static files, and refuses one that is not https', () => {
    expect(parseEnv({ PUBLIC_ASSET_PREFIX: 'https://cdn.example.com/agent/' })).toEqual({
      apiBase: '',
      channels: [],
      channelLogin: 'server',
    });
    expect(() => parseEnv({ PUBLIC_ASSET_PREFIX: 'http://cdn.example.com/agent/' })).toThrow(
      /PUBLIC_ASSET_PREFIX/,
    );
  });
});

describe('PUBLIC_CHANNEL_LOGIN', () => {
  const FILE_MODE = { PUBLIC_CHANNEL_LOGIN: 'file', PUBLIC_CHANNEL_FILE_EXPOSES_DEALER_ACCOUNTS: 'yes' };

  it.each([
    [undefined, 'server'],
    ['', 'server'],
    ['server', 'server'],
    [' server\n', 'server'],
  ])('%j signs channel pages in by %s: no account anywhere unless file mode is named', (value, mode) => {
    expect(parseEnv({ PUBLIC_CHANNEL_LOGIN: value }).channelLogin).toBe(mode);
  });

  it('takes file mode when it is named and what it exposes is acknowledged', () => {
    expect(parseEnv(FILE_MODE).channelLogin).toBe('file');
    expect(
      parseEnv({ ...FILE_MODE, PUBLIC_CHANNEL_FILE_EXPOSES_DEALER_ACCOUNTS: ' yes\n' }).channelLogin,
    ).toBe('file');
  });

  it.each([undefined, '', 'no', 'true', '1', 'YES'])(
    'refuses file mode acknowledged with %j, saying what it exposes and what to set',
    (acknowledgement) => {
      const build = () =>
        parseEnv({
          PUBLIC_CHANNEL_LOGIN: 'file',
          PUBLIC_CHANNEL_FILE_EXPOSES_DEALER_ACCOUNTS: acknowledgement,
        });
      expect(build).toThrow(
        acknowledgement
          ? `PUBLIC_CHANNEL_FILE_EXPOSES_DEALER_ACCOUNTS must be yes or empty, got "${acknowledgement}"`
          : /^PUBLIC_CHANNEL_LOGIN=file serves every silent channel's dealer work number and password to anyone who asks for \/config\/channels\.json\..*set PUBLIC_CHANNEL_FILE_EXPOSES_DEALER_ACCOUNTS=yes/,
      );
    },
  );

  it('takes no link list in server mode, where the identifiers would otherwise be in the build', () => {
    for (const mode of [undefined, 'server']) {
      expect(() =>
        parseEnv({ PUBLIC_CHANNEL_LOGIN: mode, PUBLIC_CHANNEL_LINKS: '/phWithoutCodeLoginCd34' }),
      ).toThrow(/PUBLIC_CHANNEL_LINKS must be empty with PUBLIC_CHANNEL_LOGIN=server/);
    }
    expect(parseEnv({ PUBLIC_CHANNEL_LOGIN: 'server', PUBLIC_CHANNEL_LINKS: ' ' }).channels).toEqual([]);
  });

  it.each(['Server', 'api', 'files', 'true'])('rejects %j, naming the two modes', (value) => {
    expect(() => parseEnv({ PUBLIC_CHANNEL_LOGIN: value })).toThrow(
      `PUBLIC_CHANNEL_LOGIN must be server or file, got "${value}"`,
    );
  });
});

describe('channel links of a file-mode build', () => {
  const parse = (links: string | undefined) =>
    parseEnv({
      PUBLIC_CHANNEL_LOGIN: 'file',
      PUBLIC_CHANNEL_FILE_EXPOSES_DEALER_ACCOUNTS: 'yes',
      PUBLIC_CHANNEL_LINKS: links,
    }).channels;

  it('reads dead and silent links, in the order configured, with no account in the build', () => {
    expect(parse('/DxWithoutCodeLoginAb12, /phWithoutCodeLoginCd34\n/HgxhWithoutCodeLogin_Ef-56')).toEqual([
      { path: '/DxWithoutCodeLoginAb12', carrier: 'Dx', kind: 'dead' },
      { path: '/phWithoutCodeLoginCd34', carrier: 'ph', kind: 'silent' },
      { path: '/HgxhWithoutCodeLogin_Ef-56', carrier: 'Hgxh', kind: 'silent' },
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
    expect(parse(`/${carrier}WithoutCodeLoginX1`)[0]).toEqual({
      path: `/${carrier}WithoutCodeLoginX1`,
      carrier,
      kind,
    });
  });

  it('has no channels when nothing is configured', () => {
    expect(parse(undefined)).toEqual([]);
    expect(parse(' ')).toEqual([]);
  });

  it.each([
    [
      'a path without the leading slash',
      'DxWithoutCodeLoginAb12',
      /PUBLIC_CHANNEL_LINKS: "DxWithoutCodeLoginAb12"/,
    ],
    ['an unknown carrier', '/XxWithoutCodeLoginAb12', /PUBLIC_CHANNEL_LINKS: "\/XxWithoutCodeLoginAb12"/],
    ['a carrier in the wrong case', '/PhWithoutCodeLoginAb12', /PUBLIC_CHANNEL_LINKS/],
    ['a link without identifier', '/DxWithoutCodeLogin', /PUBLIC_CHANNEL_LINKS/],
    ['characters a URL would escape', '/DxWithoutCodeLoginA/b', /PUBLIC_CHANNEL_LINKS/],
    ['a path listed twice', '/DxWithoutCodeLoginA1,/DxWithoutCodeLoginA1', /listed twice/],
  ])('rejects %s', (_case, links, message) => {
    expect(() => parse(links)).toThrow(message);
  });
});

describe('the demo configuration in .env', () => {
  it('runs the default, server mode: no channel link and no account-reading code in the build', () => {
    expect(env.channelLogin).toBe('server');
    expect(env.channels).toEqual([]);
  });
});
