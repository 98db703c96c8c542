import { reportFailedLoad } from '@bluecat/ui/field-reports/failed-load';
/**
 * Photos the hall's forms upload (the older invoice form's documents, the transfer's ID and agreement):
 * re-encoded as JPEG within 1280×1280 at quality 0.7 before they leave the phone. Unlike the agent's joint
 * photo, every picture is compressed: the forms keep them as data URLs in the tab's draft, so a page the
 * camera made the browser reload still has them, and the tab's storage holds a few megabytes at most.
 * compressorjs is fetched the first time a photo is taken, never with a page.
 */
export const HALL_PHOTO_COMPRESSION = {
  quality: 0.7,
  maxWidth: 1280,
  maxHeight: 1280,
} as const;

export class PhotoError extends Error {}

/** Where compressorjs comes from: a file of its own, fetched on the first photo; tests replace `load`. */
export const compressorFile = {
  load: () => import('compressorjs'),
};

/** The photo as a JPEG data URL, upright (EXIF orientation applied) and within the box. */
export async function compressPhoto(photo: Blob): Promise<string> {
  if (!photo.type.startsWith('image/')) throw new PhotoError('请选择图片文件');
  const { default: Compressor } = await compressorFile.load().catch((error: unknown) => {
    reportFailedLoad(error);
    throw error;
  });
  const compressed = await new Promise<Blob>((resolve, reject) => {
    new Compressor(photo, {
      ...HALL_PHOTO_COMPRESSION,
      mimeType: 'image/jpeg',
      checkOrientation: true,
      success: resolve,
      error: reject,
    });
  });
  return readAsDataUrl(compressed);
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new PhotoError('照片处理失败'));
    reader.onerror = () => reject(reader.error ?? new PhotoError('照片处理失败'));
    reader.readAsDataURL(blob);
  });
}
