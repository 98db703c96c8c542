import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { type ChannelLink, env } from '../../config/env.ts';
import type { ChannelRouteHandle } from '../../features/channel-login/channel-page.tsx';
import { DeviceGate } from '../device-gate.tsx';

const channelPage = lazyPage(() => import('../../features/channel-login/channel-page.tsx'));

/**
 * 免验证码登录 one route per configured channel link (PUBLIC_CHANNEL_LINKS): the paths are deployment
 * secrets, so none is written here. They match case-sensitively, as the identifiers are.
 */
function channelRoute(channel: ChannelLink): RouteObject {
  const handle: ChannelRouteHandle = { channel };
  return { path: channel.path, caseSensitive: true, handle, lazy: channelPage };
}

export const channelRoutes: RouteObject[] = [
  // A dead link says so in any browser.
  ...env.channels.filter((channel) => channel.kind === 'dead').map(channelRoute),
  {
    // A live one signs in and opens the wizard, which needs a phone browser outside WeChat, as /login does.
    Component: DeviceGate,
    children: env.channels.filter((channel) => channel.kind === 'silent').map(channelRoute),
  },
];
