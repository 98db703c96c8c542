import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The search parameters of the page's URL (its query string, `?id=…&tab=…`), and a change of them that
 * replaces the address (a filter or a tab is no step for the back arrow to walk through). What the
 * screens use of React Router's useSearchParams, whose code would otherwise sit in the router file every
 * first screen downloads. No data query: a screen's calls go through the gateway.
 */
export function useUrlSearchParams(): [
  URLSearchParams,
  (change: (searchParams: URLSearchParams) => void) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const replaceSearchParams = useCallback(
    (change: (searchParams: URLSearchParams) => void) => {
      const next = new URLSearchParams(search);
      change(next);
      navigate({ search: `?${next}` }, { replace: true });
    },
    [navigate, search],
  );
  return [searchParams, replaceSearchParams];
}
