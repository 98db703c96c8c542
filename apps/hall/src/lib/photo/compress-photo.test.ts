// @vitest-environment happy-dom
import { drainInto, type ReportFields, type ReportKind } from '@bluecat/ui/field-reports/queue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compressorFile, compressPhoto, PhotoError } from './compress-photo.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('compressPhoto', () => {
  it('refuses a file that is no picture, before fetching anything', async () => {
    const load = vi.spyOn(compressorFile, 'load');
    await expect(compressPhoto(new Blob(['x'], { type: 'text/plain' }))).rejects.toEqual(
      new PhotoError('请选择图片文件'),
    );
    expect(load).not.toHaveBeenCalled();
  });

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
