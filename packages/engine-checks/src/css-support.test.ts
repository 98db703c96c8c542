import { describe, expect, it } from 'vitest';
import { findCssProblems } from './css-support.mjs';

const features = (css: string) =>
  findCssProblems(css, 'apps/hall/src/x.css').map((problem) => problem.feature);

describe('findCssProblems', () => {
  it('fails on min() without a fallback: Chrome 69 drops the declaration', () => {
    expect(findCssProblems('html {\n  font-size: calc(min(100vw, 540px) / 20);\n}\n', 'x.css')).toEqual([
      expect.objectContaining({ file: 'x.css', line: 2, feature: 'min()', missing: ['Chrome 69 (from 79)'] }),
    ]);
  });

  it('passes a feature with a fallback before it in the rule, or inside an @supports naming it', () => {
    expect(features('html { font-size: 5vw; font-size: calc(min(100vw, 540px) / 20); }')).toEqual([]);
    expect(features('@supports (aspect-ratio: 1 / 1) { .a { aspect-ratio: 4 / 3; } }')).toEqual([]);
    // A fallback in another rule is no fallback: the declaration still stands alone in its rule.
    expect(
      features(
        'html { font-size: 5vw; } body { margin: 0; } html { font-size: calc(min(100vw, 540px) / 20); }',
      ),
    ).toEqual(['min()']);
  });

  it.each([
    ['.a { aspect-ratio: 4 / 3; }', 'property aspect-ratio'],
    ['.a { height: 100dvh; }', 'unit dvh'],
    ['.a { height: max(100vh, 30rem); }', 'max()'],
    ['.a { overflow: clip; }', 'overflow: clip'],
    ['@layer base { .a { color: red; } }', '@layer'],
    ['.a { display: flex; gap: 1rem; } @supports not (inset: 0) { .b { margin: 0; } }', undefined],
  ])('judges %s by the compatibility data', (css, feature) => {
    expect(features(css)).toEqual(feature ? [feature] : []);
  });

  it('judges a stylesheet as the build writes it: prefixed, lowered, flex gaps with their margins', () => {
    expect(features('.a { user-select: none; position: sticky; inset: 0; }')).toEqual([]);
    expect(features('.a { overflow-wrap: anywhere; }')).toEqual([]);
    expect(features('.row { display: flex; gap: 0.5rem; }')).toEqual([]);
    expect(features('.grid { display: grid; gap: 0.5rem; }')).toEqual([]);
  });

  it('fails on a gap whose rule does not say its display: the build cannot write its fallback', () => {
    expect(findCssProblems('.rows div { gap: 0.75rem; }', 'x.css')).toEqual([
      expect.objectContaining({
        feature: 'gap in a rule without display',
        missing: ['Chrome 69 (from 84)', 'iOS Safari 12 (from 14.5)'],
      }),
    ]);
  });

  it('leaves interaction hints and selectors an engine drops alone to it', () => {
    expect(features('.a { cursor: pointer; touch-action: none; accent-color: red; }')).toEqual([]);
    expect(features('.a:focus-visible { outline: 2px solid; }')).toEqual([]);
  });
});
