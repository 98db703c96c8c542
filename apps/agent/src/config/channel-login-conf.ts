import type { RsbuildPlugin } from '@rsbuild/core';
import type { ChannelLoginMode } from './read-env.ts';

/**
 * `dist/channel-login.conf`: the build's PUBLIC_CHANNEL_LOGIN, for the host. deploy/nginx/render.sh reads it
 * and refuses a configuration that would serve /config/channels.json (the dealer accounts) beside a build
 * that never reads it, where the file would only hand the accounts to whoever asks. nginx does not serve
 * `.conf` files from the web root.
 */
export const CHANNEL_LOGIN_CONF_FILE = 'channel-login.conf';

export function channelLoginConf(mode: ChannelLoginMode): string {
  return [
    '# Written by the agent build: how its channel pages sign in (PUBLIC_CHANNEL_LOGIN). deploy/nginx/render.sh',
    '# reads it: only a file-mode build may have /config/channels.json beside it.',
    `channel_login ${mode};`,
    '',
  ].join('\n');
}

export function pluginChannelLoginConf(mode: ChannelLoginMode): RsbuildPlugin {
  return {
    name: 'bluecat:channel-login-conf',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset(CHANNEL_LOGIN_CONF_FILE, new sources.RawSource(channelLoginConf(mode)));
      });
    },
  };
}
