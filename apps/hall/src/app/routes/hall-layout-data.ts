import { memberQuery } from '../../features/member/route-calls.ts';
import { routeData } from '../../lib/route-data.ts';

/**
 * The first calls of the hall layout, around its four tabs: the member, loaded on entering the hall
 * (product.md › 大厅与菜单). The layout's loader (router.tsx), and a screen that sends its visitor to a
 * tab before its own code has loaded (require-params.ts), start them with the route's code.
 */
export const hallLayoutData = routeData(memberQuery);
