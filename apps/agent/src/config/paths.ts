/**
 * Every route of the card-opening app, spelled exactly as 002 §2 writes it: the backend, payment
 * return URLs and the real-name provider already point at these addresses.
 */
export const paths = {
  login: '/login',
  /** 开卡首页 agent home */
  openCardMessage: '/OpenCardMessage',
  /** 开卡 four-step wizard */
  openCard: '/OpenCard',
  openPay: '/OpenPay',
  wxQuery: '/WxQuery',
  /** 扫码开卡 scan-code variant */
  vnoOpenCard: '/VnoOpenCard',
  vnoOpenPay: '/VnoOpenPay',
  vnoWxQuery: '/VnoWxQuery',
  /** 通用充值 universal top-up */
  universalPay: '/UniversalPay',
} as const;

export type AgentPath = (typeof paths)[keyof typeof paths];
