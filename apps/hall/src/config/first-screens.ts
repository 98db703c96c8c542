/**
 * Where subscribers arrive from outside: the official account's menu (the four tabs) and the bill
 * notices. Every address of the router has a page of its own that loads its route files with the entry
 * (route-modules.gen.json); the journeys check these in one wave (e2e first-screens.spec.ts), the
 * benchmarks measure them, and the tabs' pages draw the hall's frame (first-screen-shells/). Spelled as in
 * paths.ts (first-screens.test.ts checks): the journeys read this file, which has no app environment.
 */
export const firstScreens: readonly string[] = [
  '/Recharge',
  '/BusinessQuery',
  '/BusinessHandle',
  '/PersonalInformation',
  '/bill',
];
