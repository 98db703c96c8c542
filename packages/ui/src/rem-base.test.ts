// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REM_BASE_SCRIPT } from './rem-base.ts';

/** Ten declared bases on a 375 px screen: 10 × 5vw. */
const TEN_BASES = 187.5;

/**
 * A kernel's layout, as far as the script measures it: a box of ten declared bases is 187.5 px whatever
 * the font setting; a 10rem box is that times the fix on <html> and the kernel's `inflation`.
 */
function layOut(kernel: { inflation: number }) {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const fix = Number(document.documentElement.style.getPropertyValue('--bc-rem-fix') || 1);
    const tenRem = /^10rem$/.test(this.style.width);
    const width = tenRem ? TEN_BASES * fix * kernel.inflation : TEN_BASES;
    return { width, height: 0, top: 0, left: 0, right: width, bottom: 0, x: 0, y: 0 } as DOMRect;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('style');
});

describe('the rem base script', () => {
  it('undoes only the kernel inflation of the root, and follows the setting as it changes', () => {
    const kernel = { inflation: 1 };
    layOut(kernel);
    const fix = () => document.documentElement.style.getPropertyValue('--bc-rem-fix');
    new Function(REM_BASE_SCRIPT)();
    // The standard setting, or an engine that keeps the root (Chromium's text zoom): nothing is set.
    expect(fix()).toBe('');

    // A 50 px root measured 53 px: the base is scaled back by 50/53.
    kernel.inflation = 1.06;
    window.dispatchEvent(new Event('resize'));
    expect(Number(fix())).toBeCloseTo(1 / 1.06, 5);

    // ×2, measured while the last fix is applied: the fix is of the inflation, not of the fix.
    kernel.inflation = 2;
    window.dispatchEvent(new Event('resize'));
    expect(Number(fix())).toBeCloseTo(0.5, 5);

    // Back to the standard size: the base is the declared one again.
    kernel.inflation = 1;
    window.dispatchEvent(new Event('resize'));
    expect(fix()).toBe('1');
  });

  it('leaves no probe behind in the page', () => {
    layOut({ inflation: 1.4 });
    const before = document.documentElement.childElementCount;
    new Function(REM_BASE_SCRIPT)();
    expect(document.documentElement.childElementCount).toBe(before);
  });

  it('stays small: it is in the first bytes of every page', () => {
    expect(REM_BASE_SCRIPT.length).toBeLessThanOrEqual(440);
  });
});
