import { fileURLToPath } from 'node:url';
import { appEnvDefine } from '@bluecat/rsbuild-preset/app-env';
import { unitTestConfig } from '@bluecat/vitest-preset/vitest';
import { defineConfig, mergeConfig } from 'vitest/config';
import { parseEnv } from './src/config/read-env.ts';

const CHROMIUM_TESTS = 'src/**/*.chromium.test.ts';

export default mergeConfig(
  // Tests read the same PUBLIC_* demo defaults from .env as the build, so config/env.ts runs as shipped.
  mergeConfig(unitTestConfig(), {
    define: appEnvDefine(fileURLToPath(new URL('.', import.meta.url)), parseEnv),
  }),
  defineConfig({
    test: {
      projects: [
        { extends: true, test: { name: 'dom', exclude: [CHROMIUM_TESTS] } },
        // Image decoding and encoding need a real browser: these run in headless Chromium, driven from Node.
        { test: { name: 'chromium', include: [CHROMIUM_TESTS], environment: 'node', testTimeout: 30_000 } },
      ],
    },
  }),
);
