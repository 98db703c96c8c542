/**
 * The day the journeys live in. Their stack dates the contract's examples from it (DEMO_TODAY, see
 * packages/demo-host/src/demo-calendar.mjs), and a journey whose screen counts from the phone's today (the
 * invoice window) fixes the browser's clock on it, so the two agree: the examples' 2024-04 is 2026-10 here.
 */
export const JOURNEY_DAY = '2026-11-20';
/** The browser's clock where a journey fixes it: that day, 10:00 in China. */
export const JOURNEY_CLOCK = `${JOURNEY_DAY}T10:00:00+08:00`;
