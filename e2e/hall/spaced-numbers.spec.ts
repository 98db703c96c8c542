import type { Locator, Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * product.md › 表单与校验: spaces are stripped. A number copied or typed in groups, `139 1234 5678`, keeps its eleven
 * digits in every phone field, rather than being cut at eleven characters to `139 1234 56`.
 */
const SPACED = '139 1234 5678';
const DIGITS = '13912345678';

/** Typed key by key, then pasted over (insertText is what a paste puts into the field). */
async function expectSpacesStripped(page: Page, field: Locator) {
  await field.pressSequentially(SPACED);
  await expect(field).toHaveValue(DIGITS);
  await field.fill('');
  await field.focus();
  await page.keyboard.insertText(SPACED);
  await expect(field).toHaveValue(DIGITS);
}

test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

test('/orderQuery keeps a number typed or pasted with spaces', async ({ page }) => {
  await page.goto('/orderQuery');
  await expectSpacesStripped(page, page.getByLabel('手机号'));
});

test('the cancel form keeps 拆机号码 and 备用手机号 typed or pasted with spaces', async ({ page }) => {
  await page.goto('/cancel');
  await page.getByLabel('手机号').fill('17088886666');
  await page.getByLabel('身份证号').fill('36010219900101123x');
  await page.getByLabel('姓名').fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '完成核验' }).click();
  await expect(page.getByRole('heading', { name: '销户申请' })).toBeVisible();

  await expectSpacesStripped(page, page.getByLabel('拆机号码'));
  await expectSpacesStripped(page, page.getByLabel('备用手机号'));
});

test('the SIM-replacement form keeps 补卡号码 and 收货人电话 typed or pasted with spaces', async ({
  page,
}) => {
  await page.goto('/changeCard');
  await page.getByLabel('身份证号').fill('36010219900101123X');
  await page.getByLabel('姓名').fill('张伟');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '完成核验' }).click();
  await expect(page).toHaveURL(/\/changeCardForm$/);

  await expectSpacesStripped(page, page.getByLabel('补卡号码'));
  await expectSpacesStripped(page, page.getByLabel('收货人电话'));
});

test('the real-name contact number keeps a number typed or pasted with spaces', async ({ page }) => {
  await page.goto('/realNameLink?pone=ORD20240613001');
  await expect(page.getByLabel('手机号')).toHaveValue('17012345678');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '完成核验' }).click();
  await expect(page).toHaveURL(/\/realNameLinkForm$/);

  await expectSpacesStripped(page, page.getByLabel('联系号码'));
});
