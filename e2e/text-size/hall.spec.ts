import { expect, test } from '@playwright/test';
import { hallAddresses } from '../fixtures/hall-screens.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import {
  CARE_READINGS,
  findings,
  NORMAL_READINGS,
  openUnderX5,
  type Reading,
  report,
  sweep,
} from './sweep.ts';

/**
 * Every address of the hall read as WeChat's font setting shows it (e2e/fixtures/text-zoom.ts): on a
 * 320 px phone at ×1.4 and on a 375 px one at ×2, and in 关怀版 at its own sizes and at ×1.4 on top, each
 * larger size both as a Chromium WebView's text zoom and as an X5 kernel applies it (the root too).
 * Nothing may scroll sideways, spill out of its box, be cut by a box that hides overflow, or be wider
 * than its field; tap targets are at least 24 px (关怀版: 44, its main controls 60). The list is cut in
 * a few tests so the workers share it; each failure names its address, reading and element.
 */
const ADDRESSES = hallAddresses().map((stop) => stop.open);
const CHUNKS = 3;

function sweepInChunks(mode: string, readings: Reading[], care: boolean) {
  const size = Math.ceil(ADDRESSES.length / CHUNKS);
  for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
    const addresses = ADDRESSES.slice(chunk * size, (chunk + 1) * size);
    test(`${mode}: addresses ${chunk * size + 1}–${chunk * size + addresses.length} reflow`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(addresses.length * 6_000);
      const results = await sweep(page, addresses, readings, { signIn: signInSubscriber, care });
      const text = await report(testInfo, `${mode} ${chunk + 1}`, results);
      console.log(text);
      expect(findings(results), 'findings at larger text (listed above)').toBe(0);
    });
  }
}

sweepInChunks('normal', NORMAL_READINGS, false);
sweepInChunks('关怀版', CARE_READINGS, true);

test('X5 ×2: the first screen is drawn on the declared rem base, its text twice as large', async ({
  page,
}) => {
  // A twentieth of the 375 px screen, as declared; the body's 14 px text at the size the user chose.
  const drawn = await openUnderX5(page, '/Recharge', 2, signInSubscriber);
  expect(drawn.rem, 'one rem, px').toBeCloseTo(18.75, 1);
  expect(drawn.text, 'body text, px').toBeCloseTo(28, 1);
});
