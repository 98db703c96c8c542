import { channelLinkCarrier } from '@bluecat/rules/channel-login/channel-links';

import { routePaths } from './paths.gen.ts';

/**
 * Every address of the subscriber hall, by name: `/` and what the route modules declare (each feature's
 * routes.tsx, collected into paths.gen.ts by `npm run generate`). Spelled exactly as the specs write them:
 * the backend, WeChat menus, face-verification return URLs and other pages already point at these
 * addresses, so misspellings such as /auditCabcel, /ChangeSucces and /flowPayFali are kept on purpose.
 * Link with these names, never with string literals.
 */
export const paths = { home: '/', ...routePaths } as const;

export type HallPath = (typeof paths)[keyof typeof paths];

export function noteRegisterPath(phone: string): string {
  return `/NoteRegister/${encodeURIComponent(phone)}`;
}

/**
 * product.md › 登录与授权: paths that skip the login check (public pages, several of them reached by agents or by
 * scanned links). The login-free channel links are recognised by their shape (`isPublicPath`), so no
 * identifier is written here or built into the hall.
 */
export const PUBLIC_PATHS = [
  '/login',
  '/OpenPay',
  '/WxQuery',
  '/OpenCard',
  '/VnoWxQuery',
  '/VnoOpenPay',
  '/VnoOpenCard',
  '/QRcodeVideo',
  '/UniversalPay',
  '/realNameLink',
  '/OpenCardMessage',
  '/realNameLinkForm',
  '/realNameLinkError',
  '/realNameLinkSuccess',
] as const;

const publicPaths: ReadonlySet<string> = new Set<string>(PUBLIC_PATHS);

/**
 * A path of the skip list, or any `/<Carrier>WithoutCodeLogin<identifier>` channel link: the identifiers
 * are the API's to check (the agent app's server mode), and listing them here would publish every one in
 * the hall's script. Matching is exact and case-sensitive (a trailing slash aside): a differently spelled
 * address is not public and goes through the login check, the safe side.
 */
export function isPublicPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicPaths.has(normalised) || channelLinkCarrier(normalised) !== null;
}
