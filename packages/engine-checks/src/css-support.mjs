/**
 * CSS the oldest targets (Chrome 69, iOS 12) lack, judged by MDN's browser-compat-data, the data
 * eslint-plugin-compat, doiuse and caniuse's CSS tables are kept against, not by a list of our own. A
 * stylesheet is judged as the build writes it: through the flex-gap fallback (css-fallbacks.mjs), then
 * Lightning CSS with the build's targets, which adds the prefixes and lowers what it can (`inset`, nesting,
 * new colour syntax). What is left must be known to every target, or be covered:
 *
 * - by an earlier declaration of the same property in the same rule that they know (`font-size: 5vw;
 *   font-size: min(…)`), or by an `@supports` around it that names the feature;
 * - flex `gap` by the margins the build writes after its rule;
 * - a media feature needs nothing: an engine that does not know it leaves the block out.
 *
 * Plain JavaScript: the lint stage (scripts/check-engine-apis.mjs) runs it without a compiler.
 */
import { createRequire } from 'node:module';
import { browserslistToTargets, transform } from 'lightningcss';
import postcss from 'postcss';
import { BROWSER_TARGETS } from './browser-targets.mjs';
import {
  cssFallbacks,
  isFlexDisplay,
  isNoFlexGapCondition,
  itemSelector,
  layoutOf,
} from './css-fallbacks.mjs';

const require = createRequire(import.meta.url);
const bcd = require('@mdn/browser-compat-data');
const browserslist = require('browserslist');

/** The oldest engine of each family the apps promise to run on, as browser-compat-data names them. */
export const CSS_TARGETS = Object.freeze([
  { browser: 'chrome', name: 'Chrome', version: 69 },
  { browser: 'safari_ios', name: 'iOS Safari', version: 12 },
]);

/** Version strings of the data: "84", "≤79", "preview", true / false / null. */
function versionNumber(value) {
  if (value === true) return 0;
  if (typeof value !== 'string') return Number.POSITIVE_INFINITY;
  const number = Number.parseFloat(value.replace('≤', ''));
  return Number.isNaN(number) ? Number.POSITIVE_INFINITY : number;
}

/**
 * Whether a browser version has a feature under the name used: unprefixed, or with the vendor prefix the
 * stylesheet wrote (`-webkit-user-select`), or under an alternative name (`:-webkit-any()` for `:is()`).
 */
function supportedIn(compat, browser, version, used) {
  const statements = [compat.support[browser] ?? []].flat();
  return statements.some((statement) => {
    if (statement.flags) return false;
    if (versionNumber(statement.version_added) > version) return false;
    if (statement.version_removed && versionNumber(statement.version_removed) <= version) return false;
    if (statement.alternative_name) return statement.alternative_name === used.name;
    return (statement.prefix ?? '') === (used.prefix ?? '');
  });
}

/** The first version of a browser with the feature unprefixed ('—' when none), for the message. */
function firstVersion(compat, browser) {
  const versions = [compat.support[browser] ?? []]
    .flat()
    .filter((statement) => !statement.flags && !statement.prefix && !statement.alternative_name)
    .map((statement) => versionNumber(statement.version_added))
    .filter(Number.isFinite);
  return versions.length > 0 ? String(Math.min(...versions)) : '—';
}

/** The targets that lack a feature, e.g. ['Chrome 69 (from 79)']. */
function missingIn(compat, used = {}) {
  return CSS_TARGETS.filter(({ browser, version }) => !supportedIn(compat, browser, version, used)).map(
    ({ browser, name, version }) => `${name} ${version} (from ${firstVersion(compat, browser)})`,
  );
}

const VENDOR = /^-(webkit|moz|ms|o)-/;

/**
 * Functions (`min()`, `env()`, `conic-gradient()`) and units (`dvh`, `cqw`) by name, from the data's value
 * types; basic shapes (`rect()`, `inset()`) only count in the properties that take one, which list them.
 */
