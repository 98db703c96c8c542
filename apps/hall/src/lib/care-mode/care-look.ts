import './care-look.css';

/**
 * 关怀版's text: every font size the hall's style sheets declare, enlarged 1.4 times (WeChat's own care
 * mode is about 1.4×), with 18 px as the least where the engine has CSS max(); line heights at least 1.5.
 * Boxes sized in px or rem keep their size, as under WeChat's font setting, so the same reflow rules hold.
 * The sheets of pages opened later are enlarged as they load.
 */
const SCALE = 1.4;
const LEAST_PX = 18;
const LEAST_LINE_HEIGHT = 1.5;

interface Original {
  fontSize: string;
  lineHeight: string;
}

const originals = new Map<CSSStyleDeclaration, Original>();
const visited = new WeakSet<CSSStyleDeclaration>();
let on = false;

const hasMax = typeof CSS !== 'undefined' && CSS.supports('font-size', `max(${LEAST_PX}px, 1rem)`);
/** Sizes that follow their parent's (em, %, keywords) are enlarged through it. */
const RELATIVE_SIZE = /^(?:[\d.]+(?:em|%)|inherit|initial|unset|revert|larger|smaller|)$/;

function enlarged(size: string): string {
  const scaled = `calc(${size} * ${SCALE})`;
  return hasMax ? `max(${LEAST_PX}px, ${scaled})` : scaled;
}

function lineHeightOf(value: string): string {
  if (value === '' || value === 'normal' || value === 'inherit') return value;
  const number = Number(value);
  return Number.isFinite(number) && number >= LEAST_LINE_HEIGHT ? value : String(LEAST_LINE_HEIGHT);
}

function visit(style: CSSStyleDeclaration) {
  if (visited.has(style)) return;
  visited.add(style);
  const fontSize = style.getPropertyValue('font-size').trim();
  const lineHeight = style.getPropertyValue('line-height').trim();
  const sizeChanges = !RELATIVE_SIZE.test(fontSize);
  if (!sizeChanges && lineHeightOf(lineHeight) === lineHeight) return;
  originals.set(style, { fontSize: sizeChanges ? fontSize : '', lineHeight });
}

function walk(rules: CSSRuleList) {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      // The root's size is the rem of every box: it stays.
      if (!/(^|,)\s*(html|:root)\b/.test(rule.selectorText)) visit(rule.style);
    } else if ('cssRules' in rule) {
      walk((rule as CSSGroupingRule).cssRules);
    }
  }
}

function paint(style: CSSStyleDeclaration, original: Original) {
  if (original.fontSize) {
    style.setProperty(
      'font-size',
      on ? enlarged(original.fontSize) : original.fontSize,
      style.getPropertyPriority('font-size'),
    );
  }
  if (original.lineHeight) {
    style.setProperty(
      'line-height',
      on ? lineHeightOf(original.lineHeight) : original.lineHeight,
      style.getPropertyPriority('line-height'),
    );
  }
}

function enlargeSheets() {
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      walk(sheet.cssRules);
    } catch {
      // A sheet of another origin is not the hall's.
    }
  }
  for (const [style, original] of originals) paint(style, original);
}

let watching = false;

/** Sheets of pages opened later (each page brings its CSS as it loads). */
function watchNewSheets() {
  if (watching) return;
  watching = true;
  document.addEventListener(
    'load',
    (event) => {
      const target = event.target as Element | null;
      if (on && target && (target.tagName === 'LINK' || target.tagName === 'STYLE')) enlargeSheets();
    },
    true,
  );
  new MutationObserver(() => {
    if (on) enlargeSheets();
  }).observe(document.head, { childList: true });
}

export function enlargeText(next: boolean): void {
  on = next;
  watchNewSheets();
  enlargeSheets();
  window.dispatchEvent(new Event('resize'));
}
