import type { FirstScreens } from '@bluecat/config/first-screens';

/**
 * Where dealers arrive from outside: the sign-in page, the home page and the wizard they bookmark.
 * Each address gets a page of its own in the build that names its route files, so they download beside
 * the entry instead of after it. The names are the `webpackChunkName`s of the route imports
 * (app/router.tsx, app/routes/*); the build fails on a name it cannot find. Spelled as in paths.ts
 * (first-screens.test.ts checks): this file is also read by the build configuration and the journeys.
 */
export const firstScreens: FirstScreens = {
  '/login': ['login'],
  '/OpenCardMessage': ['home'],
  '/OpenCard': ['open-card'],
};
