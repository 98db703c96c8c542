import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, requireChromium } from '@bluecat/test-browsers/chromium';
import { type Browser, chromium, type Page } from '@playwright/test';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import corpus from './testing/xss-corpus.json' with { type: 'json' };

/**
 * DOMPurify does not support happy-dom (it keeps scripts and drops safe tags there), so the
 * sanitiser is checked in the browser it ships to: this module's own source, type-stripped, runs
 * in headless Chromium next to DOMPurify's ES build.
 */

const ORIGIN = 'http://ui.test';
const srcDir = dirname(fileURLToPath(import.meta.url));
const purifyModule = join(dirname(createRequire(import.meta.url).resolve('dompurify')), 'purify.es.mjs');

function typeStripped(file: string): string {
  const source = readFileSync(join(srcDir, file), 'utf8');
  return ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020 },
  }).outputText;
}

/** What the page exposes to the test once its module has loaded. */
interface Harness {
  sanitizeHtml: (html: string) => string;
  sharedPurify: { sanitize: (html: string) => string };
}

const HARNESS_PAGE = `<!doctype html>
<script type="importmap">{ "imports": { "dompurify": "/dompurify.mjs" } }</script>
<script type="module">
  import DOMPurify from 'dompurify';
  import { sanitizeHtml } from '/sanitize-html.ts';
  Object.assign(window, { sanitizeHtml, sharedPurify: DOMPurify });
</script>`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: requireChromium(),
    args: [...CHROMIUM_ARGS],
  });
  page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/') {
      return route.fulfill({ contentType: 'text/html', body: HARNESS_PAGE });
    }
    if (pathname === '/dompurify.mjs') {
      return route.fulfill({ contentType: 'text/javascript', body: readFileSync(purifyModule, 'utf8') });
    }
    // Anything else a sanitised corpus vector asks for (an image `x`, `1`): missing.
    if (!pathname.endsWith('.ts')) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ contentType: 'text/javascript', body: typeStripped(pathname.slice(1)) });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'sanitizeHtml' in window);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

function sanitize(html: string): Promise<string> {
  return page.evaluate((dirty) => (window as unknown as Harness).sanitizeHtml(dirty), html);
}

