import { describe, expect, it } from 'vitest';
import {
  buildAuthorizeUrl,
  cleanCallbackUrl,
  createOAuthState,
  isAndroid,
  isIOS,
  isWeChat,
} from './wechat.ts';

const UA = {
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2203A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160083 MMWEBSDK/20231202 MMWEBID/5536 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatIPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  desktopMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  wechatWindows:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)',
};

describe('user-agent detection', () => {
  it.each([
    ['wechatAndroid', true, true, false],
    ['wechatIPhone', true, false, true],
    ['androidChrome', false, true, false],
    ['iPhoneSafari', false, false, true],
    ['desktopChrome', false, false, false],
    ['desktopMac', false, false, false],
    ['wechatWindows', true, false, false],
  ] as const)('%s: WeChat %s, Android %s, iOS %s', (name, wechat, android, ios) => {
    expect(isWeChat(UA[name])).toBe(wechat);
    expect(isAndroid(UA[name])).toBe(android);
    expect(isIOS(UA[name])).toBe(ios);
  });
});

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
