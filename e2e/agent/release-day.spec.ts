import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  countDocumentLoads,
  pageRelease,
  type ReleaseHost,
  startReleaseHost,
} from '../fixtures/release-host.ts';
import { signInAgent } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * Release day: an agent halfway through the wizard (the card entry typed, 下一步 not yet pressed) while the
 * host moves to a new release. The package step's file of the old release is gone. The page loads the new
 * release once and goes on at the package step, and says so, and reloads no more while both releases are
 * live (a rolling deploy); a real network failure still says 页面加载失败.
 */
const port = Number(process.env.E2E_RELEASE_PORT ?? 5276) + 1;
let host: ReleaseHost;

test.describe.configure({ mode: 'default' });
test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  host = await startReleaseHost('agent', port);
});

test.afterAll(async () => {
  await host?.close();
});

test.beforeEach(async ({ page, prism }) => {
  await host.serve(host.first);
  await signInAgent(page);
  await prism.pick('queryOpenCardLocation', 'example=none');
});

const progress = (page: Page) => page.getByRole('region', { name: '开卡进度' });

/** The package step's files in release N (build-info/manifest.json: the chunk groups of each file). */
function packageStepFiles(): Set<string> {
  const manifest = JSON.parse(
    readFileSync(path.resolve(__dirname, '../../apps/agent/build-info/manifest.json'), 'utf8'),
  ) as { chunkGroups: { file: string; groups: string[] }[] };
  const files = manifest.chunkGroups.filter((entry) => entry.groups.includes('./package-step.tsx'));
  return new Set(files.map((entry) => entry.file));
}

async function typeCardEntry(page: Page) {
  await page.goto('/OpenCard');
  await page.getByLabel('手机号', { exact: true }).fill('17079112345');
  await page.getByLabel('卡号', { exact: true }).fill('1234567');
}

test('the wizard goes on at the package step in the new release, once even in a rolling deploy', async ({
  page,
}) => {
  const documentLoads = countDocumentLoads(page);
  await typeCardEntry(page);
  expect(await pageRelease(page)).toBe(await host.releaseOf(host.first));

  await host.serve(host.next);
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(progress(page).getByText('2/4', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: '蓝猫19元畅享卡' })).toBeVisible();
  await expectToast(page, '已更新到新版本');
  expect(await pageRelease(page)).toBe(await host.releaseOf(host.next));
  expect(page.url()).toMatch(/\/OpenCard$/);
  expect(documentLoads()).toBe(2);

  // A rolling deploy: both releases are live behind the name, and the next file is asked of a host still
  // on release N, which has none of N+1's files and names N. One reload was made already: no other.
  await host.serve(host.first);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible({ timeout: 40_000 });
  expect(await pageRelease(page)).toBe(await host.releaseOf(host.next));
  expect(documentLoads()).toBe(2);
});

test('a page still of the old release after its reload is not reloaded again', async ({ page }) => {
  // A WebView that keeps release N's page and the files it already loaded, and answers the reload from
  // them: the package step's file, never loaded, is still gone.
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.ok() && pathname.startsWith('/static/')) loaded.add(pathname);
  });
  const documentLoads = countDocumentLoads(page);
  await typeCardEntry(page);
  await page.route(`${host.origin}/**`, async (route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'document') {
      await route.fulfill({ path: path.join(host.first, 'OpenCard.html'), contentType: 'text/html' });
    } else if (loaded.has(pathname)) {
      await route.fulfill({ path: path.join(host.first, pathname) });
    } else {
      await route.fallback();
    }
  });
  await host.serve(host.next);
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible({ timeout: 40_000 });
  expect(await pageRelease(page)).toBe(await host.releaseOf(host.first));
  expect(documentLoads()).toBe(2);
});

test('a package step that fails on the network still says 页面加载失败, and 重试 opens it', async ({
  page,
}) => {
  const files = packageStepFiles();
  expect(files.size).toBeGreaterThan(0);
  const packageStep = (url: URL) => files.has(url.pathname);
  await page.route(packageStep, (route) => route.abort('failed'));
  const documentLoads = countDocumentLoads(page);
  await typeCardEntry(page);
  await page.getByRole('button', { name: '下一步' }).click();

  await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  expect(documentLoads()).toBe(1);
  await page.unroute(packageStep);
  await page.getByRole('button', { name: '重试' }).click();
  await expect(progress(page).getByText('2/4', { exact: true })).toBeVisible();
});
