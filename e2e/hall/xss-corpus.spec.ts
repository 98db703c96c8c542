import corpus from '@bluecat/ui/testing/xss-corpus.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { type AxeFinding, type AxeWatch, describeFindings } from '../fixtures/axe.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The filter-evasion corpus (@bluecat/ui testing/xss-corpus.json) through each way server text reaches a page, answered
 * by page.route in place of the API. Run without a Content-Security-Policy (the hall project), so the
 * sanitiser, text rendering and URL checks alone must stop every vector; the deployed policy is a second
 * wall. A vector that runs calls alert/confirm/prompt (or opens a dialog), which counts in window.__xss.
 *
 * Vectors that share a sink share a page load, each in its own element: a vector whose element did not
 * come through (an earlier one swallowed it, e.g. an unclosed <textarea> or <svg>) goes again in the next
 * load, so every vector still reaches the sink as markup of its own. After each load, once every image
 * has loaded or failed, axe checks the screen as rendered.
 *
 * One line per sink: a new screen that shows server text adds itself to SINKS.
 */
interface Sink {
  name: string;
  /** Vectors per page load (links: 1, a tap each; an address carries fewer than an answer's body). */
  batch: number;
  /** The sink renders markup (RichText), so each vector's own element can be looked for. */
  markup?: boolean;
  /** Routes the API answer carrying `payload` and opens the screen; resolves when it is shown. */
  show(page: Page, payload: string): Promise<void>;
}

const ALL = Number.POSITIVE_INFINITY;

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

/**
 * Every image of the page has loaded or failed, so an onerror/onload handler had its chance. A lazy one
 * (the comments' avatars) is asked for now: below a long text it would otherwise never start.
 */
async function settled(page: Page) {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) if (image.loading === 'lazy') image.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

