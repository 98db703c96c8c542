import { fileURLToPath } from 'node:url';
import { appEnvDefine } from '@bluecat/rsbuild-preset/app-env';
import { unitTestConfig } from '@bluecat/vitest-preset/vitest';
import { mergeConfig } from 'vitest/config';
import { readEnv } from './src/config/read-env.ts';

// Tests read the same PUBLIC_* demo defaults from .env as the build, so config/env.ts is exercised as is.
export default mergeConfig(unitTestConfig(), {
  define: appEnvDefine(fileURLToPath(new URL('.', import.meta.url)), readEnv),
});
