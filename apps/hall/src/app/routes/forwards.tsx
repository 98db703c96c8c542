import { Redirect } from '@bluecat/ui/redirect';
import { type RouteObject, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';

/** Sends the address on to `to`, keeping its query (a WeChat menu's or a payment's parameters). */
function Forward({ to }: { to: string }) {
  const { search } = useLocation();
  return <Redirect to={{ pathname: to, search }} />;
}

/**
 * Routes 002 §2 lists without content that another screen answers, so none answers 页面不存在 (the result
 * pages it lists are pay-result.tsx's):
 * - /mp, the official account's (公众平台) menu entry: the hall's home, as `/` is;
 * - /PackageOpen, opening a package: flow packs (流量包) are bought and opened on /Recharge, so it goes there.
 */
export const forwardRoutes: RouteObject[] = [
  { path: paths.mp, element: <Forward to={paths.home} /> },
  { path: paths.packageOpen, element: <Forward to={paths.recharge} /> },
];
