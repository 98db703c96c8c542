/**
 * Which browser may open cards (product.md › 支持的手机). The WeChat in-app browser is checked first: its user
 * agent also names Android or iPhone, but payment return pages and the real-name provider need a
 * real browser.
 */
export type DeviceAccess = 'allowed' | 'wechat' | 'unsupported';

export function deviceAccess(userAgent: string): DeviceAccess {
  if (/MicroMessenger/i.test(userAgent)) return 'wechat';
  if (/Android|Adr\b/.test(userAgent) || /iPhone/.test(userAgent)) return 'allowed';
  return 'unsupported';
}

/** Full-page text for each refused browser, exactly as written for them (product.md › 支持的手机). */
export const DEVICE_MESSAGES = {
  wechat: '点击右上角在浏览器中打开',
  unsupported: '该系统暂不支持开卡',
} as const satisfies Record<Exclude<DeviceAccess, 'allowed'>, string>;
