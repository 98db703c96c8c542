import { describe, expect, it } from 'vitest';
import { CHANNEL_CARRIERS, channelLinkCarrier, isCarrier } from './channel-links.ts';

describe('channelLinkCarrier', () => {
  it.each([
    ['/DxWithoutCodeLoginAb12', 'Dx'],
    ['/phWithoutCodeLoginCd34', 'ph'],
    ['/HgxhWithoutCodeLogin_Ef-56', 'Hgxh'],
    ['/ZnWithoutCodeLogin9', 'Zn'],
  ])('%s is a link of %s', (path, carrier) => {
    expect(channelLinkCarrier(path)).toBe(carrier);
  });

  it.each([
    ['no identifier', '/DxWithoutCodeLogin'],
    ['an unknown carrier', '/XxWithoutCodeLoginAb12'],
    ['a carrier spelt in another case', '/PhWithoutCodeLoginAb12'],
    ['no leading slash', 'DxWithoutCodeLoginAb12'],
    ['a character the identifier does not take', '/DxWithoutCodeLoginAb.12'],
    ['a query string', '/DxWithoutCodeLoginAb12?x=1'],
    ['a further path segment', '/DxWithoutCodeLoginAb12/more'],
  ])('refuses %s', (_what, path) => {
    expect(channelLinkCarrier(path)).toBeNull();
  });
});

it('knows the nine carriers of product.md › 登录与授权, product.md › 渠道免登录, and no other code', () => {
  expect([...CHANNEL_CARRIERS].sort()).toEqual(['Cy', 'Dx', 'Hgxh', 'Sw', 'Yh', 'Yy', 'Zn', 'Zy', 'ph']);
  expect(isCarrier('Hgxh')).toBe(true);
  expect(isCarrier('hgxh')).toBe(false);
  expect(isCarrier('')).toBe(false);
});
