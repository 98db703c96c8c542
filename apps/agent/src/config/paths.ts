import { routePaths } from './paths.gen.ts';

/**
 * Every address of the card-opening app, by name: what the route modules declare (each feature's
 * routes.tsx, collected into paths.gen.ts by `npm run generate`), spelled exactly as the spec writes them:
 * the backend, payment return URLs and the real-name provider already point at these addresses.
 */
export const paths = routePaths;

export type AgentPath = (typeof paths)[keyof typeof paths];
