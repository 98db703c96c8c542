// @vitest-environment happy-dom
import { drainInto, type ReportFields, type ReportKind } from '@bluecat/ui/field-reports/queue';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  compressorFile,
  compressPhoto,
  needsCompression,
  PHOTO_COMPRESSION,
  PHOTO_SIZE_LIMIT_BYTES,
  preparePhoto,
  readAsDataUrl,
} from './photo-compress.ts';

/** What compressorjs was asked to do; the real compression runs in Chromium (photo-compress.chromium.test.ts). */
const compressorCalls = vi.hoisted(() => [] as { file: Blob; options: Record<string, unknown> }[]);

vi.mock('compressorjs', () => ({
  default: class {
    constructor(file: Blob, options: Record<string, unknown> & { success: (result: Blob) => void }) {
      compressorCalls.push({ file, options });
      options.success(new Blob(['small'], { type: 'image/jpeg' }));
    }
  },
}));

beforeEach(() => {
  compressorCalls.length = 0;
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('compressPhoto', () => {
  it('fails, and reports the file, when compressorjs does not come', async () => {
    const sent: [ReportKind, ReportFields][] = [];
    drainInto((kind, fields) => sent.push([kind, fields]));
    const missing = Object.assign(new Error('Loading chunk lib-compressor failed.'), {
      name: 'ChunkLoadError',
    });
    vi.spyOn(compressorFile, 'load').mockRejectedValueOnce(missing);
    await expect(compressPhoto(new Blob(['x'], { type: 'image/jpeg' }))).rejects.toBe(missing);
    expect(sent).toEqual([['chunk', { message: missing.message, outcome: 'failed' }]]);
  });
});

const MB = 1024 * 1024;

/** A blob that reports `size` without holding that many bytes. */
function photoOfSize(size: number): Blob {
  const blob = new Blob(['x'], { type: 'image/jpeg' });
  Object.defineProperty(blob, 'size', { value: size });
  return blob;
}

describe('needsCompression', () => {
  it.each([
    ['a small photo', 300 * 1024, false],
    ['1 MB', MB, false],
    ['exactly 1.5 MB', 1.5 * MB, false],
    ['one byte over 1.5 MB', 1.5 * MB + 1, true],
    ['a 4 MB camera photo', 4 * MB, true],
  ])('%s → %s', (_case, size, expected) => {
    expect(needsCompression(size)).toBe(expected);
  });

  it('counts the limit in binary megabytes', () => {
    expect(PHOTO_SIZE_LIMIT_BYTES).toBe(1_572_864);
  });
});

describe('preparePhoto', () => {
  it('uses a photo of at most 1.5 MB as taken', async () => {
    const photo = photoOfSize(1.5 * MB);
    expect(await preparePhoto(photo)).toBe(photo);
    expect(compressorCalls).toHaveLength(0);
  });

  it('compresses a larger photo at quality 0.8 within 1680×1260, upright, as JPEG', async () => {
    const photo = photoOfSize(3 * MB);
    const prepared = await preparePhoto(photo);
    expect(prepared).not.toBe(photo);
    expect(compressorCalls).toHaveLength(1);
    expect(compressorCalls[0]?.file).toBe(photo);
    expect(compressorCalls[0]?.options).toMatchObject({
      quality: 0.8,
      maxWidth: 1680,
      maxHeight: 1260,
      mimeType: 'image/jpeg',
      checkOrientation: true,
    });
    expect(PHOTO_COMPRESSION).toEqual({ quality: 0.8, maxWidth: 1680, maxHeight: 1260 });
  });
});

describe('readAsDataUrl', () => {
  it('reads a blob as a base64 data URL', async () => {
    const url = await readAsDataUrl(new Blob(['hello'], { type: 'image/jpeg' }));
    expect(url).toBe(`data:image/jpeg;base64,${btoa('hello')}`);
  });
});
