import { expect, type Page, test } from '@playwright/test';
import { hallAddresses } from '../fixtures/hall-screens.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { installTextZoom, readScreen } from '../fixtures/text-zoom.ts';
import {
  type Address,
  CARE_READINGS,
  findings,
  NORMAL_READINGS,
  openUnderX5,
  type Reading,
  report,
  sweep,
} from './sweep.ts';

/**
 * Every address of the hall read as WeChat's font setting shows it (e2e/fixtures/text-zoom.ts): on a
 * 320 px phone at ×1.4 and on a 375 px one at ×2, and in 关怀版 at its own sizes and at ×1.4 on top, each
 * larger size both as a Chromium WebView's text zoom and as an X5 kernel applies it (the root too).
 * Nothing may scroll sideways, spill out of its box, be cut by a box that hides overflow, or be wider
 * than its field, and no select may cut its chosen option; tap targets are at least 24 px at every size
 * (关怀版: 44, its main controls 60). Empty and error states are read too. The list is cut in a few tests
 * so the workers share it; each failure names its address, reading and element.
 */
/**
 * The empty and error states, reached by the contract's own examples: each screen's title of the state
 * (暂无该月账单, 套餐不存在, …) is a page state's or a status page's, read as every screen is.
 */
const STATES: Address[] = [
  { open: '/billDetails?date=2024-03', picks: [['QUERY_BILL_DETAILS', 'example=notIssued']] },
  { open: '/PackageDetails?id=90063346', picks: [['PACKAGE_DETAILS', 'example=notFound']] },
  { open: '/orderDetail?oid=BK202406120001', picks: [['ORDER_DETAIL', 'example=notFound']] },
  { open: '/activityDetails?id=101', picks: [['GET_ACTIVITY_DETAIL', 'example=notFound']] },
  { open: '/proposalDetail?id=3021', picks: [['replyDetails', 'example=notFound']] },
  { open: '/activity', picks: [['GET_ACTIVITY_LIST', 'example=empty']] },
  { open: '/orderQuery', picks: [['ORDER_QUERY', 'example=empty']] },
  { open: '/record', picks: [['RECHARGE_RECORD', 'code=500']] },
];

const ADDRESSES: Address[] = [...hallAddresses().map((stop) => ({ open: stop.open })), ...STATES];
const CHUNKS = 3;

function sweepInChunks(mode: string, readings: Reading[], care: boolean) {
  const size = Math.ceil(ADDRESSES.length / CHUNKS);
  for (let chunk = 0; chunk < CHUNKS; chunk += 1) {
    const addresses = ADDRESSES.slice(chunk * size, (chunk + 1) * size);
    test(`${mode}: addresses ${chunk * size + 1}–${chunk * size + addresses.length} reflow`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(addresses.length * 6_000);
      const results = await sweep(page, addresses, readings, { signIn: signInSubscriber, care });
      const text = await report(testInfo, `${mode} ${chunk + 1}`, results);
      console.log(text);
      expect(findings(results), 'findings at larger text (listed above)').toBe(0);
    });
  }
}

sweepInChunks('normal', NORMAL_READINGS, false);
sweepInChunks('关怀版', CARE_READINGS, true);

test('X5 ×2: the first screen is drawn on the declared rem base, its text twice as large', async ({
  page,
}) => {
  // A twentieth of the 375 px screen, as declared; the body's 14 px text at the size the user chose.
  const drawn = await openUnderX5(page, '/Recharge', 2, signInSubscriber);
  expect(drawn.rem, 'one rem, px').toBeCloseTo(18.75, 1);
  expect(drawn.text, 'body text, px').toBeCloseTo(28, 1);
});

/** A page of the app's origin, served by the test: the sweep's own instrument, read on known markup. */
async function openFixture(page: Page, body: string): Promise<void> {
  await page.route('**/__text-size-fixture', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0">${body}</body></html>`,
    }),
  );
  await page.addInitScript(installTextZoom);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/__text-size-fixture');
}