function indexValues(tree, { functions = new Map(), units = new Map(), skip = [] } = {}) {
  for (const [key, child] of Object.entries(tree)) {
    if (key === '__compat' || skip.includes(key) || typeof child !== 'object') continue;
    const description = child.__compat?.description ?? '';
    const fn = /^<code>([\w-]+)\(\)<\/code>$/.exec(description);
    if (fn?.[1] && !functions.has(fn[1])) functions.set(fn[1], child.__compat);
    if (/units?$/.test(description)) {
      for (const code of description.matchAll(/<code>([a-zA-Z]+)<\/code>/g)) {
        if (code[1] && !units.has(code[1])) units.set(code[1], child.__compat);
      }
    }
    indexValues(child, { functions, units });
  }
  return { functions, units };
}
const { functions: FUNCTIONS, units: UNITS } = indexValues(bcd.css.types, { skip: ['basic-shape'] });
// A type of its own (`css.types.counter`) says more than a use of the same function nested in another.
for (const type of Object.values(bcd.css.types)) {
  const fn = /^<code>([\w-]+)\(\)<\/code>$/.exec(type.__compat?.description ?? '');
  if (fn?.[1]) FUNCTIONS.set(fn[1], type.__compat);
}
/** @type {Map<string, Map<string, object>>} property → its own functions (`grid-template-columns` → `repeat()`) */
const PROPERTY_FUNCTIONS = new Map();
function functionsOf(prop) {
  if (!PROPERTY_FUNCTIONS.has(prop)) {
    const entry = bcd.css.properties[prop];
    PROPERTY_FUNCTIONS.set(prop, entry ? indexValues(entry).functions : new Map());
  }
  return PROPERTY_FUNCTIONS.get(prop);
}

/**
 * Properties that only hint at interaction or decoration: an engine that does not know one draws the
 * same layout and content (a pointer shape, a resize handle, the tap highlight, scroll chaining, the
 * colour of a native check box). The data still says which engines have them; the check does not ask.
 */
const HINTS = new Set([
  'cursor',
  'resize',
  'touch-action',
  'overscroll-behavior',
  'overscroll-behavior-x',
  'overscroll-behavior-y',
  'touch-callout',
  'text-size-adjust',
  'tap-highlight-color',
  'accent-color',
  'will-change',
]);

