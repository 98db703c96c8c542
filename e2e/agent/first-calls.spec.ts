import { STORAGE_KEYS } from '@bluecat/api/storage';
import { expect, test } from '@playwright/test';
import { type Arrival, lateCalls, watchArrivals } from '../fixtures/first-calls.ts';
import { appPaths } from '../fixtures/hall-screens.ts';
import { signInAgent } from '../fixtures/session.ts';

/**
 * Every address of the agent app, signed in as the demo agent against the mock: no first call of a
 * screen leaves after its route chunk, told as e2e/fixtures/first-calls.ts tells it for both apps (the
 * hall's: e2e/hall/first-calls.spec.ts). One tab, one address after another; the test attaches what
 * every address sent, held or after the release.
 */

/** The card of the opening in progress, as the wizard leaves it (the contract's location1Unpaid record). */
const CARD = '89860321245791234568';

/**
 * Every address the route modules declare (e2e/addresses.gen.json), then the forms in which a screen has
 * something to ask for: the payment pages read the card in progress, the scan variant its order (`pone`),
 * 通用充值 its link's number and amount. Without them each shows what is missing.
 */
const STOPS: ReadonlyArray<{ open: string; label?: string; stored?: Record<string, string> }> = [
  ...appPaths('agent').map((open) => ({ open })),
  { open: '/VnoOpenCard?title=pcssh&pone=1' },
  ...['/OpenPay', '/WxQuery', '/VnoOpenPay', '/VnoWxQuery'].map((open) => ({
    open,
    label: `${open}, a card in progress`,
    stored: { [STORAGE_KEYS.uimId]: CARD },
  })),
  { open: '/UniversalPay?recordNumber=R20240520&serviceid=17088886666&amount=50' },
];

test('every address sends its first calls with the page’s code', async ({ page }, testInfo) => {
  test.setTimeout(STOPS.length * 6_000);
  const arrivals = await watchArrivals(page, 'agent', signInAgent);
  const seen: Arrival[] = [];
  for (const { open, label = open, stored } of STOPS) {
    await test.step(label, async () => {
      const arrival = await arrivals.open(open, stored);
      seen.push(arrival);
      const late = lateCalls(arrival);
      expect.soft(arrival.routeAsked, `${label}: the app asked for its route during the hold`).toBe(true);
      expect
        .soft(late, `${label}: first calls that left after its route chunk: ${late.join(', ')}`)
        .toEqual([]);
    });
  }
  await testInfo.attach('arrivals', { body: JSON.stringify(seen, null, 2), contentType: 'application/json' });
});
