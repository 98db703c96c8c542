import { useCallback, useEffect, useRef } from 'react';
import SignatureCanvas from 'react-signature-canvas';
import {
  drawStrokes,
  type PadSize,
  padCanvasSize,
  padHeightFor,
  padPenRadius,
  padScale,
  SIGNATURE_EXPORT,
  type SignatureStroke,
  strokeFromPad,
  toSignatureSpace,
} from './signature-pad-export.ts';

export interface SignaturePadProps {
  /** The strokes in 900×400 signature space; the pad redraws when they change from outside (清除, a restored draft). */
  strokes: readonly SignatureStroke[];
  onChange: (strokes: SignatureStroke[]) => void;
  /** Accessible name of the drawing area. */
  label: string;
}

interface RawPoint {
  x: number;
  y: number;
}

/**
 * The drawing surface of the agreement step, loaded only with that step (react-signature-canvas and
 * signature_pad stay out of every other page). It is drawn at the screen's size and pixel ratio; the
 * strokes it reports are in signature space, so the upload never depends on the phone.
 */
export function SignaturePad({ strokes, onChange, label }: SignaturePadProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const padRef = useRef<SignatureCanvas>(null);
  const sizeRef = useRef<PadSize | null>(null);
  // The strokes last reported or drawn, to tell an outside change (redraw) from the pad's own echo.
  const shownRef = useRef<readonly SignatureStroke[]>(strokes);
  const strokesRef = useRef(strokes);
  strokesRef.current = strokes;

  /**
   * Shows `next` on a clean pad. The strokes are drawn here rather than handed back to signature_pad
   * (its fromData drops the last point of every line); the pad then only records the next stroke.
   */
  const redraw = useCallback((next: readonly SignatureStroke[]) => {
    const pad = padRef.current;
    const size = sizeRef.current;
    if (!pad || !size) return;
    pad.clear();
    const context = pad.getCanvas().getContext('2d');
    if (context && next.length > 0) {
      context.save();
      const scale = padScale(size);
      context.scale(scale, scale);
      drawStrokes(context, next);
      context.restore();
    }
    shownRef.current = next;
  }, []);

  /**
   * Fits the canvas to its frame. A phone turned sideways or a browser bar sliding away changes the
   * size; the strokes are kept and redrawn (the library's own resize would wipe them).
   */
  const fitToFrame = useCallback(() => {
    const frame = frameRef.current;
    const pad = padRef.current;
    if (!frame || !pad) return;
    const width = frame.clientWidth;
    if (width === 0 || width === sizeRef.current?.width) return;
    const size = { width, height: padHeightFor(width) };
    const canvas = pad.getCanvas();
    const pixels = padCanvasSize(size, window.devicePixelRatio);
    canvas.width = pixels.width;
    canvas.height = pixels.height;
    canvas.style.width = `${size.width}px`;
    canvas.style.height = `${size.height}px`;
    canvas.getContext('2d')?.setTransform(pixels.ratio, 0, 0, pixels.ratio, 0, 0);
    const signaturePad = pad.getSignaturePad();
    const radius = padPenRadius(size);
    signaturePad.minWidth = radius;
    signaturePad.maxWidth = radius;
    signaturePad.dotSize = radius;
    sizeRef.current = size;
    redraw(strokesRef.current);
  }, [redraw]);

  useEffect(() => {
    fitToFrame();
    const frame = frameRef.current;
    if (typeof ResizeObserver === 'function' && frame) {
      const observer = new ResizeObserver(() => fitToFrame());
      observer.observe(frame);
      return () => observer.disconnect();
    }
    window.addEventListener('resize', fitToFrame);
    return () => window.removeEventListener('resize', fitToFrame);
  }, [fitToFrame]);

  useEffect(() => {
    if (strokes !== shownRef.current) redraw(strokes);
  }, [strokes, redraw]);

  function strokeEnded() {
    const pad = padRef.current;
    const size = sizeRef.current;
    if (!pad || !size) return;
    const groups = pad.toData() as unknown as RawPoint[][];
    const drawn = groups[groups.length - 1];
    if (!drawn || drawn.length === 0) return;
    const stroke = strokeFromPad(drawn).map((point) => toSignatureSpace(point, size));
    const next = [...strokesRef.current, stroke];
    shownRef.current = next;
    onChange(next);
  }

  return (
    <div ref={frameRef} className="open-card-signature-pad">
      <SignatureCanvas
        ref={padRef}
        penColor={SIGNATURE_EXPORT.color}
        clearOnResize={false}
        // Every move is kept: at a 2 px pen, the default 5 px spacing turns small characters into corners.
        minDistance={1}
        onEnd={strokeEnded}
        canvasProps={{ className: 'open-card-signature-canvas', role: 'img', 'aria-label': label }}
      />
    </div>
  );
}
