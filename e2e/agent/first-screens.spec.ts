import { firstScreens } from '../../apps/agent/src/config/first-screens.ts';
import { expectOneWave } from '../fixtures/first-wave.ts';
import { signInAgent } from '../fixtures/session.ts';
import { test } from '../fixtures/test.ts';

test.beforeEach(async ({ page }) => {
  await signInAgent(page);
});

for (const address of Object.keys(firstScreens)) {
  test(`${address} loads its route files with the entry, each once`, async ({ page }) => {
    // The home's 个人信息 popup comes once the home is drawn and idle.
    await expectOneWave(page, address, { app: 'agent', afterFirstPaint: ['personal-info'] });
  });
}
