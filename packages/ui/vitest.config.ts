import { unitTestConfig } from '@bluecat/vitest-preset/vitest';
import { defineConfig, mergeConfig } from 'vitest/config';

const CHROMIUM_TESTS = 'src/**/*.chromium.test.ts';

export default mergeConfig(
  unitTestConfig(),
  defineConfig({
    test: {
      projects: [
        { extends: true, test: { name: 'dom', exclude: [CHROMIUM_TESTS] } },
        // DOMPurify does not support happy-dom, so the sanitiser runs in headless Chromium, driven from Node.
        { test: { name: 'chromium', include: [CHROMIUM_TESTS], environment: 'node', testTimeout: 30_000 } },
      ],
    },
  }),
);
