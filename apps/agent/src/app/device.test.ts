import { describe, expect, it } from 'vitest';
import { type DeviceAccess, deviceAccess } from './device.ts';

const cases: [string, string, DeviceAccess][] = [
  [
    'Android Chrome',
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    'allowed',
  ],
  [
    'Huawei browser on Android',
    'Mozilla/5.0 (Linux; Android 10; HarmonyOS; ELS-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 HuaweiBrowser/12.0.3.301 Mobile Safari/537.36',
    'allowed',
  ],
  ['UC browser Adr token', 'Mozilla/5.0 (Linux; U; Adr 4.4.2; zh-CN; MI 3) UCBrowser/10.4.0.558', 'allowed'],
  [
    'iPhone Safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    'allowed',
  ],
  [
    'WeChat on Android',
    'Mozilla/5.0 (Linux; Android 13; V2219A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/1110005 MMWEBSDK/20230805 MMWEBID/1234 MicroMessenger/8.0.42.2460(0x28002A35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
    'wechat',
  ],
  [
    'WeChat on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN',
    'wechat',
  ],
  [
    'WeChat on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090719)',
    'wechat',
  ],
  [
    'desktop Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    'unsupported',
  ],
  [
    'Safari on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
    'unsupported',
  ],
  [
    'iPad',
    'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    'unsupported',
  ],
  [
    'Linux desktop Firefox',
    'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
    'unsupported',
  ],
  ['empty user agent', '', 'unsupported'],
];

describe('deviceAccess', () => {
  it.each(cases)('%s → %s', (_name, userAgent, expected) => {
    expect(deviceAccess(userAgent)).toBe(expected);
  });
});
