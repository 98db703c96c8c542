import { BarcodeDetector, type BarcodeFormat, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmAsset from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * The WebAssembly file's address on this page's own origin. With the build's files on a CDN
 * (PUBLIC_ASSET_PREFIX) the asset's address is the CDN's: the origin holds the same build, and the
 * policy's connect-src names no CDN (docs/operating.md › 扫描卡板的摄像头).
 */
function ownOriginWasm(): string {
  const asset = new URL(wasmAsset, document.baseURI);
  return new URL(asset.pathname, window.location.origin).href;
}

/**
 * zxing-wasm behind BarcodeDetector's interface (barcode-detector's ponyfill), reading `formats`; it
 * fetches its module once. The reader's shape is barcode-reader.ts's BarcodeReader.
 */
export async function zxingReader(formats: readonly BarcodeFormat[]) {
  const wasm = ownOriginWasm();
  const module = prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasm : prefix + file),
    },
    fireImmediately: true,
  });
  await module;
  const detector = new BarcodeDetector({ formats: [...formats] });
  return {
    read: async (video: HTMLVideoElement) =>
      (await detector.detect(video)).map((barcode) => barcode.rawValue),
  };
}
