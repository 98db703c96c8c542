import { lazyPage } from '@bluecat/ui/chunk-retry';
import type { RouteObject } from 'react-router-dom';
import { env } from '../../config/env.ts';
import type { ChannelLink } from '../../config/read-env.ts';
import type { ChannelRouteHandle } from '../../features/channel-login/channel-page.tsx';

const channelPage = lazyPage(() => import('../../features/channel-login/channel-page.tsx'));

/**
 * 免验证码登录 one route per configured channel link (PUBLIC_CHANNEL_LINKS): the paths are deployment
 * secrets, so none is written here. They match case-sensitively, as the identifiers are.
 */
function channelRoute(channel: ChannelLink): RouteObject {
  const handle: ChannelRouteHandle = { channel };
  return { path: channel.path, caseSensitive: true, handle, lazy: channelPage };
}

/**
 * PUBLIC_CHANNEL_LOGIN=server: no link is listed in the build; any one-segment address no other route takes
 * comes to the channel page, which signs in through the API when it is a channel link's shape and shows
 * 页面不存在 otherwise. The API decides which identifiers are live.
 */
const anyChannelLink: RouteObject = { path: '/:channelLink', caseSensitive: true, lazy: channelPage };

export const channelLoginRoutes: RouteObject[] =
  env.channelLogin === 'server' ? [anyChannelLink] : env.channels.map(channelRoute);
