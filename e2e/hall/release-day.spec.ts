import {
  countDocumentLoads,
  pageRelease,
  type ReleaseHost,
  startReleaseHost,
} from '../fixtures/release-host.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * Release day in the hall: a subscriber writing a comment opens a comment's replies after the host moved
 * to a new release, whose files have other names. The page loads the new release at the address the
 * subscriber was going to, once, says so, and the comment being written is still there.
 */
const port = Number(process.env.E2E_RELEASE_PORT ?? 5276);
let host: ReleaseHost;

test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  host = await startReleaseHost('hall', port);
});

test.afterAll(async () => {
  await host?.close();
});

test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

test('opens the next screen in the new release, once, and keeps the draft', async ({ page }) => {
  const documentLoads = countDocumentLoads(page);
  await page.goto('/message');
  await page.getByLabel('我要吐槽').fill('希望多一些日包');
  expect(await pageRelease(page)).toBe(await host.releaseOf(host.first));

  await host.serve(host.next);
  await page
    .getByRole('link', { name: /^查看全部\d+条回复$/ })
    .first()
    .click();

  await expect(page.getByRole('heading', { level: 1, name: '留言详情' })).toBeVisible({ timeout: 30_000 });
  await expectToast(page, '已更新到新版本');
  expect(page.url()).toMatch(/\/proposalDetail\?id=\d+$/);
  expect(await pageRelease(page)).toBe(await host.releaseOf(host.next));
  expect(documentLoads()).toBe(2);

  await page.goBack();
  await expect(page.getByLabel('我要吐槽')).toHaveValue('希望多一些日包');
});
