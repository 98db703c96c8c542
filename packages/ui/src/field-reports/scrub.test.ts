import { describe, expect, it } from 'vitest';
import { normalise, routeOf, SCRUB_RULES, scrub } from './scrub.ts';
import { SCRUB_CORPUS } from './scrub-corpus.ts';

const rows = SCRUB_CORPUS;

describe('the scrubbing table', () => {
  it.each(rows)('%s → %s', (input, output) => {
    expect(scrub(input)).toBe(output);
  });

  it('every rule of the table is exercised by a row', () => {
    for (const [pattern] of SCRUB_RULES) {
      const hit = rows.some(([input]) => new RegExp(pattern.source, pattern.flags).test(normalise(input)));
      expect(hit, pattern.source).toBe(true);
    }
  });

  it('cuts a long text', () => {
    expect(scrub('x'.repeat(5000)).length).toBe(1500);
  });

  it('cuts after scrubbing, so that no number straddling the cut keeps its first digits', () => {
    const out = scrub(`${'x'.repeat(1490)}110101199003074518 后文`);
    expect(out).toBe(`${'x'.repeat(1490)}[身份证] 后文`);
    expect(scrub(`${'x'.repeat(1495)}138 1234 5678`)).toBe(`${'x'.repeat(1495)}*****`);
    expect(scrub(`token="${'x'.repeat(1490)} abc"`)).toBe('token="*"');
  });

  it('reads a very long text only so far, dropping the number cut there', () => {
    // The masked value shortens the text so far that what stood at the far cut is among what is kept.
    const before = `token="${'a'.repeat(29_980)}" `;
    const out = scrub(`${before}110101 19900307 4518 and more`);
    expect(out).toBe('token="*"');
  });
});

describe('routeOf', () => {
  it.each([
    ['/integral/myPoints', '/integral/myPoints'],
    ['/bill/202611/detail', '/bill/:id/detail'],
    ['/order/13812345678', '/order/:id'],
    ['/phWithoutCodeLoginCd34', '/phWithoutCodeLogin:id'],
    ['/HgxhWithoutCodeLoginR8f2Kq9Zt1LwP3m7Vx0Cs5Nb', '/HgxhWithoutCodeLogin:id'],
    ['/x/abcdef0123456789abcdef', '/x/:id'],
    ['/', '/'],
    ['', '/'],
  ])('%s → %s', (path, route) => {
    expect(routeOf(path)).toBe(route);
  });
});
