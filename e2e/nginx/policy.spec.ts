import { watchPageHealth } from '../fixtures/page-health.ts';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The listener the smoke set relies on (strictPage) sees what the deployed policy refuses: an injected
 * inline script and handlers are blocked and reported, and the page itself loads without a report.
 */
test('the deployed policy blocks inline script and handlers, and the listener reports both', async ({
  page,
}) => {
  const health = await watchPageHealth(page);
  await signInSubscriber(page);
  await page.goto('/PersonalInformation');
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(health.problems).toEqual([]);

  // (eval is refused by the header itself, which names no 'unsafe-eval'; code run by the test driver is exempt.)
  const ran = await page.evaluate(async () => {
    const flags = window as unknown as { __inlineRan?: boolean; __handlerRan?: boolean };
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img alt="" src="/__missing.png" onerror="window.__handlerRan = true">';
    document.body.append(holder);
    await new Promise((resolve) => setTimeout(resolve, 300));
    holder.remove();
    script.remove();
    return { inline: flags.__inlineRan ?? false, handler: flags.__handlerRan ?? false };
  });
  expect(ran).toEqual({ inline: false, handler: false });
  await expect
    .poll(() =>
      health.problems
        .filter((problem) => problem.kind === 'csp')
        .map((problem) => problem.text.split(' ')[0]),
    )
    .toEqual(['script-src-elem', 'script-src-attr']);
});
