// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodersFor, forgetDecoders, openBarcodeReader } from './barcode-reader.ts';

// The two fallbacks stand in for their chunks: which one opens is what is checked here. Their decoding
// runs in the journeys (e2e/agent/card-scan.spec.ts; Chromium 69's in e2e/old-engine/journeys.mjs).
const wasm = vi.hoisted(() => ({ open: vi.fn() }));
const js = vi.hoisted(() => ({ open: vi.fn() }));
vi.mock('./zxing-reader.ts', () => ({ zxingReader: wasm.open }));
vi.mock('./zxing-js-reader.ts', () => ({ zxingJsReader: js.open }));

const WASM_READER = { read: async () => ['wasm'] };
const JS_READER = { read: async () => ['js'] };
const video = {} as HTMLVideoElement;

/** This engine's BarcodeDetector, reading `formats` and answering `read`. */
function withNativeDetector(formats: string[]) {
  vi.stubGlobal(
    'BarcodeDetector',
    Object.assign(
      class {
        detect = async () => [{ rawValue: 'native' }];
      },
      { getSupportedFormats: async () => formats },
    ),
  );
}

/** WebAssembly as an engine has it: `bulkMemory` as validate answers, `compiles` as the policy lets it. */
function withWebAssembly({ bulkMemory, compiles }: { bulkMemory: boolean; compiles: boolean }) {
  vi.stubGlobal('WebAssembly', {
    validate: () => bulkMemory,
    compile: () =>
      compiles
        ? Promise.resolve({})
        : Promise.reject(new Error('WebAssembly.compile(): Wasm code generation disallowed by embedder')),
  });
}

const readWith = async () => (await openBarcodeReader()).read(video);

beforeEach(() => {
  forgetDecoders();
  wasm.open.mockResolvedValue(WASM_READER);
  js.open.mockReturnValue(JS_READER);
  vi.stubGlobal('CanvasRenderingContext2D', class {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('decodersFor', () => {
  it.each([
    [{ native: true, wasm: true, canvas: true }, ['native', 'wasm', 'js']],
    // Chrome 75–96 and iOS 15+ without a detector of their own.
    [{ native: false, wasm: true, canvas: true }, ['wasm', 'js']],
    // Chromium 69, iOS 12–14: no bulk memory.
    [{ native: false, wasm: false, canvas: true }, ['js']],
    [{ native: true, wasm: false, canvas: false }, ['native']],
    // Nothing to read with: the button says 当前浏览器不支持条码识别.
    [{ native: false, wasm: false, canvas: false }, []],
  ])('%o tries %o', (offer, kinds) => {
    expect(decodersFor(offer)).toEqual(kinds);
  });
});

describe('openBarcodeReader', () => {
  it('reads with the browser’s own detector where it reads Code 128, fetching no fallback', async () => {
    withNativeDetector(['qr_code', 'code_128']);
    withWebAssembly({ bulkMemory: true, compiles: true });
    expect(await readWith()).toEqual(['native']);
    expect(wasm.open).not.toHaveBeenCalled();
    expect(js.open).not.toHaveBeenCalled();
  });

  it('passes a detector without Code 128 over for zxing-wasm, where WebAssembly has bulk memory', async () => {
    withNativeDetector(['qr_code']);
    withWebAssembly({ bulkMemory: true, compiles: true });
    expect(await readWith()).toEqual(['wasm']);
    expect(js.open).not.toHaveBeenCalled();
  });

  it('reads with the JavaScript decoder where WebAssembly has no bulk memory (Chromium 69)', async () => {
    withWebAssembly({ bulkMemory: false, compiles: true });
    expect(await readWith()).toEqual(['js']);
    expect(wasm.open).not.toHaveBeenCalled();
  });

  it('reads with the JavaScript decoder where the policy refuses to compile WebAssembly', async () => {
    withWebAssembly({ bulkMemory: true, compiles: false });
    expect(await readWith()).toEqual(['js']);
    // Told by the probe: the decoder's 0.4 MB are never fetched.
    expect(wasm.open).not.toHaveBeenCalled();
  });

  it('falls back to the JavaScript decoder when zxing-wasm fails to compile, and keeps to it', async () => {
    withWebAssembly({ bulkMemory: true, compiles: true });
    wasm.open.mockRejectedValue(new Error('Aborted(CompileError: WebAssembly.instantiate(): …)'));
    expect(await readWith()).toEqual(['js']);
    expect(await readWith()).toEqual(['js']);
    expect(wasm.open).toHaveBeenCalledTimes(1);
  });

  it('rejects when the JavaScript decoder’s chunk does not arrive, and tries it again on the next tap', async () => {
    withWebAssembly({ bulkMemory: false, compiles: false });
    js.open.mockImplementationOnce(() => {
      throw new Error('Loading chunk failed');
    });
    await expect(openBarcodeReader()).rejects.toThrow('Loading chunk failed');
    expect(await readWith()).toEqual(['js']);
  });

  it('rejects where the engine offers no decoder at all', async () => {
    withWebAssembly({ bulkMemory: false, compiles: false });
    vi.stubGlobal('CanvasRenderingContext2D', undefined);
    await expect(openBarcodeReader()).rejects.toThrow();
    expect(js.open).not.toHaveBeenCalled();
  });
});
