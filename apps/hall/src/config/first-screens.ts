import type { FirstScreens } from '@bluecat/config/first-screens';

/**
 * Where subscribers arrive from outside: the official account's menu (the four tabs) and the bill
 * notices. Each address gets a page of its own in the build that names its route files, so they
 * download beside the entry instead of after it. The names are the `webpackChunkName`s of the route
 * imports (app/router.tsx, app/routes/*), outermost first; the build fails on a name it cannot find.
 * Spelled as in paths.ts (first-screens.test.ts checks): this file is also read by the build
 * configuration, which has no app environment for paths.ts.
 */
export const firstScreens: FirstScreens = {
  '/Recharge': ['hall-layout', 'recharge'],
  '/BusinessQuery': ['hall-layout', 'business-query'],
  '/BusinessHandle': ['hall-layout', 'business-handle'],
  '/PersonalInformation': ['hall-layout', 'personal-information'],
  '/bill': ['bill'],
};
