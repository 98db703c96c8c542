import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, expectToast, test } from '../fixtures/test.ts';

/**
 * 吐槽专区 comment zone (product.md › 吐槽专区). The mock's first page holds 小蓝 (精选, liked, 12 likes, three
 * replies, one official) and 橘子 (3 likes); page 2 of 2 holds 星星.
 */
test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

function recordBodies(page: Page, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}

/** comment_list answers page 1 of 2, then the last page, as a server would. */
async function pageByNumber(page: Page) {
  await page.route('**/api/wechat/commentList', (route) => {
    const body = route.request().postDataJSON() as { page: number };
    const prefer = body.page >= 2 ? 'example=lastPage' : 'example=success';
    return route.fallback({ headers: { ...route.request().headers(), prefer } });
  });
}

test('from the landing picture to the comments, paging to the last page', async ({ page }) => {
  await pageByNumber(page);
  const lists = recordBodies(page, '/api/wechat/commentList');
  await page.goto('/BusinessHandle');
  await page.getByRole('link', { name: '吐槽专区' }).click();
  await page.getByRole('link', { name: '进入留言区，说出你的想法' }).click();

  await expect(page.getByRole('heading', { level: 1, name: '留言区' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
  const first = page.getByRole('article', { name: '小蓝' });
  await expect(first.getByText('精选')).toBeVisible();
  // A comment's name is a heading one level under the page's: no level skipped for a screen reader's outline.
  await expect(first.getByRole('heading', { level: 2, name: '小蓝' })).toBeVisible();
  await expect(first.getByRole('listitem').filter({ hasText: '官方' })).toContainText('感谢您的建议');
  await expect(first.getByRole('link', { name: '查看全部3条回复' })).toHaveAttribute(
    'href',
    '/proposalDetail?id=3021',
  );
  await expect(
    page.getByRole('region', { name: '活动推荐' }).getByRole('link', { name: '吐槽专区活动1' }).first(),
  ).toHaveAttribute('href', 'https://www.example.com/activity/feedback');

  // Near the bottom the next page comes by itself.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole('article', { name: '星星' })).toBeVisible();
  await expect(page.getByText('没有更多了')).toBeVisible();
  expect(lists.map((body) => [body.tab, body.page, body.page_size])).toEqual([
    [0, 1, 15],
    [0, 2, 15],
  ]);

  await page.getByRole('tab', { name: '精选' }).click();
  await expect(page.getByRole('tab', { name: '精选' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => lists.at(-1)?.tab).toBe(1);
  await page.getByRole('tab', { name: '我的' }).click();
  await expect.poll(() => lists.at(-1)?.tab).toBe(2);
});

test('opened cold, the first banner is asked for before the app has run', async ({ page }) => {
  // The app's entry is held: only the page's early script, with the banners' answer, can ask for it.
  let releaseApp: () => void = () => undefined;
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route(/\/static\/js\/index\.[0-9a-f]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  const banner = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/__demo/comment-banner-1.svg',
  );
  await page.goto('/message', { waitUntil: 'commit' });
  await banner;
  releaseApp();
  await expect(page.getByRole('img', { name: '吐槽专区活动1' })).toBeVisible();
  await expect(page.getByRole('article', { name: '小蓝' })).toBeVisible();
});

test('a like counts at once and is taken back when the call fails', async ({ page, prism }) => {
  const likes = recordBodies(page, '/api/wechat/myLike');
  await page.goto('/message');
  const card = page.getByRole('article', { name: '橘子' });
  const like = card.getByRole('button', { name: /^点赞/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toHaveText('3');

  // A tap while the comment's like call is unanswered is ignored: the next tap waits for the answer.
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/wechat/myLike'));
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText('4');
  expect(likes).toEqual([expect.objectContaining({ id: 3020, state: 1 })]);
  await answered;

  await prism.pick('myLike', 'example=failed');
  await like.click();
  await expectToast(page, '该留言已删除');
  // Unliking showed 3 at once; the refusal puts back the liked state with 4.
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText('4');
  expect(likes.at(-1)).toEqual(expect.objectContaining({ id: 3020, state: 0 }));
});

test('posts a comment: 请输入内容 first, then the success overlay for 5 s and a fresh list', async ({
  page,
}) => {
  const posts = recordBodies(page, '/api/wechat/subContent');
  const lists = recordBodies(page, '/api/wechat/commentList');
  await page.goto('/message');
  await expect(page.getByRole('article', { name: '橘子' })).toBeVisible();

  await page.getByRole('button', { name: '发表' }).click();
  await expectToast(page, '请输入内容');
  expect(posts).toEqual([]);

  await page.getByLabel('我要吐槽').fill('<b>希望</b>多一些日包');
  await page.getByRole('button', { name: '发表' }).click();
  const overlay = page.getByRole('dialog', { name: '提交成功' });
  await expect(overlay).toBeVisible();
  expect(posts).toEqual([expect.objectContaining({ content: '<b>希望</b>多一些日包' })]);
  const before = lists.length;
  await expect(overlay).toBeHidden({ timeout: 8000 });
  await expect.poll(() => lists.length).toBe(before + 1);
  await expect(page.getByLabel('我要吐槽')).toHaveValue('');
});

test('a refused comment keeps its text', async ({ page, prism }) => {
  await prism.pick('subContent', 'example=failed');
  await page.goto('/message');
  await page.getByLabel('我要吐槽').fill('敏感内容');
  await page.getByRole('button', { name: '发表' }).click();
  await expectToast(page, '内容包含敏感词，请修改后重新提交');
  await page.reload();
  await expect(page.getByLabel('我要吐槽')).toHaveValue('敏感内容');
});

test('replies to a reply from the list, without checking the text', async ({ page }) => {
  const replies = recordBodies(page, '/api/wechat/subComment');
  await page.goto('/message');
  await page.getByRole('article', { name: '小蓝' }).getByRole('button', { name: '回复阿猫' }).click();
  const box = page.getByRole('dialog', { name: '回复 阿猫' });
  await expect(box.getByLabel('回复内容')).toBeFocused();
  await box.getByRole('button', { name: '发送' }).click();
  await expect(page.getByRole('dialog', { name: '提交成功' })).toBeVisible();
  expect(replies).toEqual([expect.objectContaining({ text: '', article_id: 3021, others_id: 9002 })]);
  await page.getByRole('button', { name: '知道了' }).click();
  await expect(page.getByRole('dialog', { name: '提交成功' })).toBeHidden();
});

test('the detail page pages the replies with more, and user text stays text', async ({ page }) => {
  await page.route('**/api/wechat/more', (route) => {
    const body = route.request().postDataJSON() as { page: number };
    const prefer = body.page >= 3 ? 'example=lastPage' : 'example=success';
    return route.fallback({ headers: { ...route.request().headers(), prefer } });
  });
  await page.route('**/api/wechat/replyDetails', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    // Two pages more, and a reply whose text looks like markup.
    json.data.total_page = 3;
    json.data.reply[1].content = '<img src=x onerror="window.__xss=1">同求';
    await route.fulfill({ response, json });
  });
  const more = recordBodies(page, '/api/wechat/more');
  await page.goto('/proposalDetail?id=3021');

  await expect(page.getByRole('heading', { level: 1, name: '留言详情' })).toBeVisible();
  await expect(page.getByRole('article', { name: '小蓝' })).toContainText('流量卡网速很快');
  const thread = page.getByRole('region', { name: '全部回复' });
  await expect(thread.getByText('<img src=x onerror="window.__xss=1">同求')).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // Near the bottom the next page comes by itself.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(thread.getByText('感谢大家的关注。')).toBeVisible();
  await expect(thread.getByText('第二页的回复')).toBeVisible();
  await expect(thread.getByText('没有更多了')).toBeVisible();
  expect(more.map((body) => [body.id, body.page, body.page_size])).toEqual([
    [3021, 2, 15],
    [3021, 3, 15],
  ]);
});

test('a removed comment says so with 重试', async ({ page, prism }) => {
  await prism.pick('replyDetails', 'example=notFound');
  await page.goto('/proposalDetail?id=3099');
  await expect(page.getByRole('alert')).toHaveText('该留言已删除');
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
});
