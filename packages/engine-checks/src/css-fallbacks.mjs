/**
 * What the build writes for the oldest targets (Chrome 69, iOS 12) where no compiler lowers a feature:
 * a PostCSS step before Lightning CSS (`cssFallbacks`). Plain JavaScript: the build and the lint stage's
 * CSS check (css-support.mjs, which judges stylesheets as the build writes them) both run it.
 *
 * `overflow-wrap: anywhere` (Chrome 80, iOS 15.4) gets `overflow-wrap: break-word` before it, which breaks
 * a long word the same way where the line has no other place to break.
 *
 * Flex `gap` came with Chrome 84 and Safari 14.1 (iOS 14.5); the targets start at Chrome 69 and iOS 12,
 * where a flex row with `gap` draws its items touching (「应付金额--」). No compiler lowers it, so the
 * build does: after each flex rule with a gap it writes the same spacing as margins on the items, inside
 * `@supports` of engines without flex gap.
 *
 * No `@supports` test asks for flex gap itself (`gap` is known to them from grid). Two properties came
 * with it, per engine: unprefixed `ruby-position` in Chrome 84, `inset` in Safari 14.1 / iOS 14.5
 * (css-fallbacks.test.ts holds the pair to the compatibility data). An engine with neither lacks flex
 * gap. (Chrome 84's unprefixed `appearance` would do too, but the minifier adds `-webkit-appearance`, which
 * Chrome 69 knows, to the test.)
 */

export const NO_FLEX_GAP = 'not ((ruby-position: over) or (inset: 0))';

/** The condition as the minifier writes it (no spaces after colons), to find it in built CSS. */
export function isNoFlexGapCondition(params) {
  return params.replace(/\s+/g, '') === NO_FLEX_GAP.replace(/\s+/g, '');
}

/** Splits a value on its top-level white space (not inside `calc(…)`). */
export function splitValue(value) {
  const parts = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

const isZero = (value) => /^0(px|rem|em|%)?$/.test(value);

/** Declarations of a rule, last one winning, for the given properties. */
function lastValues(rule, props) {
  /** @type {Record<string, string>} */
  const values = {};
  for (const node of rule.nodes ?? []) {
    if (node.type === 'decl' && props.includes(node.prop)) values[node.prop] = node.value.trim();
  }
  return values;
}

const LAYOUT_PROPS = ['display', 'flex-direction', 'flex-flow', 'flex-wrap'];
const GAP_PROPS = ['gap', 'row-gap', 'column-gap'];

function insideConditionalRule(node, name) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && parent.name === name) return true;
  }
  return false;
}

/**
 * The selectors a rule's display may come from when it does not say it: the same selector in another rule
 * (`.a, .b { display: flex }` then `.a { gap }`), the last compound (`.pill > .list` → `.list`), and the
 * block of a BEM modifier (`.options--column` → `.options`).
 */
function relatedSelectors(selector) {
  const last = selector.split(/\s*[>+~\s]\s*/).pop() ?? selector;
  const block = last.replace(/--[\w-]+$/, '');
  return [...new Set([selector, last, block])];
}

/**
 * How a rule's items are laid out: `{ display, direction, wrap }` from the rule, completed from the
 * stylesheet's related rules; `display` stays undefined when nothing in the sheet says it.
 * @param {import('postcss').Rule} rule
 */
export function layoutOf(rule) {
  const own = lastValues(rule, LAYOUT_PROPS);
  const layout = { ...own };
  if (!layout.display) {
    const wanted = new Set(rule.selectors.flatMap(relatedSelectors));
    rule.root().walkRules((other) => {
      if (other === rule || insideConditionalRule(other, 'supports')) return;
      if (!other.selectors.some((selector) => wanted.has(selector))) return;
      const values = lastValues(other, LAYOUT_PROPS);
      if (!values.display) return;
      for (const [prop, value] of Object.entries(values)) if (!own[prop]) layout[prop] = value;
    });
  }
  const flow = splitValue(layout['flex-flow'] ?? '');
  const direction =
    layout['flex-direction'] ?? flow.find((word) => word.includes('row') || word.includes('column')) ?? 'row';
  const wrap = layout['flex-wrap'] ?? flow.find((word) => word.includes('wrap')) ?? 'nowrap';
  return { display: layout.display, direction, wrap };
}

export const isFlexDisplay = (display) => /^(inline-)?flex$/.test(display ?? '');

/** The row and column gaps a rule sets (`gap: <row> <column>?`, `row-gap`, `column-gap`). */
export function gapsOf(rule) {
  const values = lastValues(rule, GAP_PROPS);
  const [row, column = row] = splitValue(values.gap ?? '');
  return { row: values['row-gap'] ?? row, column: values['column-gap'] ?? column };
}

