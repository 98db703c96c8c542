import { customPinyin, pinyin } from 'pinyin-pro';
import { expect, it } from 'vitest';
import { SERVICES } from './service-catalogue.ts';
import table from './service-pinyin.gen.json';

/**
 * Words whose reading the dictionary takes wrongly in this short context (重 read zhong, as in 重要):
 * the reading a subscriber types.
 */
const READINGS: Record<string, string> = {
  重置: 'chong zhi',
};

/** Every name and keyword of the catalogue, each once, in a stable order. */
function catalogueTerms(): string[] {
  return [...new Set(SERVICES.flatMap((service) => [service.name, ...service.keywords]))].sort();
}

/**
 * The search's pinyin table, written from the catalogue: each name and keyword as toneless syllables, ü
 * written v as pinyin keyboards type it. Generated here, where the dictionary is a dev dependency, so the
 * phone downloads only the few hundred syllables the catalogue needs (in the search's own chunk). A
 * catalogue change fails this test until the table is written again (`npx vitest run -u` here).
 */
it('the pinyin table is the catalogue’s, generated', async () => {
  customPinyin(READINGS);
  const generated = Object.fromEntries(
    catalogueTerms().map((term) => [term, pinyin(term, { toneType: 'none', type: 'array', v: true })]),
  );
  await expect(`${JSON.stringify(generated)}\n`).toMatchFileSnapshot('./service-pinyin.gen.json');
});

it('gives every term one lower-case syllable per character', () => {
  for (const term of catalogueTerms()) {
    const syllables = (table as Record<string, string[]>)[term];
    expect(syllables, term).toHaveLength([...term].length);
    for (const syllable of syllables ?? []) expect(syllable, term).toMatch(/^[a-z]+$/);
  }
});
