import { unitTestConfig } from '@bluecat/config/vitest';
import { mergeConfig } from 'vitest/config';

// Tests read the same PUBLIC_* demo defaults from .env as the build, so config/env.ts runs as shipped.
export default mergeConfig(unitTestConfig(), { envPrefix: ['PUBLIC_'] });
