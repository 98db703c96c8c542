import { unitTestConfig } from '@bluecat/config/vitest';
import { mergeConfig } from 'vitest/config';

// Tests read the same PUBLIC_* demo defaults from .env as the build, so config/env.ts is exercised as is.
export default mergeConfig(unitTestConfig(), { envPrefix: ['PUBLIC_'] });
