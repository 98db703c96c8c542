import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignaturePad } from './signature-pad.tsx';
import type { SignatureStroke } from './signature-pad-export.ts';

/**
 * happy-dom has no canvas drawing: a recording 2D context stands in, and the pad's frame is given the
 * width of a 320 px phone's pad (288 px) on a 2× screen.
 */
const FRAME_WIDTH = 288;

interface Recorded {
  calls: string[];
  context: Record<string, unknown>;
}

let recorded: Recorded;

beforeEach(() => {
  recorded = { calls: [], context: {} };
  const context = new Proxy(recorded.context, {
    get(target, key) {
      if (key in target) return target[key as string];
      return (...args: number[]) => {
        recorded.calls.push(
          `${String(key)}(${args.map((value) => Math.round(value * 100) / 100).join(',')})`,
        );
      };
    },
    set(target, key, value) {
      target[key as string] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as RenderingContext);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('open-card-signature-pad') ? FRAME_WIDTH : 0;
  });
  vi.stubGlobal('devicePixelRatio', 2);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** signature_pad reads the legacy `which` (1 = main button), which happy-dom's mouse events lack. */
function mouse(
  target: Element | Document,
  type: 'mouseDown' | 'mouseMove' | 'mouseUp',
  clientX: number,
  clientY: number,
) {
  const event = createEvent[type](target, { button: 0, buttons: 1, clientX, clientY });
  Object.defineProperty(event, 'which', { value: 1 });
  fireEvent(target, event);
}

function renderPad(strokes: readonly SignatureStroke[] = []) {
  const onChange = vi.fn();
  const view = render(<SignaturePad strokes={strokes} onChange={onChange} label="签名区域" />);
  const canvas = screen.getByRole('img', { name: '签名区域' }) as HTMLCanvasElement;
  return { ...view, onChange, canvas };
}

describe('SignaturePad', () => {
  it('draws at screen size with one canvas pixel per device pixel', () => {
    const { canvas } = renderPad();
    expect(canvas.width).toBe(576);
    expect(canvas.height).toBe(256);
    expect(canvas.style.width).toBe('288px');
    expect(canvas.style.height).toBe('128px');
    expect(recorded.calls).toContain('setTransform(2,0,0,2,0,0)');
  });

  it('reports what is drawn in 900×400 signature space', () => {
    // signature_pad takes at most one move per 16 ms: the finger moves at a human pace here.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { canvas, onChange } = renderPad();
    // 288 px of pad are 900 of signature space: ×3.125.
    mouse(canvas, 'mouseDown', 28.8, 12.8);
    vi.advanceTimersByTime(20);
    mouse(canvas, 'mouseMove', 86.4, 38.4);
    vi.advanceTimersByTime(20);
    mouse(canvas, 'mouseMove', 144, 64);
    vi.advanceTimersByTime(20);
    mouse(document, 'mouseUp', 144, 64);
    vi.useRealTimers();
    expect(onChange).toHaveBeenCalledTimes(1);
    const [strokes] = onChange.mock.calls[0] as [SignatureStroke[]];
    expect(strokes).toHaveLength(1);
    expect(strokes[0]?.[0]?.x).toBeCloseTo(90, 6);
    expect(strokes[0]?.[0]?.y).toBeCloseTo(40, 6);
    expect(strokes[0]?.at(-1)?.x).toBeCloseTo(450, 6);
    expect(strokes[0]?.at(-1)?.y).toBeCloseTo(200, 6);
  });

  it('redraws strokes it is given at the pad scale, with the export pen scaled alike', () => {
    renderPad([[{ x: 450, y: 200 }]]);
    // Signature space drawn at 288 / 900 = 0.32 of its size: the middle dot lands at (144, 64).
    expect(recorded.calls).toEqual(
      expect.arrayContaining(['setTransform(2,0,0,2,0,0)', 'scale(0.32,0.32)', 'arc(450,200,3,0,6.28)']),
    );
    expect(recorded.context.lineWidth).toBe(6);
  });

  it('adds each new stroke to those already there', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const earlier: SignatureStroke[] = [[{ x: 450, y: 200 }]];
    const { canvas, onChange } = renderPad(earlier);
    mouse(canvas, 'mouseDown', 0, 0);
    vi.advanceTimersByTime(20);
    mouse(canvas, 'mouseMove', 28.8, 0);
    vi.advanceTimersByTime(20);
    mouse(document, 'mouseUp', 28.8, 0);
    vi.useRealTimers();
    const [strokes] = onChange.mock.calls[0] as [SignatureStroke[]];
    expect(strokes).toHaveLength(2);
    expect(strokes[0]).toBe(earlier[0]);
    expect(strokes[1]).toEqual([
      { x: 0, y: 0 },
      { x: 90, y: 0 },
    ]);
  });

  it('clears when the strokes are emptied from outside (清除签名)', () => {
    const { rerender, onChange } = renderPad([[{ x: 450, y: 200 }]]);
    recorded.calls.length = 0;
    rerender(<SignaturePad strokes={[]} onChange={onChange} label="签名区域" />);
    expect(recorded.calls).toContain('clearRect(0,0,576,256)');
    expect(recorded.calls.some((call) => call.startsWith('arc('))).toBe(false);
    expect(recorded.calls).not.toContain('scale(0.32,0.32)');
  });
});
