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

/**
 * A module of one function that runs `memory.fill`, with the data-count section the decoder's file has:
 * engines without WebAssembly's bulk memory operations (Chrome < 75, Safari < 15) refuse it, and the
 * fallback decoder, which uses them, cannot run there. (Chrome 69 accepts a data-count section alone.)
 */
// biome-ignore format: the module's sections, one a line.
const BULK_MEMORY_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, // \0asm, version 1
  0x01, 0x04, 0x01, 0x60, 0x00, 0x00, // types: () -> ()
  0x03, 0x02, 0x01, 0x00, // functions: one of type 0
  0x05, 0x03, 0x01, 0x00, 0x01, // memory: one page
  0x0c, 0x01, 0x00, // data count: 0
  0x0a, 0x0d, 0x01, 0x0b, 0x00, 0x41, 0x00, 0x41, 0x00, 0x41, 0x00, 0xfc, 0x0b, 0x00, 0x0b, // code: memory.fill(0, 0, 0)
]);

/** Whether this browser can read a barcode at all: its own detector, or WebAssembly the fallback runs on. */
export function canReadBarcodes(): boolean {
  if ('BarcodeDetector' in window) return true;
  try {
    return typeof WebAssembly === 'object' && WebAssembly.validate(BULK_MEMORY_PROBE);
  } catch {
    return false;
  }
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
