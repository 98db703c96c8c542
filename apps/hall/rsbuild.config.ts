import { fileURLToPath } from 'node:url';
import { defineAppConfig } from '@bluecat/rsbuild-preset/rsbuild';
import { remBaseTag } from '@bluecat/ui/rem-base';
import { readEnv } from './src/config/read-env.ts';

const prismPort = process.env.PRISM_PORT ?? '4010';

export default defineAppConfig({
  title: '蓝猫移动',
  port: Number(process.env.HALL_PORT ?? 5173),
  apiTarget: process.env.API_TARGET || `http://127.0.0.1:${prismPort}`,
  mockConsole: process.env.MOCK_CONSOLE === '1',
  // Stand-ins for outside services, each demo/<name>.html answering /__demo/<name> in `rsbuild dev` as
  // scripts/serve.mjs answers it for builds: WeChat's authorisation page (PUBLIC_OAUTH_AUTHORIZE_URL in
  // .env) and the face-verification provider (the mock's start answers point at /__demo/face-verify).
  demoDir: fileURLToPath(new URL('./demo', import.meta.url)),
  // A page per address (src/config/route-modules.gen.json), some with a frame (src/config/first-screen-shells).
  appRoot: fileURLToPath(new URL('.', import.meta.url)),
  // Settings from PUBLIC_* variables, checked when the hall is built (src/config/read-env.ts).
  readEnv,
  // Starts a screen's first calls from the document, beside the app's scripts (src/app/early-calls.ts).
  earlyScript: './src/app/early-calls.ts',
  extra: {
    source: { entry: { index: './src/app/main.tsx' } },
    // The rem base as declared where WeChat's X5 kernel inflates it with the font setting (rem-base.ts).
    html: { tags: [remBaseTag] },
    // product.md › 错误与提示: a page file may take up to 120 s on a weak phone network before it counts as failed.
    tools: { rspack: { output: { chunkLoadTimeout: 120_000 } } },
  },
});
