import { firstScreens } from '../../apps/hall/src/config/first-screens.ts';
import { expectOneWave, openAndListFiles } from '../fixtures/first-wave.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

for (const address of Object.keys(firstScreens)) {
  test(`${address} loads its route files with the entry, each once`, async ({ page }) => {
    // The bills' chart (echarts, 120 KB) comes once the figures, in text, are painted.
    await expectOneWave(page, address, { app: 'hall', afterFirstPaint: ['chart'] });
  });
}

test('an address without a page of its own gets the entry alone, and its route files after it', async ({
  page,
}) => {
  const { named, requested } = await openAndListFiles(page, '/record');

  expect([...named].filter((file) => file.includes('/async/'))).toEqual([]);
  expect(requested.some((file) => file.includes('/async/'))).toBe(true);
  await expect(page.getByRole('heading', { name: '充值记录' })).toBeVisible();
});
