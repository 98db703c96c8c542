import { fileURLToPath } from 'node:url';
import { readPublicVars } from '@bluecat/rsbuild-preset/app-env';
import { defineAppConfig } from '@bluecat/rsbuild-preset/rsbuild';
import { remBaseTag } from '@bluecat/ui/rem-base';
import { pluginChannelLoginConf } from './src/config/channel-login-conf.ts';
import { parseEnv } from './src/config/read-env.ts';

const prismPort = process.env.PRISM_PORT ?? '4010';
const appRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineAppConfig({
  title: '蓝猫移动开卡',
  port: Number(process.env.AGENT_PORT ?? 5174),
  apiTarget: process.env.API_TARGET || `http://127.0.0.1:${prismPort}`,
  mockConsole: process.env.MOCK_CONSOLE === '1',
  // Stand-ins for the payment cashier and the real-name provider, so the mock can be clicked through.
  demoDir: fileURLToPath(new URL('./demo', import.meta.url)),
  // A page per address (src/config/route-modules.gen.json), some with a frame (src/config/first-screen-shells).
  appRoot,
  // Settings from PUBLIC_* variables, checked when the app is built (src/config/read-env.ts).
  readEnv: parseEnv,
  extra: {
    // dist/channel-login.conf says the build's channel sign-in to the host's render.sh.
    plugins: [pluginChannelLoginConf(parseEnv(readPublicVars(appRoot)).channelLogin)],
    source: { entry: { index: './src/app/main.tsx' } },
    // A channel link's address is its sign-in secret (server mode): no request the page makes, its own
    // /api calls included, names it in a Referer. The host sends the same as a header (deploy/nginx).
    // The rem base as declared where WeChat's X5 kernel inflates it with the font setting (rem-base.ts).
    html: { meta: { referrer: 'no-referrer' }, tags: [remBaseTag] },
    // product.md › 错误与提示: on a weak phone network a page's script gets 120 s before it counts as failed.
    tools: { rspack: { output: { chunkLoadTimeout: 120_000 } } },
  },
});
