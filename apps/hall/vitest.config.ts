import { fileURLToPath } from 'node:url';
import { appEnvDefine } from '@bluecat/rsbuild-preset/app-env';
import { unitTestConfig } from '@bluecat/vitest-preset/vitest';
import { mergeConfig } from 'vitest/config';
import { readEnv } from './src/config/read-env.ts';

// Tests read the same PUBLIC_* demo defaults from .env as the build, so config/env.ts is exercised as is.
// A worker thread per file: in module contexts (the preset's vmThreads) 25 of the hall's tests saw a
// module apart from the one their vi.mock replaced, or a route's lazy without its module mark.
export default mergeConfig(unitTestConfig({ pool: 'threads' }), {
  define: appEnvDefine(fileURLToPath(new URL('.', import.meta.url)), readEnv),
});
