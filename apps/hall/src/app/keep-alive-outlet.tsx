import { type ReactElement, useEffect, useState } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router-dom';

/** Route `handle` of a page that stays mounted (state, scroll position) while another tab is shown. */
export interface KeepAliveHandle {
  keepAlive: true;
}

function isKeptAlive(handle: unknown): handle is KeepAliveHandle {
  return (
    typeof handle === 'object' && handle !== null && (handle as Partial<KeepAliveHandle>).keepAlive === true
  );
}

/**
 * An `<Outlet />` that keeps pages marked keep-alive mounted once visited and hides the inactive ones,
 * so switching hall tabs does not refetch or lose what the user scrolled to. Other pages render as
 * usual. A hidden page keeps its first element; hooks inside it still see the current location, so a
 * kept page reacts to being shown through the layout (as the member reload does), not by reading it.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useMatches();
  const { pathname } = useLocation();
  const keep = isKeptAlive(matches[matches.length - 1]?.handle);
  const [kept, setKept] = useState<ReadonlyMap<string, ReactElement>>(() => new Map());

  useEffect(() => {
    if (!keep || !outlet) return;
    setKept((current) => (current.has(pathname) ? current : new Map(current).set(pathname, outlet)));
  }, [keep, outlet, pathname]);

  const entries = [...kept];
  if (keep && outlet && !kept.has(pathname)) entries.push([pathname, outlet]);

  return (
    <>
      {entries.map(([path, element]) => {
        const active = keep && path === pathname;
        return (
          <div key={path} className="keep-alive-page" hidden={!active}>
            {active ? outlet : element}
          </div>
        );
      })}
      {keep ? null : outlet}
    </>
  );
}
