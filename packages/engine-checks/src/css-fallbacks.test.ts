import { createRequire } from 'node:module';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { cssFallbacks } from './css-fallbacks.mjs';

const lower = (css: string) => postcss([cssFallbacks()]).process(css, { from: undefined }).css;

/** The fallback rules the plugin wrote for `css`, as `selector { prop: value; … }`, with their condition. */
function fallbacks(css: string) {
  const written: string[] = [];
  postcss.parse(lower(css)).walkAtRules('supports', (block) => {
    if (block.params !== 'not ((ruby-position: over) or (inset: 0))') return;
    block.walkRules((rule) => {
      const declarations = rule.nodes.map((node) =>
        node.type === 'decl' ? `${node.prop}: ${node.value};` : '',
      );
      written.push(`${rule.selector} { ${declarations.join(' ')} }`);
    });
  });
  return written;
}

type Support = { version_added: string | boolean; prefix?: string; flags?: unknown };
const bcd = createRequire(import.meta.url)('@mdn/browser-compat-data');
/** The first unprefixed version of a feature in a browser of the compatibility data. */
function firstVersion(
  feature: { __compat: { support: Record<string, Support | Support[]> } },
  browser: string,
) {
  const statements = [feature.__compat.support[browser] ?? []].flat();
  const versions = statements
    .filter(
      (statement) => !statement.prefix && !statement.flags && typeof statement.version_added === 'string',
    )
    .map((statement) => Number.parseFloat(String(statement.version_added)));
  return versions.length > 0 ? Math.min(...versions) : Number.POSITIVE_INFINITY;
}

describe('the @supports test for engines without flex gap', () => {
  it.each(['chrome', 'chrome_android', 'safari', 'safari_ios', 'webview_android'])(
    'is true in %s exactly where flex gap is missing (ruby-position or inset came with it)',
    (browser) => {
      const properties = bcd.css.properties;
      const flexGap = firstVersion(properties.gap.flex_context, browser);
      const either = Math.min(
        firstVersion(properties['ruby-position'], browser),
        firstVersion(properties.inset, browser),
      );
      expect(either).toBe(flexGap);
    },
  );
});

describe('cssFallbacks', () => {
  it('gives overflow-wrap: anywhere a break-word before it', () => {
    expect(lower('.a { overflow-wrap: anywhere; }')).toBe(
      '.a { overflow-wrap: break-word; overflow-wrap: anywhere; }',
    );
    expect(lower('.a { overflow-wrap: normal; overflow-wrap: anywhere; }')).toBe(
      '.a { overflow-wrap: normal; overflow-wrap: anywhere; }',
    );
  });

  it('gives the items of a flex row after the first the gap as a left margin, for engines without flex gap', () => {
    expect(fallbacks('.bar { display: flex; gap: 0.375rem; }')).toEqual([
      '.bar > :not(:first-child) { margin-left: 0.375rem; }',
    ]);
    // Right after the rule, so that later rules of the sheet still come after it.
    expect(lower('.bar { display: flex; gap: 1px; }\n.next {}')).toMatch(
      /^\.bar \{[^}]*\}\s*@supports[\s\S]*\.next \{\}$/,
    );
  });

  it('uses the row gap above the items of a column, and the right side of a reversed row', () => {
    expect(fallbacks('.a { display: flex; flex-direction: column; gap: 1rem 2rem; }')).toEqual([
      '.a > :not(:first-child) { margin-top: 1rem; }',
    ]);
    expect(fallbacks('.a { display: inline-flex; flex-flow: row-reverse; column-gap: 4px; }')).toEqual([
      '.a > :not(:first-child) { margin-right: 4px; }',
    ]);
  });

  it('spaces every item of a wrapping row on both axes, the container taking back the last of each line', () => {
    expect(
      fallbacks('.chips { display: flex; flex-wrap: wrap; gap: 0.5rem 0.375rem; margin: 0 0 12px; }'),
    ).toEqual([
      '.chips { margin-right: calc(-1 * 0.375rem); margin-bottom: calc(12px - 0.5rem); }',
      '.chips > :nth-child(n) { margin-right: 0.375rem; margin-bottom: 0.5rem; }',
    ]);
  });

  it('finds the display of a rule that does not say it in the rules of the same stylesheet', () => {
    const written = fallbacks(
      [
        '.left, .right { display: flex; flex-direction: row; }',
        '.left { gap: 16px; }',
        '.options { display: flex; flex-wrap: wrap; gap: 1rem; }',
        '.options--column { flex-direction: column; flex-wrap: nowrap; gap: 0.5rem; }',
        '.tabs-list { display: flex; }',
        '.pill > .tabs-list { gap: 0.5rem; }',
      ].join('\n'),
    );
    expect(written).toContain('.left > :not(:first-child) { margin-left: 16px; }');
    expect(written).toContain('.options--column > :not(:first-child) { margin-top: 0.5rem; }');
    expect(written).toContain('.pill > .tabs-list > :not(:first-child) { margin-left: 0.5rem; }');
  });

  it('leaves grids, rules it cannot place and a gap of zero alone', () => {
    for (const css of [
      '.grid { display: grid; gap: 8px; }',
      '.rows div { gap: 8px; }',
      '.a { display: flex; gap: 0; }',
      '@supports (gap: 1px) { .a { display: flex; gap: 8px; } }',
    ]) {
      expect(lower(css)).toBe(css);
    }
  });
});
