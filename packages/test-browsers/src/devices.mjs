/**
 * The phones every browser check emulates: the end-to-end journeys and the page-speed bench must see
 * the apps as the same people do. Plain JavaScript so Node scripts and TypeScript tests share it.
 */

/** A WeChat 8.0 in-app browser on Android, as the hall's subscribers open it. */
export const WECHAT_ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 13; V2218A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160117 MMWEBSDK/20240301 MMWEBID/4380 ' +
  'MicroMessenger/8.0.48.2580(0x28003036) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

/** WeChat 8.0 on an iPhone: its in-app browser is WebKit (WKWebView), whatever the phone's other browsers. */
export const WECHAT_IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN';

/** Safari on an iPhone, a dealer agent's browser on iOS. */
export const IPHONE_SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/16.6 Mobile/15E148 Safari/604.1';

/** Chrome on Android (reduced user agent, as Chrome sends it), the dealer agents' browser. */
export const ANDROID_CHROME_UA =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

/** A common small phone screen (the design width is 320; most subscribers' phones are 360–414 wide). */
export const PHONE = Object.freeze({
  viewport: Object.freeze({ width: 375, height: 667 }),
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
});
