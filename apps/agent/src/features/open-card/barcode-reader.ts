/**
 * Reads the card board's barcode from the camera's picture (product.md › 开卡向导 › 扫描卡板): the
 * browser's own BarcodeDetector where it reads Code 128, else zxing-wasm behind the same interface
 * (zxing-reader.ts), fetched from this page's origin only when the agent taps scan.
 */
export interface BarcodeReader {
  /** The texts of the barcodes in the picture now shown by `video`; none when it holds none. */
  read(video: HTMLVideoElement): Promise<string[]>;
}

/** Card boards print the ICCID as Code 128; some older boards use Code 39 or ITF. */
export const CARD_BOARD_FORMATS = ['code_128', 'code_39', 'itf'] as const;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<BarcodeReader | null> {
  const Native = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    if (!supported.includes('code_128')) return null;
    const detector = new Native({
      formats: CARD_BOARD_FORMATS.filter((format) => supported.includes(format)),
    });
    return { read: async (video) => (await detector.detect(video)).map((barcode) => barcode.rawValue) };
  } catch {
    // A detector that cannot say what it reads is passed over for the fallback.
    return null;
  }
}

/** The reader this browser offers; rejects when the fallback's files cannot be fetched. */
export async function openBarcodeReader(): Promise<BarcodeReader> {
  const native = await nativeReader();
  if (native) return native;
  const { zxingReader } = await import('./zxing-reader.ts');
  return zxingReader(CARD_BOARD_FORMATS);
}
