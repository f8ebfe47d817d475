// The list state of the current URL and a way to change it.
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isCanonical, listSearch, parseListQuery, type ListKind, type ListQuery } from './listQuery';

export interface ListQueryOptions {
  /** Values the status filter offers; any other status in the URL is dropped. */
  statuses?: readonly string[];
  /** The query parameter carrying the status filter (default `status`). */
  statusParam?: string;
  /** A second choice filter (e.g. 求助类型) and the values it offers. */
  kind?: ListKind;
}

export interface ListState {
  query: ListQuery;
  go: (next: ListQuery, replace?: boolean) => void;
  setPage: (page: number) => void;
}

/**
 * A URL with values the server would refuse or read differently (page=abc, unknown status) is
 * replaced by its canonical form.
 */
export function useListQuery(pathname: string, search: string, { statuses = [], statusParam = 'status', kind }: ListQueryOptions = {}): ListState {
  const navigate = useNavigate();
  const query = parseListQuery(search, statuses, statusParam, kind);
  const kindParam = kind?.param;
  const go = useCallback(
    (next: ListQuery, replace = false) => navigate(`${pathname}${listSearch(next, statusParam, kindParam)}`, { replace }),
    [navigate, pathname, statusParam, kindParam],
  );
  useEffect(() => {
    if (!isCanonical(search, statuses, statusParam, kind)) go(parseListQuery(search, statuses, statusParam, kind), true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  return { query, go, setPage: (page: number) => go({ ...query, page }) };
}
