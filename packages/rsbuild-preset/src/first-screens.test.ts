import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRsbuild } from '@rsbuild/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  firstScreenFile,
  firstScreenTags,
  PAGE_SKELETON_FRAME,
  pageHeaderFrame,
  pluginFirstScreens,
  readFirstScreenShells,
  readFrameLeads,
  readUntitledFrames,
  sha384,
  titledFrame,
  withFirstScreenShell,
  withFirstScreenTags,
} from './first-screens.ts';

const FIXTURE = fileURLToPath(new URL('../test-fixtures/first-screens/', import.meta.url));

describe('firstScreenFile', () => {
  it.each([
    ['/Recharge', 'Recharge.html'],
    ['/OpenCardMessage', 'OpenCardMessage.html'],
    ['/a/b-c', 'a/b-c.html'],
  ])('%s → %s', (address, file) => {
    expect(firstScreenFile(address)).toBe(file);
  });

  it.each(['/', 'Recharge', '/NoteRegister/:phone', '/../etc', '/a?b=1'])('refuses %s', (address) => {
    expect(() => firstScreenFile(address)).toThrow(/plain path/);
  });
});

describe('first screen tags', () => {
  it('puts stylesheets inside under their address, preloads scripts, and names nothing else', () => {
    expect(
      firstScreenTags(
        [
          { file: 'static/css/async/a.css', css: '.a{color:red}' },
          { file: 'static/js/async/a.js' },
          { file: 'static/image/x.png' },
        ],
        '/',
      ),
    ).toBe(
      '<style data-href="/static/css/async/a.css">.a{color:red}</style><link href="/static/js/async/a.js" rel="preload" as="script" fetchpriority="low">',
    );
  });

  it('preloads a script from a CDN as the runtime asks for it: CORS, with its integrity', () => {
    const integrity = sha384('console.log(1)');
    expect(integrity).toBe('sha384-vuz+yO71bcb30P4dMUNzy6/D2y+6d/n0KcOnt5clJtTBxEDoKAqGay0stFlC8Dpr');
    expect(
      firstScreenTags([{ file: 'static/js/async/a.js', integrity }], 'https://cdn.example.com/hall/'),
    ).toBe(
      `<link href="https://cdn.example.com/hall/static/js/async/a.js" rel="preload" as="script" fetchpriority="low" crossorigin="anonymous" integrity="${integrity}">`,
    );
  });

  it('refuses a stylesheet it has no text for, or one that would end its own tag', () => {
    expect(() => firstScreenTags([{ file: 'static/css/a.css' }], '/')).toThrow(/no text/);
    expect(() =>
      firstScreenTags([{ file: 'static/css/a.css', css: 'a{content:"</style><script>"}' }], '/'),
    ).toThrow(/cannot be put inside/);
  });

  it('puts them at the end of the head', () => {
    expect(withFirstScreenTags('<html><head><title>t</title></head><body></body></html>', '<x>')).toBe(
      '<html><head><title>t</title><x></head><body></body></html>',
    );
    expect(() => withFirstScreenTags('<html><body></body></html>', '<x>')).toThrow(/<\/head>/);
  });
});

describe('first screen frames', () => {
  it('draws the frame inside the empty root', () => {
    expect(withFirstScreenShell('<body><div id="root"></div></body>', '<nav>营业厅</nav>')).toBe(
      '<body><div id="root"><nav>营业厅</nav></div></body>',
    );
    expect(() => withFirstScreenShell('<body><div id="app"></div></body>', '<nav></nav>')).toThrow(/root/);
  });

  it('reads a folder of <Address>.html files, and no folder as no frames', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'shells-'));
    try {
      await writeFile(path.join(folder, 'Recharge.html'), '<nav>营业厅</nav>\n');
      await writeFile(path.join(folder, 'notes.txt'), 'not a frame');
      expect(readFirstScreenShells(folder)).toEqual({ '/Recharge': '<nav>营业厅</nav>' });
      expect(readFirstScreenShells(path.join(folder, 'missing'))).toEqual({});
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('refuses a frame for an address that no route has', () => {
    expect(() =>
      pluginFirstScreens({
        root: FIXTURE,
        routeModules: { '/Start': ['page.js'] },
        shells: { '/Other': '<p></p>' },
      }),
    ).toThrow(/no route has/);
  });
});

