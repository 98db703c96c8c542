import {
  formatRouteModules,
  routeModulesOf,
  withRouteModuleFiles,
} from '@bluecat/rsbuild-preset/route-modules';
import { describe, expect, it, vi } from 'vitest';
import { featureRoutes } from './route-tree.gen.ts';
import { everyFeatureScreen } from './route-tree.ts';
import { agentRoutes } from './router.tsx';

vi.mock('@bluecat/ui/chunk-retry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@bluecat/ui/chunk-retry')>();
  const { recordingLazyPage } = await import('@bluecat/rsbuild-preset/route-modules');
  return { ...actual, lazyPage: recordingLazyPage(actual.lazyPage) };
});

// The channel links are deployment secrets, read from the build's settings: they get no page (and no
// file named after them), whatever the demo settings hold.
vi.mock('../config/env.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../config/env.ts')>();
  return { ...actual, env: { ...actual.env, channels: [] } };
});

/**
 * The build gives every address of the router a page that loads its route's modules beside the entry
 * (@bluecat/rsbuild-preset first-screens.ts), from src/config/route-modules.gen.json. This test writes that
 * table from the router itself and fails when a route changed without it (`vitest -u` rewrites it).
 */
/** Every address → its modules: a feature's route module first (route-tree.ts), then what its route loads. */
const table = withRouteModuleFiles(routeModulesOf(agentRoutes(await everyFeatureScreen())), featureRoutes);

describe('route modules', () => {
  it('lists every address with the module its route loads, and no channel link', () => {
    expect(table['/login']).toEqual(['src/features/login/routes.tsx', 'src/features/login/login-page.tsx']);
    expect(Object.keys(table).some((address) => address.includes('WithoutCodeLogin'))).toBe(false);
  });

  it('is the table the build reads', async () => {
    await expect(formatRouteModules(table)).toMatchFileSnapshot('../config/route-modules.gen.json');
  });
});
