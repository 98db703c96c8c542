import { toast } from '@bluecat/ui/overlays';
import { type LoaderFunction, type RouteObject, replace } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { hallLayoutData } from './hall-layout-data.ts';

/** product.md › 错误与提示: a screen opened without what its call needs says so, then returns to /BusinessHandle. */
export const MISSING_PARAMETER = '接口参数缺失！';

/**
 * The one rule for a screen opened without the query parameter it cannot work without (a detail without
 * its `id`, /openCaller without its `type`): the toast, then /BusinessHandle, replacing the address so
 * the back button does not return to the empty screen. A loader, so the router decides before the
 * screen's code loads or asks anything. /BusinessHandle's own first calls (the hall layout's) start here,
 * with the route's code: the router goes on to that address only once the screen's file has arrived.
 */
export function missingParameterGuard(parameter: string): LoaderFunction {
  return (args) => {
    const url = new URL(args.request.url);
    if (url.searchParams.get(parameter)?.trim()) return null;
    toast(MISSING_PARAMETER);
    const to = new URL(paths.businessHandle, url);
    void hallLayoutData({ ...args, request: new Request(to) });
    return replace(paths.businessHandle);
  };
}

/** Wraps `children` (routes that all need `parameter`) in a pathless route holding the guard. */
export function requireParameter(parameter: string, children: RouteObject[]): RouteObject {
  return { loader: missingParameterGuard(parameter), children };
}