describe('frames drawn from a title', () => {
  it('are the page header with the title as its h1, above the skeleton', () => {
    const frame = titledFrame('留言区');
    expect(frame.startsWith(pageHeaderFrame('留言区'))).toBe(true);
    expect(frame.endsWith(PAGE_SKELETON_FRAME)).toBe(true);
    expect(frame).toContain('<h1 class="bc-page-header-title">留言区</h1>');
    expect(frame.match(/<header/g)).toHaveLength(1);
    expect(PAGE_SKELETON_FRAME.match(/bc-page-skeleton-line/g)).toHaveLength(4);
  });

  it('write the title as text', () => {
    expect(pageHeaderFrame(`<b>A&B</b> "x" 'y'`)).toContain(
      '<h1 class="bc-page-header-title">&lt;b&gt;A&amp;B&lt;/b&gt; &quot;x&quot; &#x27;y&#x27;</h1>',
    );
  });

  it('are the skeleton alone without a title', () => {
    expect(titledFrame(undefined)).toBe(PAGE_SKELETON_FRAME);
  });

  it('draw a lead after the header, inside the elements the screen puts the header in', () => {
    const lead = { around: ['<div class="invoice-page">', '<main>'], lead: '<p>开票说明</p>' };
    expect(titledFrame('电子发票', lead)).toBe(
      `<div class="invoice-page"><main>${pageHeaderFrame('电子发票')}<p>开票说明</p>${PAGE_SKELETON_FRAME}</main></div>`,
    );
    expect(titledFrame(undefined, lead)).toBe(PAGE_SKELETON_FRAME);
  });

  it('read the leads, and refuse one that is not opening tags and markup', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'frames-'));
    try {
      const file = path.join(folder, 'first-screen-frames.gen.json');
      const leads = { '/invoiceVerify': { around: ['<div class="invoice-page">'], lead: '<p>说明</p>' } };
      await writeFile(file, JSON.stringify({ skeletonOnly: {}, leads }));
      expect(readFrameLeads(file)).toEqual(leads);
      await writeFile(file, JSON.stringify({ skeletonOnly: {} }));
      expect(readFrameLeads(file)).toEqual({});
      expect(readFrameLeads(path.join(folder, 'missing.json'))).toEqual({});
      for (const around of [['</div>'], ['<div><p>'], 'div']) {
        await writeFile(file, JSON.stringify({ leads: { '/a': { around, lead: '' } } }));
        expect(() => readFrameLeads(file)).toThrow(/leads \/a/);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('read the addresses drawn with the skeleton alone, and no file as none', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'frames-'));
    try {
      const file = path.join(folder, 'first-screen-frames.gen.json');
      await writeFile(file, JSON.stringify({ skeletonOnly: { '/paySuccess': 'its own heading' } }));
      expect(readUntitledFrames(file)).toEqual(['/paySuccess']);
      expect(readUntitledFrames(path.join(folder, 'missing.json'))).toEqual([]);
      await writeFile(file, JSON.stringify(['/paySuccess']));
      expect(() => readUntitledFrames(file)).toThrow(/skeletonOnly/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('refuses a skeleton-only address that no route has', () => {
    expect(() =>
      pluginFirstScreens({
        root: FIXTURE,
        routeModules: { '/Start': ['page.js'] },
        titles: { '/Start': '开始' },
        untitled: ['/Other'],
      }),
    ).toThrow(/no route has/);
  });

  it('refuses an address without a title', () => {
    expect(() =>
      pluginFirstScreens({ root: FIXTURE, routeModules: { '/Start': ['page.js'] }, titles: {} }),
    ).toThrow(/no title/);
  });
});

describe('pluginFirstScreens in a build', () => {
  let dist: string | undefined;
  afterEach(async () => {
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  async function build(
    routeModules: Record<string, string[]>,
    shells: Record<string, string> = {},
    frames: { titles?: Record<string, string>; untitled?: string[] } = {},
  ) {
    dist = await mkdtemp(path.join(os.tmpdir(), 'first-screens-'));
    const rsbuild = await createRsbuild({
      cwd: FIXTURE,
      rsbuildConfig: {
        mode: 'production',
        plugins: [pluginFirstScreens({ root: FIXTURE, routeModules, shells, ...frames })],
        source: { entry: { index: './index.js' } },
        output: { distPath: { root: dist }, filenameHash: true },
        performance: { printFileSize: false },
        logLevel: 'silent',
      },
    });
    await rsbuild.build();
    return dist;
  }

  it('writes a page per address: index.html plus its route module’s files, after the entry', async () => {
    const out = await build({ '/Start': ['page.js'] }, { '/Start': '<p>frame</p>' });

    const index = await readFile(path.join(out, 'index.html'), 'utf8');
    const start = await readFile(path.join(out, 'Start.html'), 'utf8');
    const css = (await readdir(path.join(out, 'static/css/async')))[0];
    const js = (await readdir(path.join(out, 'static/js/async'))).find((file) => file.startsWith('page.'));
    expect(css).toMatch(/^page\.[0-9a-f]+\.css$/);
    expect(js).toMatch(/^page\.[0-9a-f]+\.js$/);
    const text = await readFile(path.join(out, 'static/css/async', css ?? ''), 'utf8');
    const tags = `<style data-href="/static/css/async/${css}">${text}</style><link href="/static/js/async/${js}" rel="preload" as="script" fetchpriority="low">`;
    expect(start).toBe(withFirstScreenShell(withFirstScreenTags(index, tags), '<p>frame</p>'));
    expect(index).not.toContain('/async/');
  });

  /** The markup inside a page's root. */
  const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><\/body>/.exec(html)?.[1];

  it('draws every address without a frame of its own from its title, or the skeleton alone', async () => {
    const out = await build(
      { '/Start': ['page.js'], '/Titled': ['titled.js'], '/Plain': ['titled.js'] },
      { '/Start': '<p>frame</p>' },
      { titles: { '/Start': '开始', '/Titled': '留言区', '/Plain': '支付成功' }, untitled: ['/Plain'] },
    );
    const page = (name: string) => readFile(path.join(out, name), 'utf8');
    expect(rootOf(await page('Start.html'))).toBe('<p>frame</p>');
    expect(rootOf(await page('Titled.html'))).toBe(titledFrame('留言区'));
    expect(rootOf(await page('Plain.html'))).toBe(PAGE_SKELETON_FRAME);
    // The header's rules come inside the page, with its route's stylesheet.
    expect(await page('Titled.html')).toMatch(
      /<style data-href="[^"]+titled\.[0-9a-f]+\.css">\.bc-page-header-bar\{/,
    );
    expect(await page('index.html')).toContain('<div id="root"></div>');
  });

  it('fails the build on a titled frame whose page does not style the header', async () => {
    await expect(build({ '/Start': ['page.js'] }, {}, { titles: { '/Start': '开始' } })).rejects.toThrow(
      /styles \.bc-page-header-bar/,
    );
  });

  it('fails the build on a module no import loads (an out-of-date table)', async () => {
    await expect(build({ '/Start': ['missing.js'] })).rejects.toThrow();
  });
});
