import type { AgentEnv } from './read-env.ts';

/** The app's settings, checked and parsed at build time (read-env.ts, `readEnv` in rsbuild.config.ts). */
export const env: AgentEnv = APP_ENV;
