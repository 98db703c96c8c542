import { expect, test } from '@playwright/test';
import { appPaths } from '../fixtures/hall-screens.ts';
import { signInAgent } from '../fixtures/session.ts';
import { findings, NORMAL_READINGS, openUnderX5, report, sweep } from './sweep.ts';

/** Every address of the agent app read at WeChat's larger text sizes, as e2e/text-size/hall.spec.ts reads the hall. */
test('every address reflows at larger text', async ({ page }, testInfo) => {
  // The scan variant's wizard needs its order (`pone`): without it the address shows 数据缺失 only.
  const addresses = [...appPaths('agent'), '/VnoOpenCard?title=pcssh&pone=1'];
  test.setTimeout(addresses.length * 6_000);
  const results = await sweep(page, addresses, NORMAL_READINGS, { signIn: signInAgent });
  const text = await report(testInfo, 'agent', results);
  console.log(text);
  expect(findings(results), 'findings at larger text (listed above)').toBe(0);
});

test('X5 ×1.4: the first screen is drawn on the declared rem base, its text 1.4 times as large', async ({
  page,
}) => {
  // A twentieth of the 375 px screen, as declared; the body's 14 px text at the size the user chose.
  const drawn = await openUnderX5(page, '/', 1.4, signInAgent);
  expect(drawn.rem, 'one rem, px').toBeCloseTo(18.75, 1);
  expect(drawn.text, 'body text, px').toBeCloseTo(19.6, 1);
});
