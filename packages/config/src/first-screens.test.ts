import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRsbuild } from '@rsbuild/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  firstScreenFile,
  firstScreenTags,
  pluginFirstScreens,
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
  it('preloads stylesheets and scripts under the public path, and nothing else', () => {
    expect(
      firstScreenTags(['static/css/async/a.css', 'static/js/async/a.js', 'static/image/x.png'], '/'),
    ).toBe(
      '<link href="/static/css/async/a.css" rel="preload" as="style" fetchpriority="low"><link href="/static/js/async/a.js" rel="preload" as="script" fetchpriority="low">',
    );
  });

  it('puts them at the end of the head', () => {
    expect(withFirstScreenTags('<html><head><title>t</title></head><body></body></html>', '<x>')).toBe(
      '<html><head><title>t</title><x></head><body></body></html>',
    );
    expect(() => withFirstScreenTags('<html><body></body></html>', '<x>')).toThrow(/<\/head>/);
  });
});

describe('pluginFirstScreens in a build', () => {
  let dist: string | undefined;
  afterEach(async () => {
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  async function build(screens: Record<string, string[]>) {
    dist = await mkdtemp(path.join(os.tmpdir(), 'first-screens-'));
    const rsbuild = await createRsbuild({
      cwd: FIXTURE,
      rsbuildConfig: {
        mode: 'production',
        plugins: [pluginFirstScreens(screens)],
        source: { entry: { index: './index.js' } },
        output: { distPath: { root: dist }, filenameHash: true },
        performance: { printFileSize: false },
        logLevel: 'silent',
      },
    });
    await rsbuild.build();
    return dist;
  }

  it('writes a page per address: index.html plus the named chunk’s files, after the entry', async () => {
    const out = await build({ '/Start': ['page'] });

    const index = await readFile(path.join(out, 'index.html'), 'utf8');
    const start = await readFile(path.join(out, 'Start.html'), 'utf8');
    const css = (await readdir(path.join(out, 'static/css/async')))[0];
    const js = (await readdir(path.join(out, 'static/js/async'))).find((file) => file.startsWith('page.'));
    expect(css).toMatch(/^page\.[0-9a-f]+\.css$/);
    expect(js).toMatch(/^page\.[0-9a-f]+\.js$/);
    const tags = `<link href="/static/css/async/${css}" rel="preload" as="style" fetchpriority="low"><link href="/static/js/async/${js}" rel="preload" as="script" fetchpriority="low">`;
    expect(start).toBe(withFirstScreenTags(index, tags));
    expect(index).not.toContain('/async/');
  });

  it('fails the build on a chunk name no route import has', async () => {
    await expect(build({ '/Start': ['missing'] })).rejects.toThrow();
  });
});
