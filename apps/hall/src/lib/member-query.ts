import * as calls from '@bluecat/api/calls';
import { routeCall } from '@bluecat/api/route-call';

/**
 * 会员 the member (product.md › 大厅与菜单): started by the loaders of the hall shell, 业务查询 and the bound-phone guard,
 * and read through this same object by the member load (features/member/state.ts). The call takes no
 * body. Here, below the features, so a feature's call built from the member (the SMS service's number)
 * can name it.
 */
export const memberQuery = routeCall(calls.PERSONAL_DATA);
