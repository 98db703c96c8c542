import type { Page } from '@playwright/test';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';
import corpus from '../xss/corpus.json' with { type: 'json' };

/**
 * The filter-evasion corpus (e2e/xss/corpus.json) through each way server text reaches a page, answered
 * by page.route in place of the API. Run without a Content-Security-Policy (the hall project), so the
 * sanitiser, text rendering and URL checks alone must stop every vector; the deployed policy is a second
 * wall. A vector that runs calls alert/confirm/prompt (or opens a dialog), which counts in window.__xss.
 *
 * One line per sink: a new screen that shows server text adds itself to SINKS.
 */
interface Sink {
  name: string;
  /** Vectors per page load (links: 1, a tap each). */
  batch: number;
  /** Routes the API answer carrying `payload` and opens the screen; resolves when it is shown. */
  show(page: Page, payload: string): Promise<void>;
}

const envelope = (data: unknown, code = 1, msg = '成功') => JSON.stringify({ code, msg, data });

async function answer(page: Page, path: string, body: string) {
  await page.unroute(`**${path}`);
  await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'application/json', body }));
}

/** Answers the call with the mock's own answer, one field of its data replaced by the caller. */
async function alter(page: Page, path: string, change: (data: Record<string, unknown>) => void) {
  await page.unroute(`**${path}`);
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    change(body.data);
    await route.fulfill({ response, json: body });
  });
}

/** Every image of the page has loaded or failed, so an onerror/onload handler had its chance. */
async function settled(page: Page) {
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

const SINKS: Sink[] = [
  {
    // RichText: 积分规则 (points rule) from pointsRule.
    name: 'RichText / points rule',
    batch: 6,
    async show(page, payload) {
      await answer(page, '/api/wechat/pointsRule', envelope({ content: `<p>规则</p>${payload}` }));
      await page.goto('/integralDetails');
      await page.getByRole('tab', { name: '积分规则' }).click();
      await expect(page.getByRole('tabpanel').getByText('规则', { exact: true })).toBeVisible();
    },
  },
  {
    // A server msg shown as text (the error block of a failed call, as toasts and dialogs show msg).
    name: 'server msg / points rule error',
    batch: 6,
    async show(page, payload) {
      await answer(page, '/api/wechat/pointsRule', envelope(null, -100, `失败${payload}`));
      await page.goto('/integralDetails');
      await page.getByRole('tab', { name: '积分规则' }).click();
      await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
    },
  },
  {
    // RichText: 套餐说明 of /mealDetails (GET_MEAL packageExplain).
    name: 'RichText / meal details',
    batch: 6,
    async show(page, payload) {
      await alter(page, '/api/wechat/package', (data) => {
        data.packageExplain = `<p>说明</p>${payload}`;
      });
      await page.goto('/mealDetails?id=90063345');
      await expect(page.getByText('说明', { exact: true })).toBeVisible();
    },
  },
  {
    // RichText: 套餐详情 of /PackageDetails (PACKAGE_DETAILS description).
    name: 'RichText / plan details',
    batch: 6,
    async show(page, payload) {
      await alter(page, '/api/wechat/getUserprod', (data) => {
        data.description = `<p>说明</p>${payload}`;
      });
      await page.goto('/PackageDetails?id=90063346');
      await expect(page.getByText('说明', { exact: true })).toBeVisible();
    },
  },
  {
    // RichText: an activity's article (activityDetail detail).
    name: 'RichText / activity detail',
    batch: 6,
    async show(page, payload) {
      await alter(page, '/api/wechat/activityDetail', (data) => {
        data.detail = `<p>详情</p>${payload}`;
      });
      await page.goto('/activityDetails?id=101');
      await expect(page.getByText('详情', { exact: true })).toBeVisible();
    },
  },
  {
    // Plain text: a subscriber's comment and reply (commentList), shown as text.
    name: 'text / comment and reply',
    batch: 6,
    async show(page, payload) {
      await alter(page, '/api/wechat/commentList', (data) => {
        const [first] = data.list as Array<Record<string, unknown>>;
        if (!first) throw new Error('the mock has no comment to carry the payload');
        first.text = `评论${payload}`;
        const [reply] = first.reply as Array<Record<string, unknown>>;
        if (reply) reply.content = `回复${payload}`;
      });
      await page.goto('/message');
      await expect(page.getByText(/^评论/).first()).toBeVisible();
    },
  },
  {
    // A toast's text: the gateway toasts the msg of a -100 answer (here an activity's article).
    name: 'text / toast msg',
    batch: 6,
    async show(page, payload) {
      await answer(page, '/api/wechat/activityDetail', envelope(null, -100, `下架${payload}`));
      await page.goto('/activityDetails?id=101');
      await expect(page.getByText(/^下架/).first()).toBeVisible();
    },
  },
  {
    // A dialog's text: -101 opens the one 去登录 dialog with the server's msg.
    name: 'text / dialog msg',
    // -101 ends the session, so the whole chunk goes in one load (the next would sign in again).
    batch: 70,
    async show(page, payload) {
      await answer(page, '/api/wechat/activityList', envelope(null, -101, `登录失效${payload}`));
      await page.goto('/activity');
      await expect(page.getByText(/^登录失效/).first()).toBeVisible();
    },
  },
  {
    // Plain text: the reason realNameLinkError takes from its address.
    name: 'text / realNameLinkError error',
    batch: 6,
    async show(page, payload) {
      await page.goto(`/realNameLinkError?error=${encodeURIComponent(`失败${payload}`)}`);
      await expect(page.getByText(/^失败/).first()).toBeVisible();
    },
  },
];

const LINK_SINKS: Sink[] = [
  {
    // Banner tpurl: followed only when http(s) or a same-site path.
    name: 'link / banner tpurl',
    batch: 1,
    async show(page, url) {
      await answer(
        page,
        '/api/wechat/banner',
        envelope({ list: [{ url: '/__demo/banner-sign.svg', tpurl: url }] }),
      );
      await page.goto('/integral');
      await expect(page.getByRole('img', { name: '活动1' }).first()).toBeVisible();
      // Whatever the slide became, tapping it must not run the address.
      await page.getByRole('img', { name: '活动1' }).first().click();
    },
  },
];

const HTML_VECTORS = corpus.html.map((vector) => vector.payload);
const URL_VECTORS = corpus.urls;
const CHUNK = 70;

test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
  await page.addInitScript(() => {
    const flags = window as unknown as Record<string, unknown>;
    flags.__xss = 0;
    const hit = () => {
      flags.__xss = (flags.__xss as number) + 1;
    };
    window.alert = hit;
    window.confirm = () => {
      hit();
      return false;
    };
    window.prompt = () => {
      hit();
      return null;
    };
  });
  page.on('dialog', (dialog) => {
    void dialog.dismiss();
  });
});

