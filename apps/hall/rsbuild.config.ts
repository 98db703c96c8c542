import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineAppConfig } from '@bluecat/config/rsbuild';

const prismPort = process.env.PRISM_PORT ?? '4010';

/** Address of the demo stand-in for WeChat's authorisation page (PUBLIC_OAUTH_AUTHORIZE_URL in .env). */
const DEMO_AUTHORIZE_PATH = '/__demo/oauth-authorize';
const demoAuthorizePage = fileURLToPath(new URL('./demo/oauth-authorize.html', import.meta.url));

export default defineAppConfig({
  title: '蓝猫移动',
  port: Number(process.env.HALL_PORT ?? 5173),
  apiTarget: process.env.API_TARGET || `http://127.0.0.1:${prismPort}`,
  extra: {
    source: { entry: { index: './src/app/main.tsx' } },
    server: {
      // `server.setup` (which replaces the deprecated dev.setupMiddlewares) runs for `rsbuild dev` and
      // `rsbuild preview`; middleware added here comes before the history fallback.
      setup: ({ server }) => {
        server.middlewares.use(DEMO_AUTHORIZE_PATH, (_request, response, next) => {
          readFile(demoAuthorizePage).then((html) => {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Cache-Control', 'no-store');
            response.end(html);
          }, next);
        });
      },
    },
    // 000 §8-§9: a page file may take up to 120 s on a weak phone network before it counts as failed.
    tools: { rspack: { output: { chunkLoadTimeout: 120_000 } } },
  },
});
