import { describe, expect, it } from 'vitest';
import { env } from './env.ts';
import { EnvError, readEnv } from './read-env.ts';

const valid = {
  PUBLIC_WECHAT_APP_ID: 'wx1234567890abcdef',
  PUBLIC_OAUTH_AUTHORIZE_URL: 'https://open.weixin.qq.com/connect/oauth2/authorize',
  PUBLIC_API_BASE: '',
  PUBLIC_SERVICE_CHAT_URL: '',
};

describe('readEnv', () => {
  it('reads a production configuration', () => {
    expect(
      readEnv({
        ...valid,
        PUBLIC_API_BASE: 'https://api.example.com/',
        PUBLIC_SERVICE_CHAT_URL: 'https://kefu.example.com/chat',
      }),
    ).toEqual({
      wechatAppId: 'wx1234567890abcdef',
      oauthAuthorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
      apiBase: 'https://api.example.com',
      serviceChatUrl: 'https://kefu.example.com/chat',
    });
  });

  it('reads the demo defaults of .env', () => {
    expect(env).toEqual({
      wechatAppId: 'wxdemo0000000000',
      oauthAuthorizeUrl: '/__demo/oauth-authorize',
      apiBase: '',
      serviceChatUrl: '/__demo/service-chat',
    });
  });

  it.each([
    [{ PUBLIC_WECHAT_APP_ID: undefined }, 'PUBLIC_WECHAT_APP_ID'],
    [{ PUBLIC_WECHAT_APP_ID: 'demo' }, 'PUBLIC_WECHAT_APP_ID'],
    [{ PUBLIC_OAUTH_AUTHORIZE_URL: '' }, 'PUBLIC_OAUTH_AUTHORIZE_URL'],
    [{ PUBLIC_OAUTH_AUTHORIZE_URL: '//evil.example.com/authorize' }, 'PUBLIC_OAUTH_AUTHORIZE_URL'],
    [{ PUBLIC_OAUTH_AUTHORIZE_URL: 'javascript:alert(1)' }, 'PUBLIC_OAUTH_AUTHORIZE_URL'],
    [{ PUBLIC_OAUTH_AUTHORIZE_URL: 'https://open.weixin.qq.com/x?appid=1' }, 'PUBLIC_OAUTH_AUTHORIZE_URL'],
    [{ PUBLIC_API_BASE: '/api' }, 'PUBLIC_API_BASE'],
    [{ PUBLIC_SERVICE_CHAT_URL: 'weixin://chat' }, 'PUBLIC_SERVICE_CHAT_URL'],
    [{ PUBLIC_SERVICE_CHAT_URL: '//evil.example.com/chat' }, 'PUBLIC_SERVICE_CHAT_URL'],
    [{ PUBLIC_ASSET_PREFIX: 'http://cdn.example.com/hall/' }, 'PUBLIC_ASSET_PREFIX'],
    [{ PUBLIC_ASSET_PREFIX: '//cdn.example.com/hall/' }, 'PUBLIC_ASSET_PREFIX'],
  ])('rejects %j, naming %s', (patch, variable) => {
    expect(() => readEnv({ ...valid, ...patch })).toThrow(new RegExp(variable));
  });

  it('lists every problem at once', () => {
    try {
      readEnv({ PUBLIC_API_BASE: 'ftp://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).problems).toHaveLength(3);
    }
  });
});
