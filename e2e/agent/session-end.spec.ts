import type { Page } from '@playwright/test';
import { DEMO_AGENT, signInAgent } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Logout and a -101 answer (product.md › 代理商登录): whatever ends the agent's session also forgets what this phone holds of
 * the customer being opened for (the typed number and card, the package offer, signatures, payments).
 * The server keeps the opening record, so looking the card up again resumes it.
 */
const drafts = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('bluecat:draft:')));

async function typeCustomer(page: Page) {
  await page.goto('/OpenCard');
  await page.getByLabel('手机号', { exact: true }).fill('17079112345');
  await page.getByLabel('卡号', { exact: true }).fill('1234567');
  await expect.poll(() => drafts(page)).not.toEqual([]);
}

/** The next agent signs in on the same phone (as the login form leaves it) and opens the wizard. */
async function nextAgentOpensTheWizard(page: Page) {
  await page.evaluate((user) => {
    localStorage.setItem('tokens', 'next-third-session');
    localStorage.setItem('workNo', user.workNo);
    localStorage.setItem('Userdata', JSON.stringify(user));
    localStorage.setItem('systemId', '7');
  }, DEMO_AGENT);
  await page.goto('/OpenCard');
  await expect(page.getByLabel('手机号', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('卡号', { exact: true })).toHaveValue('');
}

test.beforeEach(async ({ page }) => {
  await signInAgent(page);
});

test('logging out leaves nothing of the customer on the phone', async ({ page }) => {
  await typeCustomer(page);
  await page.evaluate(() => localStorage.setItem('uimId', '89860321245791234567'));

  await page.goto('/OpenCardMessage');
  await page.getByRole('button', { name: '退出登录' }).click();

  await expect(page).toHaveURL(/\/login$/);
  expect(await drafts(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('uimId'))).toBeNull();
  await nextAgentOpensTheWizard(page);
});

test('an expired session (-101) forgets the customer before 去登录', async ({ page, prism }) => {
  await typeCustomer(page);
  await prism.pick('simOrServiceIdQuery', 'example=tokenExpired');

  await page.getByRole('button', { name: '下一步' }).click();

  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  expect(await drafts(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('Userdata'))).toBeNull();
  await dialog.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await nextAgentOpensTheWizard(page);
});
