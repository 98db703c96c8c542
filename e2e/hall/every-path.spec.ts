import { readFileSync } from 'node:fs';
import path from 'node:path';
import { signInSubscriber } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Every address the hall declares in config/paths.ts opens a real screen against the mock with a stored
 * token: never 页面不存在, never an uncaught page error. Read from the source, so a path added without its
 * screen fails here. Route parameters get a sample value.
 */
const source = readFileSync(path.resolve(__dirname, '../../apps/hall/src/config/paths.ts'), 'utf8');
const declared = source.slice(source.indexOf('export const paths = {'), source.indexOf('} as const;'));
const SAMPLE_PARAMS: Record<string, string> = { phone: '17088886666' };
const PATHS = [...new Set([...declared.matchAll(/^\s+\w+: '(\/[^']*)',$/gm)].map((match) => match[1] ?? ''))]
  .filter(Boolean)
  .map((route) => route.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x'));

test('paths.ts is read', () => {
  expect(PATHS.length).toBeGreaterThan(90);
  expect(PATHS).toContain('/auditCabcel');
  expect(PATHS).toContain('/NoteRegister/17088886666');
});

test.beforeEach(async ({ page }) => {
  await signInSubscriber(page);
});

for (const route of PATHS) {
  test(`${route} opens a screen`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '页面不存在' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
