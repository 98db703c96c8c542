/**
 * Where subscribers arrive from outside: the official account's menu (the four tabs) and the bill
 * notices. Every address of the router has a page of its own that loads its route files with the entry
 * (route-modules.gen.json); the journeys check these in one wave (e2e first-screens.spec.ts), the
 * benchmarks measure them, and the tabs' pages draw the hall's frame (first-screen-shells/), every other
 * page its screen's header or skeleton (first-screen-frames.gen.json). Spelled as in
 * paths.ts (first-screens.test.ts checks): the journeys read this file, which has no app environment.
 */
export const firstScreens: readonly string[] = [
  '/Recharge',
  '/BusinessQuery',
  '/BusinessHandle',
  '/PersonalInformation',
  '/bill',
];

/**
 * Screens whose heading comes from the address's query, which a page written for the address cannot
 * know: their frame is the skeleton alone (app/first-screen-shells.test.tsx adds them to
 * first-screen-frames.gen.json, which the build reads).
 */
export const headingFromQuery: Readonly<Record<string, string>> = {
  '/billDetails': 'its heading names the month of its query (date)',
  '/openCaller': 'its heading names the package of its query (type)',
  '/openSuccess': 'its heading is its query’s title',
  '/quitSuccess': 'its heading is its query’s title',
  '/openRemindSuccess': 'its heading is its query’s title',
  '/quitRemindSuccess': 'its heading is its query’s title',
};
