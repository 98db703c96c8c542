import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * 门店查询 store finder (product.md › 门店查询): pickers preselected from the visitor's city by IP (IP_CITY via
 * /api-baidu; the mock says 江西省 南昌市), then STORE with the confirmed region.
 */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

function storeQueries(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/wechat/shop')
      addresses.push((request.postDataJSON() as { selectAddress: string }).selectAddress);
  });
  return addresses;
}

test("starts from the visitor's city and narrows to a county", async ({ page }) => {
  const addresses = storeQueries(page);
  await page.goto('/BusinessHandle');
  await page.getByRole('link', { name: '附近门店' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '门店查询' })).toBeVisible();

  await expect(page.getByRole('combobox', { name: '省份' })).toHaveValue('360000');
  await expect(page.getByRole('combobox', { name: '城市' })).toHaveValue('360100');
  await expect(page.getByRole('combobox', { name: '区县' })).toHaveValue('');
  const store = page.getByRole('article', { name: '蓝猫移动红谷滩营业厅' });
  await expect(store).toContainText('江西省南昌市红谷滩区丰和中大道1266号');
  await expect(store.getByRole('link', { name: '拨打电话' })).toHaveAttribute('href', 'tel:0791-86661234');
  await expect(store.getByRole('link', { name: '查看地图' })).toHaveAttribute(
    'href',
    /^https:\/\/uri\.amap\.com\/marker\?position=115\.8581%2C28\.6832/,
  );
  await expect(
    page.getByRole('article', { name: '蓝猫移动万达广场合作厅' }).getByRole('link', { name: '拨打客服热线' }),
  ).toHaveAttribute('href', 'tel:10020');

  await page.getByRole('combobox', { name: '区县' }).selectOption({ label: '红谷滩区' });
  await page.getByRole('button', { name: '查询门店' }).click();
  await expect(page.getByRole('heading', { name: '江西省 南昌市 红谷滩区 的门店' })).toBeVisible();
  expect(addresses).toEqual(['江西省-南昌市', '江西省-南昌市-红谷滩区']);
});

test('when the city lookup fails the pickers say 请选择 and nothing is asked until a region is chosen', async ({
  page,
  prism,
}) => {
  const addresses = storeQueries(page);
  await prism.pick('/api-baidu/location/ip', 'code=500');
  await prism.pick('shop', 'example=empty');
  await page.goto('/store');

  await expect(page.getByText('未能获取您所在的城市，请选择地区后查询')).toBeVisible();
  for (const name of ['省份', '城市', '区县']) {
    await expect(page.getByRole('combobox', { name })).toHaveValue('');
    await expect(page.getByRole('combobox', { name }).locator('option:checked')).toHaveText('请选择');
  }
  await page.getByRole('button', { name: '查询门店' }).click();
  await expect(page.getByRole('status').filter({ hasText: '请选择省份' })).toBeVisible();

  await page.getByRole('combobox', { name: '省份' }).selectOption({ label: '广东省' });
  await page.getByRole('button', { name: '查询门店' }).click();
  await expect(page.getByRole('status').filter({ hasText: '请选择城市' })).toBeVisible();
  await page.getByRole('combobox', { name: '城市' }).selectOption({ label: '广州市' });
  await page.getByRole('combobox', { name: '区县' }).selectOption({ label: '天河区' });
  await page.getByRole('button', { name: '查询门店' }).click();

  await expect(page.getByText('该地区暂无门店')).toBeVisible();
  expect(addresses).toEqual(['广东省-广州市-天河区']);
});

test('an unnamed address from the lookup leaves the choice to the visitor; a failed query offers 重试', async ({
  page,
  prism,
}) => {
  await prism.pick('/api-baidu/location/ip', 'example=unknownAddress');
  await page.goto('/store');
  await expect(page.getByText('未能获取您所在的城市，请选择地区后查询')).toBeVisible();

  await prism.pick('shop', 'code=500');
  await page.getByRole('combobox', { name: '省份' }).selectOption({ label: '江西省' });
  await page.getByRole('combobox', { name: '城市' }).selectOption({ label: '南昌市' });
  await page.getByRole('button', { name: '查询门店' }).click();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await prism.pick('shop', 'example=success');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('article', { name: '蓝猫移动红谷滩营业厅' })).toBeVisible();
});

test('the region data is downloaded by /store only', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/BusinessHandle');
  await expect(page.getByRole('heading', { level: 1, name: '业务办理' })).toBeVisible();
  expect(scripts.filter((path) => path.includes('region-counties'))).toEqual([]);

  await page.getByRole('link', { name: '附近门店' }).click();
  await expect(page.getByRole('combobox', { name: '省份' })).toBeVisible();
  // It comes once the first stores are shown (the next test).
  await expect.poll(() => scripts.filter((path) => path.includes('region-counties'))).toHaveLength(1);
});

test("the first stores wait for the region data's counties: they come once the stores are shown", async ({
  page,
}) => {
  const events: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('region-counties')) events.push('region data asked');
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/wechat/shop') events.push('stores answered');
  });
  await page.goto('/store');
  await expect(page.getByRole('article', { name: '蓝猫移动红谷滩营业厅' })).toBeVisible();
  await expect.poll(() => events).toEqual(['stores answered', 'region data asked']);

  await page.getByRole('combobox', { name: '区县' }).selectOption({ label: '红谷滩区' });
  await expect(page.getByRole('combobox', { name: '区县' })).toHaveValue('360113');
});

test('with no city to start from, the counties come when the pickers are touched', async ({
  page,
  prism,
}) => {
  const regionData: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('region-counties')) regionData.push(pathname);
  });
  await prism.pick('/api-baidu/location/ip', 'code=500');
  await page.goto('/store');
  await expect(page.getByText('未能获取您所在的城市，请选择地区后查询')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(regionData).toEqual([]);
  // The provinces and cities are there already.
  await page.getByRole('combobox', { name: '省份' }).selectOption({ label: '江西省' });
  await page.getByRole('combobox', { name: '城市' }).selectOption({ label: '南昌市' });
  await page.getByRole('combobox', { name: '区县' }).selectOption({ label: '东湖区' });
  expect(regionData).toHaveLength(1);
});

test('a county kept from earlier in the tab shows in its picker after a reload', async ({ page }) => {
  const addresses = storeQueries(page);
  await page.goto('/store');
  await page.getByRole('combobox', { name: '区县' }).selectOption({ label: '红谷滩区' });
  await page.getByRole('button', { name: '查询门店' }).click();
  await expect(page.getByRole('heading', { name: '江西省 南昌市 红谷滩区 的门店' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: '江西省 南昌市 红谷滩区 的门店' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '区县' })).toHaveValue('360113');
  expect(addresses).toEqual(['江西省-南昌市', '江西省-南昌市-红谷滩区', '江西省-南昌市-红谷滩区']);
});
