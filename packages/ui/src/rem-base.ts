/**
 * The rem base kept at its declared size where the engine inflates it.
 *
 * styles.css declares the base as `--bc-rem` (a twentieth of the screen, 27 px from 540 px) and sizes the
 * root `calc(var(--bc-rem) * var(--bc-rem-fix, 1))`. Android WeChat's X5 kernels apply the user's font
 * setting to the root's font size as well as to the text: `1rem` then renders larger than declared (a
 * 50 px root measured 53 px), so every rem box grows with the text until the layout scrolls sideways or
 * cuts it. The script measures a 10rem box against ten declared bases (a box in vw or px, which no font
 * setting touches): their ratio over the fix already applied is the kernel's inflation, and `--bc-rem-fix`
 * on <html> becomes its inverse (1 again once the setting is back to standard; a change under 0.1 %, a
 * rounding of the layout, is left alone). Text keeps the user's size: the kernel still enlarges every
 * font, only the boxes stay as designed. WeChat's setting itself is never touched (no
 * setFontSizeCallback, no text-size-adjust: none).
 *
 * It runs in <head> after the page's styles (a parser-blocking script waits for them), before the body
 * and its first-screen frame are drawn, and again on each resize (a turned phone, a changed setting).
 * Inline, so it is in every page's first bytes: kept this small, ES5 and DOM Level 2 only (Chrome 69,
 * iOS 12). The Content-Security-Policy allows it by its hash, which the build writes with the other
 * inline scripts' (script-hashes-plugin.ts).
 */
// The probe is added and taken away before anything is drawn: it needs no rule to stay unseen.
export const REM_BASE_SCRIPT =
  "(function(d,h,f){function m(){var p=d.createElement('i'),s=p.style,r,b,n;" +
  "s.cssText='position:absolute;width:10rem';h.appendChild(p);r=p.getBoundingClientRect().width;" +
  "s.width='calc(10*var(--bc-rem))';b=p.getBoundingClientRect().width;h.removeChild(p);" +
  "if(r&&b){n=r/b/f;n=Math.abs(n-1)>.001?1/n:1;if(Math.abs(n-f)>.001)h.style.setProperty('--bc-rem-fix',''+(f=n))}}" +
  "m();addEventListener('resize',m)})(document,document.documentElement,1)";

/** The script as a tag of each app's pages (Rsbuild's `html.tags`): last in <head>, after the styles. */
export const remBaseTag = {
  tag: 'script',
  children: REM_BASE_SCRIPT,
  head: true,
  append: true,
} as const;
