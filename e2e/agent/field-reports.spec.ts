import { submitAgentLogin } from '../fixtures/agent-login.ts';
import {
  expectScrubbed,
  failInPage,
  PERSONAL,
  reporterLoaded,
  reportsOf,
} from '../fixtures/field-reports.ts';
import { expect, test } from '../fixtures/test.ts';

/** Issue 40: the card-opening app reports to the same collector, as the hall does. */
test('the agent app reports errors, call failures and vitals once each, scrubbed', async ({
  page,
  prism,
}) => {
  // The console names this browser (its cookie), so the collector keeps this test's reports apart.
  await page.goto('/__mock/');
  await prism.pick('getSeesion', 'code=500');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await reporterLoaded(page);
  await failInPage(page);
  // Signing in asks for the session first (getSeesion), which fails in transport.
  await submitAgentLogin(page);
  await expect(page.getByText('服务器内部错误 (500)，请稍后重试...')).toBeVisible();
  await page.goto('/__mock/');

  const reports = await reportsOf(page, ['error', 'rejection', 'transport', 'vital']);
  expectScrubbed(reports);
  const of = (kind: string) => reports.filter((report) => report.kind === kind);
  for (const kind of ['error', 'rejection', 'transport']) expect(of(kind), kind).toHaveLength(1);
  expect(of('error')[0]).toMatchObject({
    app: 'agent',
    route: '/login',
    message: expect.stringContaining(`*******${PERSONAL.phone.slice(-4)}`),
  });
  expect(of('transport')[0]).toMatchObject({ call: 'getSeesion', failure: 'http', status: 500 });
});
