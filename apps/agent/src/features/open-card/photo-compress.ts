import { reportFailedLoad } from '@bluecat/ui/field-reports/failed-load';
/**
 * 合拍照片 joint photo preparation (product.md › 开卡向导): a photo of at most 1.5 MB is uploaded as taken; a
 * larger one is re-encoded at quality 0.8 within 1680×1260. compressorjs is fetched only when a photo
 * needs it, so it never weighs on a page that does not take one.
 */

/** 1.5 MB, counted in binary megabytes as phone galleries and file pickers show sizes. */
export const PHOTO_SIZE_LIMIT_BYTES = 1.5 * 1024 * 1024;

export const PHOTO_COMPRESSION = {
  quality: 0.8,
  maxWidth: 1680,
  maxHeight: 1260,
} as const;

export function needsCompression(sizeInBytes: number): boolean {
  return sizeInBytes > PHOTO_SIZE_LIMIT_BYTES;
}

/** Where compressorjs comes from: a file of its own, fetched on the first photo; tests replace `load`. */
export const compressorFile = {
  load: () => import('compressorjs'),
};

/**
 * Re-encodes a photo as JPEG within the limits. checkOrientation makes compressorjs read the camera's
 * EXIF orientation, turn the pixels upright and reset the tag: the re-encoded file drops the EXIF
 * block, and a sideways photo would otherwise reach the server lying on its side. The box is taken
 * literally from the spec (at most 1680 wide and 1260 high), so an upright photo of 3000×4000 comes
 * out 945×1260.
 */
export async function compressPhoto(photo: Blob): Promise<Blob> {
  const { default: Compressor } = await compressorFile.load().catch((error: unknown) => {
    reportFailedLoad(error);
    throw error;
  });
  return new Promise<Blob>((resolve, reject) => {
    new Compressor(photo, {
      ...PHOTO_COMPRESSION,
      mimeType: 'image/jpeg',
      checkOrientation: true,
      success: resolve,
      error: reject,
    });
  });
}

/**
 * The photo to upload. One within the limit goes as taken, byte for byte, its EXIF orientation tag
 * still in it for whoever displays it.
 */
export async function preparePhoto(photo: Blob): Promise<Blob> {
  return needsCompression(photo.size) ? compressPhoto(photo) : photo;
}

/** The upload travels as a base64 data URL inside the JSON body, as every gateway call is JSON. */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('The photo could not be read as a data URL'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read'));
    reader.readAsDataURL(blob);
  });
}