const size = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

test('the readings multiply every font size: rules in @media and @supports, sheets added later, style attributes set after a render', async ({
  page,
}) => {
  await openFixture(
    page,
    `<style>html { font-size: 20px } .rule { font-size: 10px } @media (min-width: 1px) { .media { font-size: 10px } }
      @supports (display: grid) { .supports { font-size: 10px } } .rem { font-size: 0.5rem }</style>
    <p class="rule">a</p><p class="media">b</p><p class="supports">c</p><p class="rem">d</p>
    <p class="inline" style="font-size: 10px">e</p><p class="later">f</p><p class="restyled">g</p><p class="added-sheet">h</p>`,
  );
  await page.evaluate(() =>
    (window as unknown as { __textZoom(zoom: number, x5: boolean): void }).__textZoom(2, false),
  );
  // What a page does after the setting is up: React setting a style on an element it drew, then a chunk's
  // sheet arriving.
  await page.evaluate(async () => {
    (document.querySelector('.later') as HTMLElement).style.fontSize = '10px';
    (document.querySelector('.restyled') as HTMLElement).setAttribute('style', 'font-size: 10px');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  for (const selector of ['.rule', '.media', '.supports', '.rem', '.inline', '.later', '.restyled'])
    expect(await size(page, selector), `${selector}, Chromium ×2`).toBe(20);
  await page.evaluate(async () => {
    const sheet = document.createElement('style');
    sheet.textContent = '.added-sheet { font-size: 10px }';
    document.head.append(sheet);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(await size(page, '.added-sheet'), '.added-sheet, Chromium ×2').toBe(20);
  expect(await size(page, 'html'), 'the root, Chromium ×2').toBe(20);
  await page.evaluate(() =>
    (window as unknown as { __textZoom(zoom: number, x5: boolean): void }).__textZoom(2, true),
  );
  expect(await size(page, 'html'), 'the root, X5 ×2').toBe(40);
  // Declared in rem: the root's inflation and the text's own, as an X5 kernel without the rem fix draws it.
  expect(await size(page, '.rem'), '.rem, X5 ×2').toBe(40);
  expect(await size(page, '.rule'), '.rule, X5 ×2').toBe(20);
});

test('the reading finds what a phone shows: sideways scroll, text past its badge, clipped text, a cut choice, close small targets', async ({
  page,
}) => {
  await openFixture(
    page,
    `<div style="width: 400px">wide</div>
    <span style="display: inline-block; font-size: 20px; line-height: 14px; background: #eee">生效中</span>
    <div style="width: 60px"><span style="display: inline-block; white-space: nowrap">充值失败，退款中</span></div>
    <p style="width: 60px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">请选择开票月份</p>
    <div style="width: 60px; overflow-x: auto; white-space: nowrap">江西省南昌市</div>
    <select aria-label="省份" style="width: 40px"><option>江西省</option></select>
    <button style="width: 16px; height: 16px; padding: 0">1</button><button style="width: 16px; height: 16px; padding: 0; margin-left: 4px">2</button>`,
  );
  const found = await page.evaluate(readScreen, {
    zoom: 1,
    x5: false,
    exceptions: [],
    sizes: 'record' as const,
    targets: { least: 24 },
  });
  const kinds = found.problems.map((problem) => `${problem.kind}: ${problem.where}`);
  expect(kinds).toEqual(
    expect.arrayContaining([
      'sideways scroll: page',
      expect.stringMatching(/^text spills: span 「生效中」/),
      expect.stringMatching(/^text spills: span 「充值失败，退款中」/),
      expect.stringMatching(/^text cut: p 「请选择开票月份」/),
      expect.stringMatching(/^text cut: div 「江西省南昌市」/),
      'choice cut: select 省份',
    ]),
  );
  expect(found.targets.map((target) => target.where)).toEqual(['button 「1」', 'button 「2」']);
});
