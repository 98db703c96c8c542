/**
 * Reads the card board's barcode from the camera's picture (product.md › 开卡向导 › 扫描卡板), with the
 * first decoder this engine can run, chosen once: the browser's own BarcodeDetector where it reads
 * Code 128; else zxing-wasm (zxing-reader.ts) where WebAssembly has bulk memory and the page's policy
 * lets it compile; else @zxing/library's JavaScript readers on a canvas (zxing-js-reader.ts). Each
 * fallback is fetched from this page's origin only when the agent taps scan.
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
 * engines without WebAssembly's bulk memory operations (Chrome < 75, Safari < 15) refuse it, and
 * zxing-wasm, which uses them, cannot run there. (Chrome 69 accepts a data-count section alone.)
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

/** A decoder of the card board's barcode, in the order they are tried. */
export type DecoderKind = 'native' | 'wasm' | 'js';

/** What this engine offers the decoders. */
export interface EngineOffer {
  /** A BarcodeDetector of its own (whether it reads Code 128 is asked on the tap). */
  native: boolean;
  /** WebAssembly with bulk memory, which zxing-wasm's file uses. */
  wasm: boolean;
  /** A 2D canvas to draw the camera's picture on, for the JavaScript decoder. */
  canvas: boolean;
}

/** The decoders this engine may run, best first: none when it offers none of them. */
export function decodersFor(offer: EngineOffer): DecoderKind[] {
  const kinds: DecoderKind[] = [];
  if (offer.native) kinds.push('native');
  if (offer.wasm) kinds.push('wasm');
  if (offer.canvas) kinds.push('js');
  return kinds;
}

function bulkMemory(): boolean {
  try {
    return typeof WebAssembly === 'object' && WebAssembly.validate(BULK_MEMORY_PROBE);
  } catch {
    return false;
  }
}

/** What this page's engine offers, as it is now. */
export function engineOffer(): EngineOffer {
  return {
    native: 'BarcodeDetector' in window,
    wasm: bulkMemory(),
    canvas: typeof CanvasRenderingContext2D === 'function',
  };
}

/** Whether this browser can read a barcode at all: its own detector, or a fallback decoder. */
export function canReadBarcodes(): boolean {
  return decodersFor(engineOffer()).length > 0;
}

/**
 * Whether the page's policy lets WebAssembly compile: Chrome 75–96 and Safari 15 know no
 * 'wasm-unsafe-eval' and refuse it under a script-src without 'unsafe-eval' (docs/operating.md ›
 * 扫描卡板的摄像头). Compiling the probe tells before the decoder's 0.4 MB are fetched.
 */
async function wasmCompiles(): Promise<boolean> {
  try {
    await WebAssembly.compile(BULK_MEMORY_PROBE);
    return true;
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

async function wasmReader(): Promise<BarcodeReader | null> {
  if (!(await wasmCompiles())) return null;
  const { zxingReader } = await import('./zxing-reader.ts');
  return zxingReader(CARD_BOARD_FORMATS);
}

async function jsReader(): Promise<BarcodeReader> {
  const { zxingJsReader } = await import('./zxing-js-reader.ts');
  return zxingJsReader();
}

const OPEN: Record<DecoderKind, () => Promise<BarcodeReader | null>> = {
  native: nativeReader,
  wasm: wasmReader,
  js: jsReader,
};

/** The decoders still to try, once the engine is known; one that could not be had is left out for good. */
let remaining: DecoderKind[] | null = null;

/**
 * The reader this browser offers: the first decoder that opens. A native detector without Code 128
 * and a WebAssembly decoder that cannot compile or be fetched give way to the next, and are not tried
 * again on this page. Rejects when none opens (the JavaScript decoder's chunk did not arrive).
 */
export async function openBarcodeReader(): Promise<BarcodeReader> {
  remaining ??= decodersFor(engineOffer());
  let failure: unknown = new Error('no barcode decoder runs in this browser');
  for (const kind of [...remaining]) {
    try {
      const reader = await OPEN[kind]();
      if (reader) return reader;
    } catch (error) {
      failure = error;
      // The JavaScript decoder's chunk may arrive on the next tap; the others do not come back.
      if (kind === 'js') break;
    }
    remaining = remaining.filter((left) => left !== kind);
  }
  throw failure;
}

/** Forgets the engine's decoders (tests only). */
export function forgetDecoders(): void {
  remaining = null;
}