async function runVectors(page: Page, sink: Sink, vectors: string[]) {
  const ran: string[] = [];
  let dialogs = 0;
  page.on('dialog', () => {
    dialogs += 1;
  });
  // A few vectors per page load, each in its own element; sanitizeHtml itself takes them one by one in
  // packages/ui/src/sanitize-html.chromium.test.ts.
  for (let start = 0; start < vectors.length; start += sink.batch) {
    const batch = vectors.slice(start, start + sink.batch);
    const payload =
      batch.length === 1 ? (batch[0] as string) : batch.map((vector) => `<div>${vector}</div>`).join('');
    await sink.show(page, payload);
    await settled(page);
    const count = await page.evaluate(() => {
      const flags = window as unknown as { __xss?: number; __xss_clobbered?: unknown };
      // A clobbering vector may replace a global with an element; any non-zero number means a run.
      return typeof flags.__xss === 'number' ? flags.__xss : -1;
    });
    if (count !== 0 || dialogs > 0) ran.push(...batch);
  }
  return ran;
}

const cases = [
  ...SINKS.flatMap((sink) => chunks(HTML_VECTORS).map((vectors, index) => ({ sink, vectors, index }))),
  ...LINK_SINKS.map((sink) => ({ sink, vectors: URL_VECTORS, index: 0 })),
];

function chunks(list: string[]) {
  const out: string[][] = [];
  for (let start = 0; start < list.length; start += CHUNK) out.push(list.slice(start, start + CHUNK));
  return out;
}

test('the corpus has at least 100 vectors', () => {
  const total = HTML_VECTORS.length + URL_VECTORS.length;
  console.log(
    `xss corpus: ${total} vectors (${HTML_VECTORS.length} HTML/text, ${URL_VECTORS.length} URLs) through ${SINKS.length + LINK_SINKS.length} sinks, ${cases.reduce((sum, item) => sum + item.vectors.length, 0)} injections`,
  );
  expect(total).toBeGreaterThanOrEqual(100);
});

test('the execution hook sees a vector that runs', async ({ page }) => {
  await page.goto('/integralDetails');
  await page.evaluate(() => {
    const holder = document.createElement('div');
    holder.innerHTML = '<img alt="" src="/__missing.png" onerror="alert(1)">';
    document.body.append(holder);
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(1);
  await page.evaluate(() => document.querySelector('img[src="/__missing.png"]')?.parentElement?.remove());
});

for (const { sink, vectors, index } of cases) {
  test(`${sink.name}: no vector runs (${index * CHUNK + 1}–${index * CHUNK + vectors.length})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const ran = await runVectors(page, sink, vectors);
    console.log(`${sink.name}: ${vectors.length} vectors tried, ${ran.length} ran`);
    expect(ran, `vectors that ran through ${sink.name}`).toEqual([]);
  });
}
