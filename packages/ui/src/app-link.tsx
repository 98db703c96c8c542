import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address of the app, as for the router's `navigate` (a link to another site is a plain `<a>`). */
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state the next screen reads with `useLocation().state`. */
  state?: unknown;
}

/**
 * A link to an address of the app: an `<a href>` that a tap follows inside the app (a tap with a modifier
 * key, or a link with a `target`, is left to the browser), built from the router's own `useHref` and
 * `useLinkClickHandler`. React Router's `<Link>` adds what these apps never use (prefetching a
 * framework's route modules, server components, view transitions, URLs of other sites), 2.1 KB gz of
 * the router's chunk on every page (2.5 KB with `<NavLink>`); with neither in the build the minifier
 * leaves them out (packages/rsbuild-preset/src/pure-calls-loader.mjs). The links are found ahead of a
 * tap by their `href` (route-discovery.ts).
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, replace, state, target, onClick, ...rest },
  ref,
) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
});
