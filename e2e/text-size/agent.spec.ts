import { expect, test } from '@playwright/test';
import { appPaths } from '../fixtures/hall-screens.ts';
import { signInAgent } from '../fixtures/session.ts';
import { findings, NORMAL_READINGS, report, sweep } from './sweep.ts';

/** Every address of the agent app read at WeChat's larger text sizes, as e2e/text-size/hall.spec.ts reads the hall. */
test('every address reflows at larger text', async ({ page }, testInfo) => {
  const addresses = appPaths('agent');
  test.setTimeout(addresses.length * 6_000);
  const results = await sweep(page, addresses, NORMAL_READINGS, { signIn: signInAgent });
  const text = await report(testInfo, 'agent', results);
  console.log(text);
  expect(findings(results), 'findings at larger text (listed above)').toBe(0);
});
