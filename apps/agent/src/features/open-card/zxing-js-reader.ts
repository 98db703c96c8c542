import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import type BitArray from '@zxing/library/esm/core/common/BitArray';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import type DecodeHintType from '@zxing/library/esm/core/DecodeHintType';
import NotFoundException from '@zxing/library/esm/core/NotFoundException';
import Code39Reader from '@zxing/library/esm/core/oned/Code39Reader';
import Code128Reader from '@zxing/library/esm/core/oned/Code128Reader';
import ITFReader from '@zxing/library/esm/core/oned/ITFReader';
import OneDReader from '@zxing/library/esm/core/oned/OneDReader';
import type Result from '@zxing/library/esm/core/Result';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';

/**
 * The JavaScript decoder (product.md › 开卡向导 › 扫描卡板), for engines where the WebAssembly one cannot
 * run: no bulk memory (Chrome < 75, iOS < 15), or a policy that refuses to compile it. @zxing/library's
 * one-dimensional readers only, imported one by one so that nothing of its 2D readers or browser layer is
 * in the chunk. The reader's shape is barcode-reader.ts's BarcodeReader.
 */

/**
 * A picture wider than this is read scaled down: a 20-digit Code 128 is about 200 modules, and the
 * frame to aim at is most of the width, so a module still spans several pixels.
 */
const MAX_WIDTH = 1280;

/** Code 128, Code 39 and ITF on each row looked at, as barcode-reader.ts's CARD_BOARD_FORMATS. */
class CardBoardReader extends OneDReader {
  private readonly readers: OneDReader[] = [new Code128Reader(), new Code39Reader(), new ITFReader()];

  decodeRow(rowNumber: number, row: BitArray, hints?: Map<DecodeHintType, unknown>): Result {
    for (const reader of this.readers) {
      try {
        return reader.decodeRow(rowNumber, row, hints);
      } catch {
        // Not this symbology, or not on this row: the next reader tries it.
      }
    }
    throw new NotFoundException();
  }

  override reset(): void {
    for (const reader of this.readers) reader.reset();
  }
}

/** The green-weighted grey of each RGBA pixel, as zxing's own luminance sources take it. */
function luminances(rgba: Uint8ClampedArray, pixels: number): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(pixels);
  for (let pixel = 0, offset = 0; pixel < pixels; pixel += 1, offset += 4) {
    grey[pixel] = ((rgba[offset] ?? 0) + 2 * (rgba[offset + 1] ?? 0) + (rgba[offset + 2] ?? 0)) >> 2;
  }
  return grey;
}

export function zxingJsReader() {
  const reader = new CardBoardReader();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas to draw the camera picture on');
  return {
    read: async (video: HTMLVideoElement): Promise<string[]> => {
      const { videoWidth, videoHeight } = video;
      // No picture yet (the camera is starting): nothing to read.
      if (videoWidth === 0 || videoHeight === 0) return [];
      const scale = Math.min(1, MAX_WIDTH / videoWidth);
      const width = Math.round(videoWidth * scale);
      const height = Math.round(videoHeight * scale);
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const { data } = context.getImageData(0, 0, width, height);
      const source = new RGBLuminanceSource(luminances(data, width * height), width, height);
      try {
        return [reader.decode(new BinaryBitmap(new HybridBinarizer(source))).getText()];
      } catch (error) {
        if (error instanceof NotFoundException) return [];
        throw error;
      } finally {
        reader.reset();
      }
    },
  };
}
