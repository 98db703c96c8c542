import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, requireChromium } from '@bluecat/test-browsers/chromium';
import { type Browser, chromium, type Page } from '@playwright/test';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Real compression, in the browser it ships to: happy-dom cannot decode or encode a JPEG. This
 * module's own source, type-stripped, runs in headless Chromium with compressorjs's ES build, on the
 * committed 4000×3000 fixture (small, EXIF orientation 6) and on a 4000×3000 photo of noise drawn
 * here, which comes out well over 1.5 MB like a real camera photo.
 */

const ORIGIN = 'http://photo.test';
const here = dirname(fileURLToPath(import.meta.url));
const compressorModule = join(
  dirname(createRequire(import.meta.url).resolve('compressorjs')),
  'compressor.esm.js',
);
const fixture = readFileSync(join(here, '../../testing/joint-photo-4000x3000-exif6.jpg'));
/** @bluecat/ui's sources: the module reports a compressor that did not come through them. */
const uiSources = dirname(createRequire(import.meta.url).resolve('@bluecat/ui/chunk-retry'));

const HARNESS_PAGE = `<!doctype html>
<script type="importmap">{ "imports": { "compressorjs": "/compressorjs.mjs", "@bluecat/ui/": "/ui/" } }</script>
<script type="module">
  import * as photo from '/photo-compress.ts';
  window.photo = photo;
</script>`;

interface Measured {
  size: number;
  type: string;
  width: number;
  height: number;
  /** Whether the prepared photo is the very file that went in. */
  same: boolean;
  inputSize: number;
  /** Whether the file still carries an EXIF block (where the orientation tag lives). */
  exif: boolean;
  /** Colour of the pixel 50 px in from each corner, as [r, g, b]. */
  corners: Record<'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight', number[]>;
}

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: requireChromium(), args: [...CHROMIUM_ARGS] });
  page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: HARNESS_PAGE });
    if (pathname === '/compressorjs.mjs') {
      return route.fulfill({ contentType: 'text/javascript', body: readFileSync(compressorModule, 'utf8') });
    }
    if (pathname === '/fixture.jpg') return route.fulfill({ contentType: 'image/jpeg', body: fixture });
    const file = pathname.startsWith('/ui/')
      ? join(uiSources, pathname.slice('/ui/'.length))
      : join(here, pathname.slice(1));
    const source = readFileSync(file.endsWith('.ts') ? file : `${file}.ts`, 'utf8');
    const body = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    return route.fulfill({ contentType: 'text/javascript', body });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'photo' in window);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** Runs preparePhoto (or compressPhoto) on the fixture or on a noise photo, and measures the result. */
function prepare(source: 'fixture' | 'noise', run: 'preparePhoto' | 'compressPhoto'): Promise<Measured> {
  return page.evaluate(
    async ({ source, run }) => {
      type PhotoModule = Record<'preparePhoto' | 'compressPhoto', (photo: Blob) => Promise<Blob>>;
      const photo = (window as unknown as { photo: PhotoModule }).photo;
      let input: Blob;
      if (source === 'fixture') {
        input = await (await fetch('/fixture.jpg')).blob();
      } else {
        // Noise does not compress: at quality 0.95 a 4000×3000 photo of it is several megabytes.
        const canvas = document.createElement('canvas');
        canvas.width = 4000;
        canvas.height = 3000;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        const pixels = context.createImageData(4000, 3000);
        for (let index = 0; index < pixels.data.length; index += 4) {
          pixels.data[index] = Math.random() * 255;
          pixels.data[index + 1] = Math.random() * 255;
          pixels.data[index + 2] = Math.random() * 255;
          pixels.data[index + 3] = 255;
        }
        context.putImageData(pixels, 0, 0);
        input = await new Promise<Blob>((resolve) =>
          canvas.toBlob((blob) => resolve(blob as Blob), 'image/jpeg', 0.95),
        );
      }
      const output = await photo[run](input);
      const bytes = new Uint8Array(await output.arrayBuffer());
      const exif = bytes.findIndex(
        (byte, index) =>
          byte === 0xff &&
          bytes[index + 1] === 0xe1 &&
          bytes[index + 4] === 0x45 &&
          bytes[index + 5] === 0x78,
      );
      // Drawn as a browser shows it: any EXIF orientation applied.
      const bitmap = await createImageBitmap(output);
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0);
      const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
      const { width, height } = bitmap;
      return {
        size: output.size,
        type: output.type,
        width,
        height,
        same: output === input,
        inputSize: input.size,
        exif: exif >= 0,
        corners: {
          topLeft: at(50, 50),
          topRight: at(width - 50, 50),
          bottomLeft: at(50, height - 50),
          bottomRight: at(width - 50, height - 50),
        },
      };
    },
    { source, run },
  );
}

const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 180 && g < 90 && b < 90;
const isBlue = ([r = 0, g = 0, b = 0]: number[]) => b > 150 && r < 90 && g < 120;

describe('photo preparation (in Chromium)', () => {
  it('uses a photo within 1.5 MB as taken, byte for byte', async () => {
    expect(fixture.length).toBeLessThanOrEqual(1.5 * 1024 * 1024);
    const result = await prepare('fixture', 'preparePhoto');
    expect(result.same).toBe(true);
    expect(result.size).toBe(fixture.length);
    // The EXIF tag stays in the file, so whoever shows it shows it upright.
    expect(result.exif).toBe(true);
    expect([result.width, result.height]).toEqual([3000, 4000]);
    expect(isRed(result.corners.topRight)).toBe(true);
  });

  it('compresses a 4000×3000 photo over 1.5 MB to a JPEG of 1680×1260', async () => {
    const result = await prepare('noise', 'preparePhoto');
    expect(result.same).toBe(false);
    expect(result.type).toBe('image/jpeg');
    expect(result.inputSize).toBeGreaterThan(1.5 * 1024 * 1024);
    expect([result.width, result.height]).toEqual([1680, 1260]);
    expect(result.size).toBeLessThan(result.inputSize);
  }, 30_000);

  it('turns a sideways camera photo upright when it compresses it', async () => {
    const result = await prepare('fixture', 'compressPhoto');
    // The pixels themselves are turned, and no orientation tag is left to turn them again.
    expect(result.exif).toBe(false);
    // 4000×3000 stored, 3000×4000 upright: within 1680×1260 that is 945×1260.
    expect([result.width, result.height]).toEqual([945, 1260]);
    // Turned 90° clockwise: the stored top-left (red) is now top-right, the bottom-right (blue) bottom-left.
    expect(isRed(result.corners.topRight)).toBe(true);
    expect(isBlue(result.corners.bottomLeft)).toBe(true);
    expect(isRed(result.corners.topLeft)).toBe(false);
  }, 30_000);
});