/**
 * The margins that stand in for a flex container's gaps: `items` on every item but the first of a
 * single line; on every item with `wrap`, the container taking the last one of each line back.
 * @returns {{ items: Record<string, string>; container: Record<string, string>; allItems: boolean }}
 */
export function fallbackMargins({ direction, wrap }, { row, column }, ownMargins = {}) {
  const reverse = direction.endsWith('-reverse');
  const isColumn = direction.startsWith('column');
  const items = {};
  const container = {};
  const set = (target, prop, value) => {
    if (value && !isZero(value)) target[prop] = value;
  };
  if (wrap === 'nowrap') {
    // The main axis only: margins before each item after the first, on the side the items advance to.
    const side = isColumn ? (reverse ? 'bottom' : 'top') : reverse ? 'right' : 'left';
    set(items, `margin-${side}`, isColumn ? row : column);
    return { items, container, allItems: false };
  }
  // Wrapping: every item gets the space after it on both axes, and the container's negative margins take
  // back the last item's of each line and the last line's, so lines break where they would with gap.
  const mainGap = isColumn ? row : column;
  const crossGap = isColumn ? column : row;
  const mainSide = isColumn ? 'bottom' : 'right';
  const crossSide = isColumn ? 'right' : 'bottom';
  set(items, `margin-${mainSide}`, mainGap);
  set(items, `margin-${crossSide}`, crossGap);
  for (const [prop, value] of Object.entries(items)) {
    const own = ownMargins[prop];
    // An auto margin cannot be made smaller: the lines then break a gap earlier.
    if (own === 'auto') continue;
    container[prop] = own && !isZero(own) ? `calc(${own} - ${value})` : `calc(-1 * ${value})`;
  }
  return { items, container, allItems: true };
}

/** The container's own right and bottom margins, which its fallback keeps (less the gap it takes back). */
function ownMargins(rule) {
  const values = lastValues(rule, ['margin', 'margin-right', 'margin-bottom']);
  const [top, right = top, bottom = top] = splitValue(values.margin ?? '');
  return {
    'margin-right': values['margin-right'] ?? right,
    'margin-bottom': values['margin-bottom'] ?? bottom,
  };
}

/**
 * The item selector of a fallback: `:not(:first-child)` (a single line) or `:nth-child(n)` (every item),
 * each two classes strong so an item's own `margin: 0` (a NutUI button's) does not cancel it.
 */
export function itemSelector(selector, allItems) {
  return `${selector} > ${allItems ? ':nth-child(n)' : ':not(:first-child)'}`;
}

/** `overflow-wrap: anywhere` preceded by `break-word`, unless the rule already gives a fallback. */
function overflowWrapFallbacks(root, Declaration) {
  root.walkDecls(/^(overflow-wrap|word-wrap)$/, (decl) => {
    if (decl.value.trim() !== 'anywhere') return;
    const previous = decl.prev();
    if (previous?.type === 'decl' && previous.prop === decl.prop) return;
    decl.before(new Declaration({ prop: decl.prop, value: 'break-word' }));
  });
}

/**
 * The PostCSS plugin: `overflow-wrap: anywhere` gets its fallback; after each rule laying out a flex
 * container with a gap comes an `@supports not (…)` block with its margins. A rule whose display the
 * stylesheet does not say is left alone (it may be a grid): the CSS check of the lint stage names it.
 */
export function cssFallbacks() {
  return {
    postcssPlugin: 'bluecat-css-fallbacks',
    Once(root, { AtRule, Rule, Declaration }) {
      overflowWrapFallbacks(root, Declaration);
      /** @type {import('postcss').Rule[]} */
      const rules = [];
      root.walkRules((rule) => {
        if (insideConditionalRule(rule, 'supports') || insideConditionalRule(rule, 'keyframes')) return;
        if (rule.nodes?.some((node) => node.type === 'decl' && GAP_PROPS.includes(node.prop)))
          rules.push(rule);
      });
      for (const rule of rules) {
        const layout = layoutOf(rule);
        if (!isFlexDisplay(layout.display)) continue;
        const { items, container, allItems } = fallbackMargins(layout, gapsOf(rule), ownMargins(rule));
        if (Object.keys(items).length === 0) continue;
        const block = new AtRule({ name: 'supports', params: NO_FLEX_GAP });
        const declarations = (values) =>
          Object.entries(values).map(([prop, value]) => new Declaration({ prop, value }));
        if (Object.keys(container).length > 0) {
          block.append(new Rule({ selectors: rule.selectors, nodes: declarations(container) }));
        }
        block.append(
          new Rule({
            selectors: rule.selectors.map((selector) => itemSelector(selector, allItems)),
            nodes: declarations(items),
          }),
        );
        rule.after(block);
      }
    },
  };
}
cssFallbacks.postcss = true;
