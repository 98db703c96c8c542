import type { HallEnv } from './read-env.ts';

/** The hall's settings, checked and parsed at build time (read-env.ts, `readEnv` in rsbuild.config.ts). */
export const env: HallEnv = APP_ENV;
