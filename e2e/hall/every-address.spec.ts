import type { Page } from '@playwright/test';
import { describeFindings } from '../fixtures/axe.ts';
import { appPaths, hallAddresses } from '../fixtures/hall-screens.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Every address of the hall, opened one after another in one tab against the mock with a stored token.
 *
 * - Every screen in SCREENS: the address it settles on and its page heading. Screens that need a step
 *   before them (the card list, the real-name result) send the subscriber back to the form that starts
 *   that step. Neither 页面不存在 nor a 重试 block.
 * - Every address the route modules declare (e2e/addresses.gen.json, written from them), so a route added
 *   without its screen fails here (route parameters get a sample value): a page heading, never 页面不存在.
 * - Every address: no uncaught page error, and no serious or critical axe finding on the screen shown.
 *
 * Each address starts from what a new tab would hold: the storage of the address before is emptied
 * (after its document has unloaded), then the token is stored again. The tab keeps only the browser's
 * cache, which spares every address the fetch of the same entry files. The list is cut into a few tests
 * so the workers share it; a failing check names its address, and the other addresses still run.
 */
const PATHS = appPaths('hall');
const STOPS = hallAddresses();
const CHUNKS = 4;

test('the route modules’ addresses are read', () => {
  expect(PATHS.length).toBeGreaterThan(90);
  expect(PATHS).toContain('/auditCabcel');
  expect(PATHS).toContain('/NoteRegister/17088886666');
});

test('every declared path is on the sweep', () => {
  const opened = new Set(STOPS.map((stop) => stop.open));
  expect(PATHS.filter((route) => !opened.has(route))).toEqual([]);
  expect(opened.size).toBe(STOPS.length);
});

/** A document of the hall's origin that runs no app script: there the storage can be emptied. */
const STILL_DOCUMENT = '/__demo/banner-sign.svg';

/** Leaves the tab as a new one would be before the next address (the token comes back on its load). */
async function startAfresh(page: Page): Promise<void> {
  // The address before unloads first, so nothing it writes on its way out is left behind.
  await page.goto(STILL_DOCUMENT);
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await page.context().clearCookies();
}

test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
  const size = Math.ceil(STOPS.length / CHUNKS);
  const stops = STOPS.slice(chunk * size, (chunk + 1) * size);
  test(`addresses ${chunk * size + 1}–${chunk * size + stops.length} open their screens`, async ({
    page,
    axe,
  }) => {
    test.setTimeout(stops.length * 15_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const { open, screen } of stops) {
      await test.step(open, async () => {
        await startAfresh(page);
        errors.length = 0;
        await page.goto(open);
        const heading = screen
          ? page.getByRole('heading', { level: 1, name: screen.heading, exact: true })
          : page.getByRole('heading', { level: 1 }).first();
        if (screen) {
          // Polled: a screen that sends the subscriber on (/ChoosePackage → /verification) can show the same
          // heading before it replaces the address.
          await expect.soft
            .poll(() => new URL(page.url()).pathname, { message: `${open}: the address it settles on` })
            .toBe(screen.settle);
        }
        await expect.soft(heading, `${open}: its page heading`).toBeVisible();
        if (screen) {
          await expect
            .soft(page.getByRole('button', { name: '重试' }), `${open}: a 重试 block`)
            .toHaveCount(0);
        }
        await expect
          .soft(page.getByRole('heading', { name: '页面不存在' }), `${open}: 页面不存在`)
          .toHaveCount(0);
        expect.soft(errors, `${open}: uncaught page errors`).toEqual([]);
        const findings = await axe.checkNow();
        expect.soft(describeFindings(findings), `${open}: serious or critical axe findings`).toBe('');
      });
    }
  });
}
