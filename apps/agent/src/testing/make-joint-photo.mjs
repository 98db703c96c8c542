#!/usr/bin/env node
/**
 * Writes joint-photo-4000x3000-exif6.jpg beside this script: a 4000×3000 JPEG as a phone camera stores
 * a photo taken upright — the pixels lying on their side, EXIF Orientation 6 (turn 90° clockwise to
 * show). A red block marks the stored top-left corner and a blue one the bottom-right, so a test can
 * tell whether the photo was turned upright. Flat colours keep the file small enough to commit; the
 * over-1.5 MB case is drawn at test time (photo-compress.chromium.test.ts).
 *
 *   node apps/agent/src/testing/make-joint-photo.mjs
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, requireChromium } from '@bluecat/test-browsers/chromium';
import { chromium } from '@playwright/test';

const OUT = fileURLToPath(new URL('./joint-photo-4000x3000-exif6.jpg', import.meta.url));

/** An APP1 segment holding one EXIF tag, Orientation (0x0112) = `orientation`, big-endian. */
function exifOrientationSegment(orientation) {
  const tiff = Buffer.from([
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // "MM", 42, IFD0 at offset 8
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00, // Orientation, SHORT, 1
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xe1]), length, payload]);
}

const browser = await chromium.launch({ executablePath: requireChromium(), args: [...CHROMIUM_ARGS] });
try {
  const page = await browser.newPage();
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d');
    const ground = context.createLinearGradient(0, 0, 4000, 3000);
    ground.addColorStop(0, '#d9dde3');
    ground.addColorStop(1, '#b7bec8');
    context.fillStyle = ground;
    context.fillRect(0, 0, 4000, 3000);
    // An ID card and a card board, lying as the stored pixels lie.
    context.fillStyle = '#f4f1e8';
    context.fillRect(700, 900, 1700, 1100);
    context.fillStyle = '#ffffff';
    context.fillRect(2700, 700, 800, 1500);
    context.fillStyle = '#f2b632';
    context.fillRect(2900, 900, 400, 300);
    context.fillStyle = '#e11d1d';
    context.fillRect(0, 0, 400, 400);
    context.fillStyle = '#1d4ed8';
    context.fillRect(3600, 2600, 400, 400);
    return canvas.toDataURL('image/jpeg', 0.6).split(',')[1];
  });
  const jpeg = Buffer.from(base64, 'base64');
  // Right after the start-of-image marker, where cameras put their EXIF block.
  const photo = Buffer.concat([jpeg.subarray(0, 2), exifOrientationSegment(6), jpeg.subarray(2)]);
  writeFileSync(OUT, photo);
  process.stdout.write(`${OUT}: ${photo.length} bytes\n`);
} finally {
  await browser.close();
}
