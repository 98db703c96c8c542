import {
  expectScrubbed,
  failInPage,
  type KeptReport,
  keptReports,
  PERSONAL,
  reporterLoaded,
  reportsOf,
} from '../fixtures/field-reports.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/** Issue 40: the demo stack's collector (the mock console) receives what a phone would report. */
const ROUTE_CHUNK = /\/static\/(js|css)\/async\//;
const SERVER_ERROR = '服务器内部错误 (500)，请稍后重试...';

test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
  // The console names this browser (its cookie), so the collector keeps this test's reports apart.
  await page.goto('/__mock/');
});

test('each kind is reported once, scrubbed, with its route and release', async ({ page, prism }) => {
  await prism.pick('memberInfo', 'code=500');
  /** The trace ids the member's calls sent in their traceparent header. */
  const traces: string[] = [];
  page.on('request', (request) => {
    const header = request.headers().traceparent;
    if (request.url().includes('/api/wechat/memberInfo') && header) traces.push(header.split('-')[1] ?? '');
  });
  await page.goto('/BusinessQuery');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(SERVER_ERROR);
  const release = await page.locator('meta[name="bluecat-release"]').getAttribute('content');
  await reporterLoaded(page);

  await failInPage(page);
  // The next page's files never arrive, after their retries: 页面加载失败.
  await page.route(ROUTE_CHUNK, (route) => route.abort('failed'));
  await page.getByRole('link', { name: '开卡记录' }).click();
  await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible({ timeout: 20_000 });
  await page.unroute(ROUTE_CHUNK);
  // Leaving the page sends what is left (pagehide), the vitals of its load among them.
  await page.goto('/__mock/');

  const reports = await reportsOf(page, ['error', 'rejection', 'transport', 'chunk', 'error-page', 'vital']);
  expectScrubbed(reports);
  const once = (kind: string) => reports.filter((report) => report.kind === kind);
  for (const kind of ['error', 'rejection', 'transport', 'chunk', 'error-page']) {
    expect(once(kind), kind).toHaveLength(1);
  }
  expect(once('error')[0]).toMatchObject({
    app: 'hall',
    route: '/BusinessQuery',
    release,
    message: expect.stringContaining(`*******${PERSONAL.phone.slice(-4)}`),
  });
  expect(once('rejection')[0]?.message).toContain('[身份证]');
  expect(once('transport')[0]).toMatchObject({ call: 'PERSONAL_DATA', failure: 'http', status: 500 });
  // Issue 48: the failed call's report names the trace its request sent, for the backend's log.
  expect(traces).toContain(once('transport')[0]?.trace);
  expect(once('transport')[0]?.trace).toMatch(/^[0-9a-f]{32}$/);
  expect(once('chunk')[0]).toMatchObject({ outcome: 'failed' });
  expect(once('error-page')[0]).toMatchObject({ title: '页面加载失败' });
  // The page load's vitals are one transaction with their measurements (the later ones may follow in
  // one more, sent as the page goes).
  const measured = once('vital').flatMap((report) => Object.keys(report.measurements as object));
  expect(measured).toContain('ttfb');
  expect(new Set(measured).size).toBe(measured.length);
  for (const report of reports) expect(report).toMatchObject({ environment: 'demo', kernel: 'XWEB' });
});

/** The reporter's own file, as the build names its chunk (packages/ui/src/field-reports/start.ts). */
const REPORTER_FILE = /\/static\/js\/async\/field-reporter\.[0-9a-f]+\.js/;

test('the reporter’s file that fails once is fetched again, and the reports queued meanwhile arrive', async ({
  page,
}) => {
  const fetched: string[] = [];
  await page.route(REPORTER_FILE, (route) => {
    fetched.push(route.request().url());
    return fetched.length === 1 ? route.abort('connectionreset') : route.continue();
  });
  await page.goto('/BusinessQuery');
  await expect(page.getByRole('main').getByText('17088886666')).toBeVisible();
  // Before the reporter is there: queued.
  await failInPage(page);
  // The build's retries wait a second between tries; a loaded machine takes longer.
  await reporterLoaded(page, 45_000);
  expect(fetched.length).toBeGreaterThanOrEqual(2);
  const reports = await reportsOf(page, ['error', 'rejection'], 30_000);
  expect(reports.filter((report) => String(report.message).includes('的查询失败'))).toHaveLength(1);
  expectScrubbed(reports);
});

