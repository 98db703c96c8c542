/**
 * 免验证码登录 channel links (product.md › 登录与授权, product.md › 渠道免登录): `/` + a carrier code + `WithoutCodeLogin` + the link's
 * fixed identifier. The hall lets them past its login check, the agent app signs in through them; both
 * know the same nine carriers. The identifier keeps to letters, digits, `_` and `-`, so a path needs no
 * escaping in the router or in a QR code.
 */
export const CHANNEL_CARRIERS = ['Dx', 'Yh', 'Yy', 'Zn', 'Zy', 'Sw', 'ph', 'Cy', 'Hgxh'] as const;
export type ChannelCarrier = (typeof CHANNEL_CARRIERS)[number];

export const isCarrier = (value: string): value is ChannelCarrier =>
  (CHANNEL_CARRIERS as readonly string[]).includes(value);

const CHANNEL_PATH = new RegExp(`^/(${CHANNEL_CARRIERS.join('|')})WithoutCodeLogin[A-Za-z0-9_-]+$`);

/** The carrier a channel link path starts with, or null when the path is no channel link. */
export function channelLinkCarrier(path: string): ChannelCarrier | null {
  const carrier = CHANNEL_PATH.exec(path)?.[1];
  return carrier !== undefined && isCarrier(carrier) ? carrier : null;
}