/** A declaration's value without strings and url(…) contents, which hold no features. */
function valueTokens(value) {
  const bare = value.replace(/(["'])(?:\\.|(?!\1).)*\1/g, '""').replace(/url\([^)]*\)/gi, 'url()');
  return {
    functions: [...bare.matchAll(/(-?[a-zA-Z][\w-]*)\(/g)].map((match) => (match[1] ?? '').toLowerCase()),
    units: [...bare.matchAll(/(?:^|[^\w#-])(?:\d*\.)?\d+([a-zA-Z]+)/g)].map((match) => match[1] ?? ''),
    keywords: [...bare.matchAll(/(?:^|[^\w#(.-])(-?[a-zA-Z][\w-]*)(?![\w(-])/g)].map((match) =>
      (match[1] ?? '').toLowerCase(),
    ),
  };
}

/**
 * The features of a declaration the targets lack, each `{ feature, missing, token }` (`token` is what
 * an @supports test of it would name).
 */
function declarationGaps(prop, value) {
  if (prop.startsWith('--')) return valueGaps(undefined, value, prop);
  const prefix = VENDOR.exec(prop)?.[0];
  // Prefixes of engines that are not targets are fallbacks for those engines.
  if (prefix && prefix !== '-webkit-') return [];
  const base = prefix ? prop.slice(prefix.length) : prop;
  if (HINTS.has(base)) return [];
  const entry = bcd.css.properties[prop] ?? bcd.css.properties[base];
  const gaps = [];
  if (entry?.__compat) {
    const used = bcd.css.properties[prop] ? {} : { prefix, name: prop };
    const missing = missingIn(entry.__compat, used);
    if (missing.length > 0) gaps.push({ feature: `property ${prop}`, missing, token: prop });
  }
  // The data's keywords are the standard property's: a prefixed one is judged by its name alone.
  return [...gaps, ...valueGaps(prefix ? undefined : entry, value, base)];
}

function valueGaps(entry, value, prop) {
  const gaps = [];
  const tokens = valueTokens(value);
  for (const name of new Set(tokens.functions)) {
    const prefix = VENDOR.exec(name)?.[0];
    if (prefix && prefix !== '-webkit-') continue;
    const base = prefix ? name.slice(prefix.length) : name;
    const own = functionsOf(prop);
    const compat = own.get(name) ?? FUNCTIONS.get(name) ?? own.get(base) ?? FUNCTIONS.get(base);
    if (!compat) continue;
    const used = own.has(name) || FUNCTIONS.has(name) ? {} : { prefix, name: `${name}()` };
    const missing = missingIn(compat, used);
    if (missing.length > 0) gaps.push({ feature: `${name}()`, missing, token: `${name}(` });
  }
  for (const unit of new Set(tokens.units)) {
    const compat = UNITS.get(unit);
    const missing = compat ? missingIn(compat) : [];
    if (missing.length > 0) gaps.push({ feature: `unit ${unit}`, missing, token: unit });
  }
  for (const keyword of new Set(tokens.keywords)) {
    // `gap` by context is judged on its own (flex or grid); its keys name contexts, not keywords.
    if (!entry || prop === 'gap' || prop.endsWith('-gap')) continue;
    const compat = Object.hasOwn(entry, keyword) ? entry[keyword]?.__compat : undefined;
    const missing = compat ? missingIn(compat) : [];
    if (missing.length > 0) gaps.push({ feature: `${prop}: ${keyword}`, missing, token: keyword });
  }
  return gaps;
}

/** Pseudo-classes and pseudo-elements of a selector the targets lack (`:focus-visible`, `:is()`). */
function selectorGaps(selector) {
  const gaps = [];
  const bare = selector.replace(/\[[^\]]*\]/g, '[]');
  for (const match of bare.matchAll(/::?(-?[a-zA-Z][\w-]*)(\()?/g)) {
    const name = (match[1] ?? '').toLowerCase();
    const prefix = VENDOR.exec(name)?.[0];
    if (prefix && prefix !== '-webkit-') continue;
    const entry = bcd.css.selectors[name];
    if (!entry?.__compat) continue;
    const missing = missingIn(entry.__compat, { name: `${match[0]}${match[2] ? ')' : ''}` });
    if (missing.length > 0)
      gaps.push({ feature: `selector ${match[0]}${match[2] ? ')' : ''}`, missing, token: name });
  }
  return gaps;
}

/** At-rules the targets lack (`@layer`, `@container`, `@property`). */
function atRuleGaps(name) {
  const prefix = VENDOR.exec(name)?.[0];
  if (prefix && prefix !== '-webkit-') return [];
  const entry = bcd.css['at-rules'][name] ?? bcd.css['at-rules'][prefix ? name.slice(prefix.length) : name];
  const missing = entry?.__compat ? missingIn(entry.__compat, { prefix, name: `@${name}` }) : [];
  return missing.length > 0 ? [{ feature: `@${name}`, missing, token: name }] : [];
}

/** The @supports conditions around a node: a feature they name is guarded. */
function supportsConditions(node) {
  const conditions = [];
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && parent.name === 'supports') conditions.push(parent.params);
  }
  return conditions;
}

const compact = (selector) =>
  selector
    .replace(/\s*([>+~,])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** Every item selector of the sheet's flex-gap fallbacks. */
function flexGapFallbacks(root) {
  const selectors = new Set();
  root.walkAtRules('supports', (block) => {
    if (!isNoFlexGapCondition(block.params)) return;
    block.walkRules((rule) => {
      for (const selector of rule.selectors) selectors.add(compact(selector));
    });
  });
  return selectors;
}

/** A rule's `gap` with a value that is not zero, in a flex container without the build's fallback. */
function flexGapProblem(rule, decl, fallbacks) {
  if (/^0(\s+0)?$/.test(decl.value.trim())) return undefined;
  const covered = rule.selectors.every(
    (selector) =>
      fallbacks.has(compact(itemSelector(selector, false))) ||
      fallbacks.has(compact(itemSelector(selector, true))),
  );
  if (covered) return undefined;
  const { display } = layoutOf(rule);
  if (display && !isFlexDisplay(display)) return undefined;
  const compat = bcd.css.properties[decl.prop]?.flex_context?.__compat;
  return {
    feature: display ? `flex ${decl.prop}` : `${decl.prop} in a rule without display`,
    missing: compat ? missingIn(compat) : [],
    instead: display
      ? 'a flex gap the build could not turn into margins: give the rule its display'
      : 'say display: flex (or grid) in the rule, so the build can write the margins old engines need',
  };
}

/**
 * What the targets lack in a stylesheet as the build writes it.
 * @param {string} css the source
 * @param {string} file its path relative to the repository, for messages
 * @returns {{ file: string; line: number; feature: string; missing: string[]; where: string; instead?: string }[]}
 */
export function findCssProblems(css, file) {
  const lowered = lowerAsTheBuild(css, file);
  const root = postcss.parse(lowered, { from: file });
  const sourceLines = css.split('\n');
  const lineOf = (text) => {
    const index = sourceLines.findIndex((line) => line.includes(text));
    return index + 1;
  };
  const fallbacks = flexGapFallbacks(root);
  const problems = [];
  const report = (gap, where, search) =>
    problems.push({
      file,
      line: lineOf(search),
      where,
      instead: gap.instead,
      feature: gap.feature,
      missing: gap.missing,
    });

  root.walkAtRules((atRule) => {
    for (const gap of atRuleGaps(atRule.name.toLowerCase()))
      report(gap, `@${atRule.name} ${atRule.params}`, `@${atRule.name}`);
  });
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test(rule.parent.name)) return;
    const guards = supportsConditions(rule);
    // An engine drops a rule whose selector it cannot read: alone (a focus ring for :focus-visible), only
    // that enhancement is gone; in a list, the rule of every other selector goes with it.
    if (rule.selectors.length > 1) {
      for (const gap of selectorGaps(rule.selector)) {
        if (guards.some((condition) => condition.includes('selector('))) continue;
        report(
          { ...gap, instead: 'a rule of its own for the selector the old engines cannot read' },
          rule.selector,
          rule.selectors[0] ?? rule.selector,
        );
      }
    }
    /** Properties (without a vendor prefix) the rule has already given a value every target knows. */
    const known = new Set();
    for (const decl of rule.nodes ?? []) {
      if (decl.type !== 'decl') continue;
      const where = `${rule.selector} { ${decl.prop}: ${decl.value} }`;
      const search = `${decl.prop}: ${decl.value.split(/[\s(]/)[0]}`;
      if (decl.prop === 'gap' || decl.prop === 'row-gap' || decl.prop === 'column-gap') {
        const problem = flexGapProblem(rule, decl, fallbacks);
        if (problem && !guards.some((condition) => condition.includes('gap'))) report(problem, where, search);
        continue;
      }
      const prop = decl.prop.toLowerCase();
      const base = prop.replace(VENDOR, '');
      const gaps = declarationGaps(prop, decl.value).filter(
        (gap) => !guards.some((condition) => condition.includes(gap.token)),
      );
      if (gaps.length === 0) {
        known.add(base);
        continue;
      }
      if (known.has(base)) continue;
      for (const gap of gaps) report(gap, where, search);
    }
  });
  return problems;
}

const LIGHTNINGCSS_TARGETS = browserslistToTargets(browserslist([...BROWSER_TARGETS]));

/** The stylesheet as the build writes it: the flex-gap fallback, then Lightning CSS with the targets. */
export function lowerAsTheBuild(css, file) {
  const withFallbacks = postcss([cssFallbacks()]).process(css, { from: file }).css;
  const { code } = transform({
    filename: file,
    code: Buffer.from(withFallbacks),
    targets: LIGHTNINGCSS_TARGETS,
    minify: false,
    errorRecovery: true,
  });
  return code.toString();
}
