/**
 * 电子签名 e-signature geometry (product.md › 开卡向导): the signature is uploaded as a 900×400 image drawn with a
 * 6 px black line. The pad on screen is smaller (the phone's width), so strokes are kept in that
 * 900×400 "signature space" and only scaled for the screen: the upload is redrawn from the strokes at
 * full size, sharp whatever the phone's pixel ratio, instead of stretching the small screen canvas.
 */

export const SIGNATURE_EXPORT = {
  width: 900,
  height: 400,
  lineWidth: 6,
  color: '#000000',
  /**
   * The spec gives no background. White, not transparent: a transparent PNG shows as a black box in
   * some document viewers, and the signature ends up printed on the customer's agreement.
   */
  background: '#ffffff',
} as const;

/** A point of a stroke in signature space (0–900 across, 0–400 down). */
export interface SignaturePoint {
  x: number;
  y: number;
}

/** One pen-down-to-pen-up line; a single point is a dot. */
export type SignatureStroke = readonly SignaturePoint[];

export interface PadSize {
  /** CSS pixels. */
  width: number;
  height: number;
}

/** The pad keeps the export's 9:4 shape, so a point maps to the same place on screen and in the upload. */
export function padHeightFor(cssWidth: number): number {
  return (cssWidth * SIGNATURE_EXPORT.height) / SIGNATURE_EXPORT.width;
}

/**
 * The canvas's own pixel size for a pad of `size` CSS pixels on a screen of `devicePixelRatio`: one
 * canvas pixel per device pixel, so the strokes are not blurred on high-DPI phones. The drawing
 * context is then scaled by `ratio`, and the pad keeps drawing in CSS pixels. Ratios under 1 (a
 * zoomed-out desktop) are treated as 1, as a smaller canvas would only lose detail.
 */
export function padCanvasSize(size: PadSize, devicePixelRatio: number): PadSize & { ratio: number } {
  const ratio = Number.isFinite(devicePixelRatio) && devicePixelRatio > 1 ? devicePixelRatio : 1;
  return { width: Math.round(size.width * ratio), height: Math.round(size.height * ratio), ratio };
}

/** How many CSS pixels of the pad one unit of signature space is. */
export function padScale(size: PadSize): number {
  return Math.min(size.width / SIGNATURE_EXPORT.width, size.height / SIGNATURE_EXPORT.height);
}

/**
 * The pen's radius on screen (signature_pad draws a line as a trail of discs of this radius), so the
 * line on screen is the 6 px export line scaled down: what the customer sees is what is uploaded.
 */
export function padPenRadius(size: PadSize): number {
  return (SIGNATURE_EXPORT.lineWidth / 2) * padScale(size);
}

export function toSignatureSpace(point: SignaturePoint, size: PadSize): SignaturePoint {
  const scale = padScale(size);
  return {
    x: clamp(point.x / scale, SIGNATURE_EXPORT.width),
    y: clamp(point.y / scale, SIGNATURE_EXPORT.height),
  };
}

export function toPadSpace(point: SignaturePoint, size: PadSize): SignaturePoint {
  const scale = padScale(size);
  return { x: point.x * scale, y: point.y * scale };
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(value, 0), max);
}

/** The part of a 2D context the export uses, so the drawing can be checked without a real canvas. */
export type SignatureContext = Pick<
  CanvasRenderingContext2D,
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineCap'
  | 'lineJoin'
  | 'fillRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'quadraticCurveTo'
  | 'arc'
  | 'fill'
  | 'stroke'
>;

/**
 * Draws the strokes on a 900×400 context: white ground, black 6 px round-capped lines.
 */
export function drawSignature(context: SignatureContext, strokes: readonly SignatureStroke[]): void {
  const { width, height, background } = SIGNATURE_EXPORT;
  context.fillStyle = background;
  context.fillRect(0, 0, width, height);
  drawStrokes(context, strokes);
}

/**
 * Draws the strokes in signature space with the export's pen; the pad calls it under a transform that
 * scales signature space to the screen. Between the recorded points the line runs through their
 * midpoints as quadratic curves, which smooths the corners a finger leaves without moving the line
 * away from where it was drawn.
 */
export function drawStrokes(context: SignatureContext, strokes: readonly SignatureStroke[]): void {
  const { lineWidth, color } = SIGNATURE_EXPORT;
  context.strokeStyle = color;
  context.fillStyle = color;
  context.lineWidth = lineWidth;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    context.beginPath();
    if (rest.length === 0) {
      context.arc(first.x, first.y, lineWidth / 2, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    context.moveTo(first.x, first.y);
    for (let index = 0; index < rest.length - 1; index += 1) {
      const point = rest[index] as SignaturePoint;
      const next = rest[index + 1] as SignaturePoint;
      context.quadraticCurveTo(point.x, point.y, (point.x + next.x) / 2, (point.y + next.y) / 2);
    }
    const last = rest[rest.length - 1] as SignaturePoint;
    context.lineTo(last.x, last.y);
    context.stroke();
  }
}

/**
 * The points of one stroke as signature_pad 2 records them, without the extra point it appends when
 * the pen lifts: a copy of one of the last three points already recorded (its own redraw skips it),
 * which drawn as recorded would add a small hook back at the end of every line.
 */
export function strokeFromPad<P extends SignaturePoint>(points: readonly P[]): P[] {
  const last = points[points.length - 1];
  if (points.length < 3 || !last) return [...points];
  const recent = points.slice(-4, -1);
  const repeated = recent.some((point) => point.x === last.x && point.y === last.y);
  return repeated ? points.slice(0, -1) : [...points];
}

/** The upload: the strokes drawn on a fresh 900×400 canvas, as a PNG data URL. */
export function signatureDataUrl(
  strokes: readonly SignatureStroke[],
  createCanvas: () => HTMLCanvasElement = () => document.createElement('canvas'),
): string {
  const canvas = createCanvas();
  canvas.width = SIGNATURE_EXPORT.width;
  canvas.height = SIGNATURE_EXPORT.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  drawSignature(context, strokes);
  return canvas.toDataURL('image/png');
}

/** A signature is there once anything has been drawn. */
export function hasSignature(strokes: readonly SignatureStroke[]): boolean {
  return strokes.some((stroke) => stroke.length > 0);
}
