import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRsbuild } from '@rsbuild/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  firstScreenFile,
  firstScreenTags,
  pluginFirstScreens,
  readFirstScreenShells,
  sha384,
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

describe('pluginFirstScreens in a build', () => {
  let dist: string | undefined;
  afterEach(async () => {
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  async function build(routeModules: Record<string, string[]>, shells: Record<string, string> = {}) {
    dist = await mkdtemp(path.join(os.tmpdir(), 'first-screens-'));
    const rsbuild = await createRsbuild({
      cwd: FIXTURE,
      rsbuildConfig: {
        mode: 'production',
        plugins: [pluginFirstScreens({ root: FIXTURE, routeModules, shells })],
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

  it('fails the build on a module no import loads (an out-of-date table)', async () => {
    await expect(build({ '/Start': ['missing.js'] })).rejects.toThrow();
  });
});
