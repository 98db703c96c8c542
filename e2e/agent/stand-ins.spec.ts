import { expect, test } from '../fixtures/test.ts';

/**
 * The agent app's demo stand-ins (apps/agent/demo) return where the app asked: the real-name start's
 * returnUrl (which the demo stack's mock console adds to the stand-in's address), the cashier form's
 * return_url. The app sends no referrer (Referrer-Policy no-referrer), so neither may need one; the
 * journeys through them are in open-card.spec.ts, open-card-steps.spec.ts, scan-variant.spec.ts and
 * payment.spec.ts.
 */

test('the real-name stand-in opened without a return address says so and goes nowhere', async ({ page }) => {
  await page.goto('/__demo/real-name?biz_no=RN202406131045000007');
  await expect(page.getByText('认证参数错误：returnUrl 无效')).toBeVisible();
  await expect(page.getByRole('button', { name: '完成认证' })).toBeDisabled();

  await page.goto(
    `/__demo/real-name?biz_no=RN202406131045000007&returnUrl=${encodeURIComponent('https://evil.example/VnoOpenCard')}`,
  );
  await expect(page.getByRole('button', { name: '完成认证' })).toBeDisabled();
});

test('the cashier returns to the return_url of its form, paid or cancelled, without a referrer', async ({
  page,
  baseURL,
}) => {
  const back = new URL('/WxQuery', baseURL).href;
  for (const answer of ['确认支付', '取消']) {
    await page.goto(
      `/__demo/wx-cashier?out_trade_no=WX202406131025000001&total_fee=50.00&return_url=${encodeURIComponent(back)}`,
    );
    expect(await page.evaluate(() => document.referrer)).toBe('');
    // The page there is the app's to answer (without a session, /login): the cashier's part is to go there.
    const returned = page.waitForURL(back, { waitUntil: 'commit' });
    await page.getByRole('button', { name: answer }).click();
    await returned;
  }
});
