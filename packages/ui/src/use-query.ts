import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The address's query, and a change of it that replaces the address (a filter or a tab is no step for the
 * back arrow to walk through). What the screens use of React Router's useSearchParams, whose code would
 * otherwise sit in the router file every first screen downloads.
 */
export function useQuery(): [URLSearchParams, (change: (query: URLSearchParams) => void) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const replaceQuery = useCallback(
    (change: (query: URLSearchParams) => void) => {
      const next = new URLSearchParams(search);
      change(next);
      navigate({ search: `?${next}` }, { replace: true });
    },
    [navigate, search],
  );
  return [query, replaceQuery];
}