const SINKS: Sink[] = [
  {
    // RichText: 积分规则 (points rule) from pointsRule.
    name: 'RichText / points rule',
    batch: ALL,
    markup: true,
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
    batch: ALL,
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
    batch: ALL,
    markup: true,
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
    batch: ALL,
    markup: true,
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
    batch: ALL,
    markup: true,
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
    batch: ALL,
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
    batch: ALL,
    async show(page, payload) {
      await answer(page, '/api/wechat/activityDetail', envelope(null, -100, `下架${payload}`));
      await page.goto('/activityDetails?id=101');
      await expect(page.getByText(/^下架/).first()).toBeVisible();
    },
  },
  {
    // A dialog's text: -101 opens the one 去登录 dialog with the server's msg.
    name: 'text / dialog msg',
    // -101 ends the session, so the whole corpus goes in one load (the next would sign in again).
    batch: ALL,
    async show(page, payload) {
      await answer(page, '/api/wechat/activityList', envelope(null, -101, `登录失效${payload}`));
      await page.goto('/activity');
      await expect(page.getByText(/^登录失效/).first()).toBeVisible();
    },
  },
  {
    // Plain text: the refusal realNameLinkError shows, carried from the start page's answer.
    name: 'text / realNameLinkError error',
    batch: ALL,
    async show(page, payload) {
      await answer(page, '/api/wechat/newTransAcctT', envelope(null, -100, `失败${payload}`));
      await page.goto('/realNameLink?pone=ORD20240613001');
      await page.getByRole('button', { name: '下一步' }).click();
      // The gateway's toast shows the same text on /realNameLink a moment before the page moves on, so
      // the error page's own heading says the screen to check is the one showing it.
      await expect(page.getByRole('heading', { name: '实名登记失败' })).toBeVisible();
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
/** Marks each vector's own element (a title, which the sanitiser keeps), with the vector's index. */
const MARK = 'xss-vector-';

test.beforeEach(async ({ page, baseURL }) => {
  await signInSubscriber(page);
  // Pictures from elsewhere (the mock's avatars, a vector's far address) fail at once instead of waiting
  // on the network, so every onerror handler has had its chance when the page is looked at.
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
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

interface Vector {
  index: number;
  payload: string;
}

/** The vectors of `batch` whose own element the page shows, in order up to the first one missing. */
async function cameThrough(page: Page, batch: Vector[]): Promise<Vector[]> {
  const shown = new Set(
    await page.evaluate(
      (mark) =>
        Array.from(document.querySelectorAll(`[title^="${mark}"]`), (element) =>
          element.getAttribute('title'),
        ),
      MARK,
    ),
  );
  const missing = batch.findIndex((vector) => !shown.has(`${MARK}${vector.index}`));
  // The first of a load has no vector before it to swallow it: it went through on its own.
  return missing === -1 ? batch : batch.slice(0, Math.max(missing, 1));
}

/**
 * The elements of the shown server text taken out of the page's flow (fixed, absolute, sticky), as
 * markup: such a box can lie over the app's own controls, a full-screen link over every button.
 */
function laidOver(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.bc-rich-text *'))
      .filter((element) => ['fixed', 'absolute', 'sticky'].includes(getComputedStyle(element).position))
      .map((element) => element.outerHTML.slice(0, 200)),
  );
}

async function runVectors(page: Page, axe: AxeWatch, sink: Sink, vectors: string[]) {
  const ran: string[] = [];
  const overlaid: string[] = [];
  const findings: AxeFinding[] = [];
  let dialogs = 0;
  let loads = 0;
  page.on('dialog', () => {
    dialogs += 1;
  });
  let pending: Vector[] = vectors.map((payload, index) => ({ index, payload }));
  while (pending.length > 0) {
    const batch = pending.slice(0, sink.batch);
    const payload =
      batch.length === 1
        ? (batch[0]?.payload ?? '')
        : batch.map((vector) => `<div title="${MARK}${vector.index}">${vector.payload}</div>`).join('');
    const dialogsBefore = dialogs;
    await sink.show(page, payload);
    await settled(page);
    loads += 1;
    const count = await page.evaluate(() => {
      const flags = window as unknown as { __xss?: number; __xss_clobbered?: unknown };
      // A clobbering vector may replace a global with an element; any non-zero number means a run.
      return typeof flags.__xss === 'number' ? flags.__xss : -1;
    });
    if (count !== 0 || dialogs > dialogsBefore) ran.push(...batch.map((vector) => vector.payload));
    if (sink.markup) overlaid.push(...(await laidOver(page)));
    for (const finding of await axe.checkNow()) {
      // A later load of the same address reports again what an earlier one found.
      if (!findings.some((seen) => seen.rule === finding.rule && seen.url === finding.url))
        findings.push(finding);
    }
    const tried = sink.markup && batch.length > 1 ? await cameThrough(page, batch) : batch;
    pending = pending.slice(tried.length);
  }
  return { ran, overlaid, findings, loads };
}

const cases = [
  ...SINKS.map((sink) => ({ sink, vectors: HTML_VECTORS })),
  ...LINK_SINKS.map((sink) => ({ sink, vectors: URL_VECTORS })),
];

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

test('an operator’s link laid fixed over the screen leaves the page’s own tabs to tap', async ({ page }) => {
  const trap = '<a href="https://evil.example/" style="position:fixed;inset:0;z-index:2147483647">领取</a>';
  await answer(page, '/api/wechat/pointsRule', envelope({ content: `<p>规则</p>${trap}` }));
  await page.goto('/integralDetails');
  await page.getByRole('tab', { name: '积分规则' }).click();
  await expect(page.getByRole('link', { name: '领取' })).toBeVisible();
  // Playwright taps only what would receive the tap: a link over the tab makes this click time out.
  await page.getByRole('tab', { name: '积分明细' }).click({ timeout: 5_000 });
  await expect(page.getByRole('tab', { name: '积分明细' })).toHaveAttribute('aria-selected', 'true');
});

for (const { sink, vectors } of cases) {
  test(`${sink.name}: no vector runs (1–${vectors.length})`, async ({ page, axe }) => {
    test.setTimeout(120_000);
    const { ran, overlaid, findings, loads } = await runVectors(page, axe, sink, vectors);
    console.log(`${sink.name}: ${vectors.length} vectors tried in ${loads} page loads, ${ran.length} ran`);
    expect(ran, `vectors that ran through ${sink.name}`).toEqual([]);
    expect(overlaid, `vectors laid over the page through ${sink.name}`).toEqual([]);
    expect(describeFindings(findings), `axe on what ${sink.name} rendered`).toBe('');
  });
}
