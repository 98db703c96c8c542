/**
 * Where people arrive from outside: the dealers' sign-in page, home page and the wizard they bookmark,
 * and the top-up page a link opens for anyone. Every address of the router has a page of its own that
 * loads its route files with the entry (route-modules.gen.json); the journeys check these in one wave
 * (e2e first-screens.spec.ts), the benchmarks measure the dealers' ones, and the pages of /login,
 * /OpenCardMessage and /UniversalPay draw their own frames (first-screen-shells/). Spelled as in
 * paths.ts (first-screens.test.ts checks): the journeys read this file, which has no app environment.
 */
export const firstScreens: readonly string[] = ['/login', '/OpenCardMessage', '/OpenCard', '/UniversalPay'];