test('a reporter whose file fails every try is asked for again at the next error, and the queue arrives', async ({
  page,
}) => {
  const fetched: string[] = [];
  let failing = true;
  await page.route(REPORTER_FILE, (route) => {
    fetched.push(route.request().url());
    return failing ? route.abort('connectionreset') : route.continue();
  });
  await page.goto('/BusinessQuery');
  await expect(page.getByRole('main').getByText('17088886666')).toBeVisible();
  await failInPage(page);
  // The build's own tries, 1 s apart, all fail.
  await expect.poll(() => fetched.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(5_000);
  const tried = fetched.length;
  failing = false;
  // Never in a loop: without a new error nothing asks again (and not within 10 s of the last try).
  await page.waitForTimeout(11_000);
  expect(fetched).toHaveLength(tried);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('下一个错误');
    });
  });
  await reporterLoaded(page, 30_000);
  const reports = await reportsOf(page, ['error', 'rejection'], 30_000);
  const messages = reports.map((report) => String(report.message));
  expect(messages.filter((message) => message.includes('的查询失败'))).toHaveLength(1);
  expect(messages.filter((message) => message.includes('下一个错误'))).toHaveLength(1);
  expectScrubbed(reports);
});

test('what the browser refuses to send as the page goes is kept, and the next page sends it once', async ({
  page,
}) => {
  await page.goto('/BusinessQuery');
  await expect(page.getByRole('main').getByText('17088886666')).toBeVisible();
  await reporterLoaded(page);
  // The browser's quota for a page that goes is full: sendBeacon answers false, and a keepalive fetch
  // (which shares that quota) fails. Then an error, and the page goes before its report would leave.
  await page.evaluate(() => {
    navigator.sendBeacon = () => false;
    const fetchOf = window.fetch.bind(window);
    window.fetch = (input, init) =>
      init?.keepalive ? Promise.reject(new TypeError('Failed to fetch')) : fetchOf(input, init);
    return new Promise<void>((resolve) => {
      setTimeout(() => {
        setTimeout(resolve, 50);
        throw new Error('离开时未能发出的报告');
      });
    });
  });
  await page.goto('/bill');
  await reporterLoaded(page);
  const kept = (reports: KeptReport[]) =>
    reports.filter((report) => String(report.message).includes('离开时未能发出的报告'));
  await expect.poll(async () => kept(await keptReports(page)).length, { timeout: 15_000 }).toBe(1);
  expect(kept(await keptReports(page))[0]).toMatchObject({ app: 'hall', route: '/BusinessQuery' });
  // Sent once, and the slot is empty: it is never sent again, by this page or the next.
  expect(await page.evaluate(() => sessionStorage.getItem('bluecat:kept-reports'))).toBeNull();
  await page.goto('/BusinessQuery');
  await reporterLoaded(page);
  await page.goto('/__mock/');
  expect(kept(await keptReports(page))).toHaveLength(1);
});

for (const answer of ['500', 'never'] as const) {
  test(`a collector that answers ${answer} changes nothing the subscriber sees`, async ({ page }) => {
    await page.route('**/config/report.json', (route) =>
      route.fulfill({ json: { url: `/__report/1?answer=${answer}`, vitalsRate: 1 } }),
    );
    /** The bodies of the batches posted, in order. */
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/__report')) sent.push(request.postData() ?? '');
    });
    await page.goto('/BusinessQuery');
    const summary = page.getByRole('main');
    await expect(summary.getByText('17088886666')).toBeVisible();
    const before = await summary.textContent();
    await reporterLoaded(page);

    await failInPage(page);
    // The error and the rejection, one envelope each.
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(2);
    expect(sent.filter((body) => body.includes('的查询失败'))).toHaveLength(1);
    // One try: a tracker that is down is not asked again. What goes next, a new error sent at once as
    // the page is left, holds only what is new; the failed one is neither sent again nor carried along.
    await page.evaluate(() => {
      setTimeout(() => {
        setTimeout(() => dispatchEvent(new Event('pagehide')));
        throw new Error('第二次报告');
      });
    });
    await expect.poll(() => sent.some((body) => body.includes('第二次报告'))).toBe(true);
    expect(sent.filter((body) => body.includes('的查询失败'))).toHaveLength(1);
    expect(await summary.textContent()).toBe(before);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // The page still works: the next screen opens.
    await page.getByRole('link', { name: '开卡记录' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '开卡记录查询' })).toBeVisible();
  });
}
