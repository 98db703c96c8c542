import type { ChannelCarrier } from '@bluecat/rules/channel-login/channel-links';
import { paths } from '../../config/paths.ts';
import type { ChannelLink } from '../../config/read-env.ts';

/** product.md › 渠道免登录: what a dead channel link shows, word for word. */
export const DEAD_LINK_MESSAGE = '链接已失效，请退出此页面';

/** The Hgxh channel enters the scan-variant wizard with title pcssh (product.md › 渠道免登录). */
const HGXH_TITLE = 'pcssh';

export type ChannelDecision =
  | { kind: 'dead' }
  | { kind: 'silent'; carrier: ChannelCarrier; destination: string };

/**
 * What a channel link does: a dead link only says so; a live one signs in with its carrier's preset
 * account and opens the main wizard, except Hgxh, which opens the scan variant.
 */
export function channelDecision(link: ChannelLink): ChannelDecision {
  if (link.kind === 'dead') return { kind: 'dead' };
  const destination =
    link.carrier === 'Hgxh'
      ? `${paths.vnoOpenCard}?${new URLSearchParams({ title: HGXH_TITLE })}`
      : paths.openCard;
  return { kind: 'silent', carrier: link.carrier, destination };
}
