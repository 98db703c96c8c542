import { expect, test } from '@playwright/test';
import { type Arrival, lateCalls, watchArrivals } from '../fixtures/first-calls.ts';
import { appPaths, hallAddresses } from '../fixtures/hall-screens.ts';
import { signInSubscriber } from '../fixtures/session.ts';

/**
 * Every address of the hall, signed in against the mock: no first call of a screen leaves after its
 * route chunk. Each address's route files are held until the page's own code has sent what it sends
 * (e2e/fixtures/first-calls.ts says how, and what counts as the screen's arrival); a call of the arrival
 * asked for only once they were let through fails here, named with its address. An address that moves
 * on to another screen (a missing parameter returns to 业务办理) is judged by the screen it lands on.
 *
 * The addresses are every-address.spec.ts's (SCREENS with their sample queries, then every other path the
 * route modules declare), one after another in one tab, cut into a few tests so the workers share them.
 * Each test attaches what every address sent, held or after the release.
 */
const STOPS = hallAddresses();
const CHUNKS = 4;

test('every declared path is opened', () => {
  const opened = new Set(STOPS.map((stop) => stop.open));
  expect(appPaths('hall').filter((route) => !opened.has(route))).toEqual([]);
});

for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
  const size = Math.ceil(STOPS.length / CHUNKS);
  const stops = STOPS.slice(chunk * size, (chunk + 1) * size);
  test(`addresses ${chunk * size + 1}–${chunk * size + stops.length} send their first calls with the page’s code`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(stops.length * 6_000);
    const arrivals = await watchArrivals(page, 'hall', signInSubscriber);
    const seen: Arrival[] = [];
    for (const { open } of stops) {
      await test.step(open, async () => {
        const arrival = await arrivals.open(open);
        seen.push(arrival);
        const late = lateCalls(arrival);
        expect.soft(arrival.routeAsked, `${open}: the app asked for its route during the hold`).toBe(true);
        expect
          .soft(late, `${open}: first calls that left after its route chunk: ${late.join(', ')}`)
          .toEqual([]);
      });
    }
    await testInfo.attach('arrivals', {
      body: JSON.stringify(seen, null, 2),
      contentType: 'application/json',
    });
  });
}
