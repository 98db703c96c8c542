import { lazyPage } from '@bluecat/ui/chunk-retry';
import { Redirect } from '@bluecat/ui/redirect';
import { type RouteObject, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** Sends the address on to `to`, keeping its query (a WeChat menu's or a payment's parameters). */
function Forward({ to }: { to: string }) {
  const { search } = useLocation();
  return <Redirect to={{ pathname: to, search }} />;
}

/**
 * Routes 002 §2 lists without content. Decisions, so none answers 页面不存在:
 * - /mp, the official account's (公众平台) menu entry: the hall's home, as `/` is;
 * - /PackageOpen, opening a package: flow packs (流量包) are bought and opened on /Recharge, so it goes there;
 * - /packageOpenSuccess, /success and /fail: result pages of a pack opening and of a handled request.
 */
export const listedRoutes: RouteObject[] = [
  { path: paths.mp, element: <Forward to={paths.home} /> },
  { path: paths.packageOpen, element: <Forward to={paths.recharge} /> },
  {
    path: paths.packageOpenSuccess,
    lazy: lazyPage(() => import('../../features/pay-result/package-open-success.tsx')),
  },
  { path: paths.success, lazy: lazyPage(() => import('../../features/pay-result/handling-success.tsx')) },
  { path: paths.fail, lazy: lazyPage(() => import('../../features/pay-result/handling-fail.tsx')) },
];
