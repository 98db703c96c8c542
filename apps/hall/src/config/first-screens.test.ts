import { describe, expect, it } from 'vitest';
import { firstScreens } from './first-screens.ts';
import { paths } from './paths.ts';

describe('first screens', () => {
  it.each(Object.keys(firstScreens))('%s is an address of paths.ts', (address) => {
    expect(Object.values(paths)).toContain(address);
  });

  it.each(Object.entries(firstScreens))('%s names its route chunks', (_address, chunks) => {
    expect(chunks.length).toBeGreaterThan(0);
  });
});
