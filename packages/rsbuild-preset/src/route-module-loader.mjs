/**
 * The bundler's pass over the apps' route modules (`routes.tsx`): drops each route's `menu` field, which
 * only the generator reads (route-index.mjs `withoutMenus`; the menus ship as config/menus/*.gen.ts).
 */
import { withoutMenus } from './route-index.mjs';

export default function routeModuleLoader(source) {
  return withoutMenus(source, this.resourcePath);
}
