import { describe, expect, it } from 'vitest';
import {
  drawSignature,
  hasSignature,
  padCanvasSize,
  padHeightFor,
  padPenRadius,
  SIGNATURE_EXPORT,
  type SignatureContext,
  signatureDataUrl,
  strokeFromPad,
  toPadSpace,
  toSignatureSpace,
} from './signature-pad-export.ts';

/** Records what is drawn, and the style in force at each stroke and fill. */
function recordingContext() {
  const calls: string[] = [];
  const context = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    lineJoin: 'miter',
    fillRect: (x: number, y: number, w: number, h: number) =>
      calls.push(`fillRect ${x},${y},${w},${h} ${context.fillStyle}`),
    beginPath: () => calls.push('beginPath'),
    moveTo: (x: number, y: number) => calls.push(`moveTo ${x},${y}`),
    lineTo: (x: number, y: number) => calls.push(`lineTo ${x},${y}`),
    quadraticCurveTo: (cx: number, cy: number, x: number, y: number) =>
      calls.push(`curve ${cx},${cy} ${x},${y}`),
    arc: (x: number, y: number, r: number) => calls.push(`arc ${x},${y} r${r}`),
    fill: () => calls.push(`fill ${context.fillStyle}`),
    stroke: () =>
      calls.push(
        `stroke ${context.strokeStyle} w${context.lineWidth} ${context.lineCap}/${context.lineJoin}`,
      ),
  };
  return { context: context as unknown as SignatureContext, calls };
}

describe('signature export geometry', () => {
  it('exports 900×400 with a 6 px black line', () => {
    expect(SIGNATURE_EXPORT).toMatchObject({ width: 900, height: 400, lineWidth: 6, color: '#000000' });
  });

  it.each([
    // A 288 px wide pad (a 320 px phone) is 128 px high: the 9:4 of the export.
    [288, 128],
    [343, 152.44444444444446],
    [900, 400],
  ])('a pad %d px wide is %d px high', (width, height) => {
    expect(padHeightFor(width)).toBe(height);
  });

  it.each([
    ['a standard screen', 1, { width: 288, height: 128, ratio: 1 }],
    ['a 2× phone', 2, { width: 576, height: 256, ratio: 2 }],
    ['a 3× phone', 3, { width: 864, height: 384, ratio: 3 }],
    ['a 2.75× phone (rounded to whole pixels)', 2.75, { width: 792, height: 352, ratio: 2.75 }],
    ['a zoomed-out desktop (ratio under 1)', 0.5, { width: 288, height: 128, ratio: 1 }],
    ['no ratio reported', Number.NaN, { width: 288, height: 128, ratio: 1 }],
  ])('the canvas has one pixel per device pixel on %s', (_case, ratio, expected) => {
    expect(padCanvasSize({ width: 288, height: 128 }, ratio)).toEqual(expected);
  });

  it('draws the pen on screen as the 6 px export line scaled to the pad', () => {
    // 288 / 900 = 0.32 of the export: a 1.92 px line, drawn by signature_pad as discs of radius 0.96.
    expect(padPenRadius({ width: 288, height: 128 })).toBeCloseTo(0.96, 10);
    expect(padPenRadius({ width: 900, height: 400 })).toBe(3);
  });

  it('maps pad points to signature space and back', () => {
    const pad = { width: 288, height: 128 };
    expect(toSignatureSpace({ x: 144, y: 64 }, pad)).toEqual({ x: 450, y: 200 });
    expect(toSignatureSpace({ x: 288, y: 128 }, pad)).toEqual({ x: 900, y: 400 });
    expect(toPadSpace({ x: 450, y: 200 }, pad)).toEqual({ x: 144, y: 64 });
    // A finger that slides off the pad's edge is kept on the image.
    expect(toSignatureSpace({ x: -10, y: 200 }, pad)).toEqual({ x: 0, y: 400 });
  });

  it('keeps a stroke in place when the pad changes size (a phone turned sideways)', () => {
    const point = toSignatureSpace({ x: 100, y: 50 }, { width: 288, height: 128 });
    const wide = toPadSpace(point, { width: 576, height: 256 });
    expect(wide.x).toBeCloseTo(200, 10);
    expect(wide.y).toBeCloseTo(100, 10);
  });
});

describe('drawSignature', () => {
  it('fills the 900×400 ground white and strokes each line black, 6 px, round', () => {
    const { context, calls } = recordingContext();
    drawSignature(context, [
      [
        { x: 10, y: 20 },
        { x: 30, y: 40 },
        { x: 50, y: 20 },
      ],
    ]);
    expect(calls).toEqual([
      'fillRect 0,0,900,400 #ffffff',
      'beginPath',
      'moveTo 10,20',
      'curve 30,40 40,30',
      'lineTo 50,20',
      'stroke #000000 w6 round/round',
    ]);
  });

  it('draws a single tap as a dot of the line width', () => {
    const { context, calls } = recordingContext();
    drawSignature(context, [[{ x: 450, y: 200 }], []]);
    expect(calls).toEqual(['fillRect 0,0,900,400 #ffffff', 'beginPath', 'arc 450,200 r3', 'fill #000000']);
  });

  it('draws a two-point stroke as a straight line', () => {
    const { context, calls } = recordingContext();
    drawSignature(context, [
      [
        { x: 0, y: 0 },
        { x: 900, y: 400 },
      ],
    ]);
    expect(calls.slice(1)).toEqual([
      'beginPath',
      'moveTo 0,0',
      'lineTo 900,400',
      'stroke #000000 w6 round/round',
    ]);
  });
});

describe('signatureDataUrl', () => {
  it('draws on a fresh 900×400 canvas and exports a PNG', () => {
    const { context, calls } = recordingContext();
    const canvas = {
      width: 300,
      height: 150,
      getContext: (kind: string) => (kind === '2d' ? context : null),
      toDataURL: (type: string) => `data:${type};base64,${canvas.width}x${canvas.height}`,
    };
    const url = signatureDataUrl([[{ x: 1, y: 2 }]], () => canvas as unknown as HTMLCanvasElement);
    expect(url).toBe('data:image/png;base64,900x400');
    expect(calls[0]).toBe('fillRect 0,0,900,400 #ffffff');
  });
});

describe('strokeFromPad', () => {
  const a = { x: 1, y: 1 };
  const b = { x: 2, y: 2 };
  const c = { x: 3, y: 3 };
  const d = { x: 4, y: 4 };
  it.each([
    ['a tap', [a], [a]],
    ['a two-point line with the copy of its start', [a, b, a], [a, b]],
    ['a longer line with the copy of a recent point', [a, b, c, d, b], [a, b, c, d]],
    ['a line ending on a new point', [a, b, c, d], [a, b, c, d]],
    [
      'a loop closing on its far-away start',
      [a, b, c, d, c, b, d, { x: 9, y: 9 }, a],
      [a, b, c, d, c, b, d, { x: 9, y: 9 }, a],
    ],
  ])('keeps what was drawn of %s', (_case, points, expected) => {
    expect(strokeFromPad(points)).toEqual(expected);
  });
});

describe('hasSignature', () => {
  it.each([
    ['no strokes', [], false],
    ['only empty strokes', [[]], false],
    ['a dot', [[{ x: 1, y: 1 }]], true],
  ])('%s → %s', (_case, strokes, expected) => {
    expect(hasSignature(strokes)).toBe(expected);
  });
});
