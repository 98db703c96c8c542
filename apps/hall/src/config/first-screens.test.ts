import path from 'node:path';
import { readFirstScreenShells } from '@bluecat/rsbuild-preset/first-screens';
import { describe, expect, it } from 'vitest';
import { firstScreens, headingFromQuery } from './first-screens.ts';
import { paths } from './paths.ts';
import routeModules from './route-modules.gen.json';

describe('first screens', () => {
  it.each(firstScreens)('%s is an address of paths.ts with a page of its own', (address) => {
    expect(Object.values(paths)).toContain(address);
    expect(Object.keys(routeModules)).toContain(address);
  });

  it('draws frames only for first screens', () => {
    const framed = Object.keys(readFirstScreenShells(path.join(import.meta.dirname, 'first-screen-shells')));
    expect(framed.length).toBeGreaterThan(0);
    for (const address of framed) expect(firstScreens).toContain(address);
  });

  it.each(Object.keys(headingFromQuery))(
    '%s, whose heading is its query’s, has a page of its own',
    (address) => {
      expect(Object.keys(routeModules)).toContain(address);
    },
  );
});
