import {
  formatRouteModules,
  routeModulesOf,
  withRouteModuleFiles,
} from '@bluecat/rsbuild-preset/route-modules';
import { describe, expect, it, vi } from 'vitest';
import { featureRoutes } from './route-tree.gen.ts';
import { everyFeatureScreen } from './route-tree.tsx';
import { hallRoutes } from './router.tsx';

vi.mock('@bluecat/ui/chunk-retry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@bluecat/ui/chunk-retry')>();
  const { recordingLazyPage } = await import('@bluecat/rsbuild-preset/route-modules');
  return { ...actual, lazyPage: recordingLazyPage(actual.lazyPage) };
});

/**
 * The build gives every address of the router a page that loads its route's modules beside the entry
 * (@bluecat/rsbuild-preset first-screens.ts), from src/config/route-modules.gen.json. This test writes that
 * table from the router itself and fails when a route changed without it (`vitest -u` rewrites it).
 */
/** Every address → its modules: a feature's route module first (route-tree.tsx), then what its route loads. */
const table = withRouteModuleFiles(routeModulesOf(hallRoutes(await everyFeatureScreen())), featureRoutes);

describe('route modules', () => {
  it('lists every address with the modules its route loads, layouts first', () => {
    expect(table['/Recharge']).toEqual([
      'src/app/routes/hall-layout.tsx',
      'src/app/routes/recharge-page.tsx',
    ]);
    expect(table['/balance']).toEqual([
      'src/features/bills/routes.tsx',
      'src/features/bills/balance-page.tsx',
    ]);
    // An address with a parameter has no page of its own.
    expect(Object.keys(table).some((address) => address.includes(':'))).toBe(false);
  });

  it('is the table the build reads', async () => {
    await expect(formatRouteModules(table)).toMatchFileSnapshot('../config/route-modules.gen.json');
  });
});
