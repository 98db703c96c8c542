import { fileURLToPath } from 'node:url';
import { appEnvDefine } from '@bluecat/rsbuild-preset/app-env';
import { unitTestConfig } from '@bluecat/vitest-preset/vitest';
import { mergeConfig } from 'vitest/config';
import { parseEnv } from './src/config/read-env.ts';

// Tests read the same PUBLIC_* demo defaults from .env as the build, so config/env.ts runs as shipped.
// Image decoding and encoding need a real browser: *.chromium.test.ts run in headless Chromium.
export default mergeConfig(unitTestConfig(), {
  define: appEnvDefine(fileURLToPath(new URL('.', import.meta.url)), parseEnv),
});
