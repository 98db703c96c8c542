import { firstScreens } from '../../apps/hall/src/config/first-screens.ts';
import { chunkGroupsOf, openAndListFiles } from '../fixtures/first-wave.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Chunks a first screen asks for on purpose after its first paint: the bills' chart (echarts, 120 KB),
 * whose figures are in the page's text first.
 */
const AFTER_FIRST_PAINT = ['chart'];
const groupsOf = chunkGroupsOf('hall');

test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

for (const address of Object.keys(firstScreens)) {
  test(`${address} loads its route files with the entry, each once`, async ({ page }) => {
    const { named, requested } = await openAndListFiles(page, address);

    expect([...named].filter((file) => file.includes('/async/')).length).toBeGreaterThan(0);
    const later = requested.filter(
      (file) => !named.has(file) && !groupsOf(file).some((group) => AFTER_FIRST_PAINT.includes(group)),
    );
    expect(later, 'files asked for after the entry ran').toEqual([]);
    expect(requested.length, 'no file asked for twice').toBe(new Set(requested).size);
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
