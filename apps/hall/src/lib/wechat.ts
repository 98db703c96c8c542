/**
 * Which browser the page is in: WeChat's, and on which system. The OAuth address is in wechat-oauth.ts,
 * loaded only when the hall has to send someone to authorise.
 */
export function isWeChat(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export function isAndroid(userAgent: string): boolean {
  return /Android|Adr\b/.test(userAgent);
}

export function isIOS(userAgent: string): boolean {
  return /\(i[^;]+;( U;)? CPU.+Mac OS X/.test(userAgent);
}
