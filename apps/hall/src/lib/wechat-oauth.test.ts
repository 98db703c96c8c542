import { describe, expect, it } from 'vitest';
import { buildAuthorizeUrl, cleanCallbackUrl, createOAuthState } from './wechat-oauth.ts';

describe('cleanCallbackUrl', () => {
  it.each([
    ['https://hall.example.com/BusinessQuery', 'https://hall.example.com/BusinessQuery'],
    ['https://hall.example.com/BusinessQuery?code=abc&state=s1', 'https://hall.example.com/BusinessQuery'],
    [
      'https://hall.example.com/billDetails?date=2024-05&code=abc&state=s1',
      'https://hall.example.com/billDetails?date=2024-05',
    ],
    ['https://hall.example.com/card?state=s1&id=9#/old-hash', 'https://hall.example.com/card?id=9'],
    ['http://127.0.0.1:4600/?code=x', 'http://127.0.0.1:4600/'],
  ])('%s → %s', (href, clean) => {
    expect(cleanCallbackUrl(href)).toBe(clean);
  });
});

describe('buildAuthorizeUrl', () => {
  it('builds the WeChat address with parameters in order, one encoding and the hash last', () => {
    expect(
      buildAuthorizeUrl({
        authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
        appId: 'wx1234567890abcdef',
        redirectUri: 'https://hall.example.com/billDetails?date=2024-05',
        state: 'a1b2',
      }),
    ).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1234567890abcdef' +
        '&redirect_uri=https%3A%2F%2Fhall.example.com%2FbillDetails%3Fdate%3D2024-05' +
        '&response_type=code&scope=snsapi_userinfo&state=a1b2&connect_redirect=1#wechat_redirect',
    );
  });

  it('works with the same-origin demo stand-in', () => {
    const url = buildAuthorizeUrl({
      authorizeUrl: '/__demo/oauth-authorize',
      appId: 'wxdemo0000000000',
      redirectUri: 'http://127.0.0.1:4600/PersonalInformation',
      state: 'f00d',
    });
    const parsed = new URL(url, 'http://127.0.0.1:4600');
    expect(parsed.pathname).toBe('/__demo/oauth-authorize');
    expect(parsed.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:4600/PersonalInformation');
    expect(parsed.searchParams.get('scope')).toBe('snsapi_userinfo');
    expect(parsed.hash).toBe('#wechat_redirect');
  });
});

describe('createOAuthState', () => {
  it('gives 24 hex characters from the random source', () => {
    const fixed = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        if (array instanceof Uint8Array) array.fill(171);
        return array;
      },
    } as Pick<Crypto, 'getRandomValues'>;
    expect(createOAuthState(fixed)).toBe('ab'.repeat(12));
    expect(createOAuthState()).toMatch(/^[0-9a-f]{24}$/);
    expect(createOAuthState()).not.toBe(createOAuthState());
  });
});
