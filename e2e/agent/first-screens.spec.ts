import { firstScreens } from '../../apps/agent/src/config/first-screens.ts';
import { chunkGroupsOf, openAndListFiles } from '../fixtures/first-wave.ts';
import { signInAgent } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/** Chunks a first screen asks for on purpose after its first paint: the home page's 个人信息 popup. */
const AFTER_FIRST_PAINT = ['personal-info'];
const groupsOf = chunkGroupsOf('agent');

test.beforeEach(async ({ page }) => {
  await signInAgent(page);
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
