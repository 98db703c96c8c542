/**
 * The design's proportions on the oldest engine: on a 375 px phone the rem base is a twentieth of the
 * screen (18.75 px), and a flex row's gap is there (the pay bar of /Recharge reads 「应付金额 --」, its
 * 0.375rem apart). Chrome < 79 drops `min()` and Chrome < 84 ignores flex `gap`: what the build writes
 * for them must hold both.
 */
import { WECHAT_ANDROID_UA } from '@bluecat/test-browsers/devices';
import { SUBSCRIBER_SESSION } from '@bluecat/test-browsers/sessions';
import { assertHealthy, check, openPage, settle, waitForText } from './page.mjs';

/** Layout is measured in fractional CSS pixels; the engines round differently by a fraction at most. */
const TOLERANCE_PX = 0.5;

/** Opens /Recharge signed in and measures the screen, the root font size and the pay bar's gap. */
async function measureRecharge(context, origin) {
  const page = await openPage(context.browser, { userAgent: WECHAT_ANDROID_UA, storage: SUBSCRIBER_SESSION });
  context.pages.push(page);
  await page.goto(`${origin}/Recharge`);
  await waitForText(page, '应付金额');
  await settle(page);
  const measured = await page.evaluate(() => {
    const box = (selector) => document.querySelector(selector).getBoundingClientRect();
    return {
      width: window.innerWidth,
      root: parseFloat(getComputedStyle(document.documentElement).fontSize),
      space: box('.recharge-bar__amount').left - box('.recharge-bar__label').right,
    };
  });
  assertHealthy(page);
  return measured;
}

export function proportionChecks(origins) {
  return [
    {
      name: 'hall: the rem base is a twentieth of a 375 px screen (18.75 px)',
      async run(context) {
        const { width, root } = await measureRecharge(context, origins.hall);
        check(
          Math.abs(root - width / 20) <= TOLERANCE_PX / 10,
          `a root font size of ${(width / 20).toFixed(2)} px on a ${width} px screen, not ${root} px`,
        );
      },
    },
    {
      name: 'hall: /Recharge’s pay bar keeps its gap between 应付金额 and the amount',
      async run(context) {
        const { width, space } = await measureRecharge(context, origins.hall);
        const gap = 0.375 * (width / 20);
        check(
          Math.abs(space - gap) <= TOLERANCE_PX,
          `${gap.toFixed(2)} px (0.375rem) between 应付金额 and the amount, not ${space.toFixed(2)} px`,
        );
      },
    },
  ];
}