describe('sanitizeHtml (in Chromium)', () => {
  it('keeps ordinary formatting and images', async () => {
    const html =
      '<h3>资费说明</h3><p>每月<strong>10GB</strong>国内流量</p><ul><li>超出 0.25 元/MB</li></ul>' +
      '<img src="https://img.example.com/banner.png" alt="活动">';
    expect(await sanitize(html)).toBe(html);
  });

  it.each([
    ['a script element', '<p>套餐</p><script>window.hacked = 1</script>', '<p>套餐</p>'],
    [
      'an event handler',
      '<img src="https://img.example.com/a.png" onerror="alert(1)">',
      '<img src="https://img.example.com/a.png" alt="">',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">点我</a>', '<a>点我</a>'],
    ['a mixed-case javascript: link', '<a href=" JaVaScRiPt:alert(1)">点我</a>', '<a>点我</a>'],
    ['a data: link', '<a href="data:text/html,hi">点我</a>', '<a>点我</a>'],
    ['an app-scheme link', '<a href="weixin://dl/business">打开</a>', '<a>打开</a>'],
    ['a relative link', '<a href="/PersonalInformation">个人信息</a>', '<a>个人信息</a>'],
    ['a style sheet', '<style>body{display:none}</style><p>规则</p>', '<p>规则</p>'],
    ['a form', '<form action="https://evil.example/"><input name="pwd"><button>提交</button></form>', '提交'],
    ['an iframe', '<p>详情</p><iframe src="https://evil.example/"></iframe>', '<p>详情</p>'],
    // The words stay, still.
    ['moving text', '<marquee>限时特惠</marquee><p>规则</p>', '限时特惠<p>规则</p>'],
    ['blinking text', '<blink>限时</blink><p>规则</p>', '限时<p>规则</p>'],
    // A place of its own in the keyboard order, ahead of the page's controls.
    ['a tab order', '<p tabindex="1">规则</p><div tabindex="-1">详情</div>', '<p>规则</p><div>详情</div>'],
    // Laid over the app: a fixed box inline, or borrowing one of the app's full-screen classes.
    [
      'an inline style',
      '<p style="color:red">规则</p><a href="https://evil.example/" style="position:fixed;inset:0">领取</a>',
      '<p>规则</p><a href="https://evil.example/" target="_blank" rel="noopener noreferrer">领取</a>',
    ],
    [
      'a class',
      '<a href="https://evil.example/" class="bc-dialog">领取</a>',
      '<a href="https://evil.example/" target="_blank" rel="noopener noreferrer">领取</a>',
    ],
    [
      'an svg script',
      '<svg><script>alert(1)</script><circle r="1"></circle></svg>',
      '<svg><circle r="1"></circle></svg>',
    ],
  ])('removes %s', async (_case, dirty, clean) => {
    expect(await sanitize(dirty)).toBe(clean);
  });

  it('runs none of the filter-evasion corpus once sanitised and shown', async () => {
    const ran: string[] = [];
    await page.evaluate(() => {
      const flags = window as unknown as Record<string, unknown>;
      flags.__xss = 0;
      window.alert = () => {
        flags.__xss = (flags.__xss as number) + 1;
      };
    });
    for (const { payload } of corpus.html) {
      const count = await page.evaluate(async (dirty) => {
        const host = document.createElement('div');
        host.innerHTML = (window as unknown as Harness).sanitizeHtml(dirty);
        document.body.append(host);
        await new Promise((resolve) => setTimeout(resolve, 20));
        host.remove();
        return (window as unknown as { __xss: number }).__xss;
      }, payload);
      if (count !== ran.length) ran.push(payload);
    }
    console.log(`sanitizeHtml: ${corpus.html.length} corpus vectors tried, ${ran.length} ran`);
    expect(ran).toEqual([]);
  });

  it('lets no link laid fixed over the screen cover the app', async () => {
    const covered = await page.evaluate((dirty) => {
      const app = document.createElement('button');
      app.textContent = '立即办理';
      app.setAttribute('style', 'position:absolute;left:40px;top:40px;width:120px;height:40px');
      // The app's own full-screen frame class, as overlays.css draws it.
      const sheet = document.createElement('style');
      sheet.textContent = '.bc-dialog{position:fixed;inset:0;z-index:1300}';
      const text = document.createElement('div');
      text.innerHTML = (window as unknown as Harness).sanitizeHtml(dirty);
      document.body.append(sheet, app, text);
      const atButton = document.elementFromPoint(100, 60);
      const atCorner = document.elementFromPoint(window.innerWidth - 5, window.innerHeight - 5);
      const result = [atButton, atCorner].map((element) => element?.closest('a')?.textContent ?? null);
      sheet.remove();
      app.remove();
      text.remove();
      return result;
    }, '<a href="https://evil.example/" style="position:fixed;inset:0;z-index:2147483647">领取</a><a href="https://evil.example/" class="bc-dialog">抽奖</a>');
    expect(covered).toEqual([null, null]);
  });

  it('opens http(s) links in a new context without opener access', async () => {
    expect(await sanitize('<a href="https://www.example.com/rule" target="_self">活动规则</a>')).toBe(
      '<a href="https://www.example.com/rule" target="_blank" rel="noopener noreferrer">活动规则</a>',
    );
  });

  it('leaves the shared DOMPurify instance without the link hook', async () => {
    await sanitize('<a href="https://example.com">x</a>');
    const shared = await page.evaluate(() =>
      (window as unknown as Harness).sharedPurify.sanitize('<a href="/relative">x</a>'),
    );
    expect(shared).toBe('<a href="/relative">x</a>');
  });
});
