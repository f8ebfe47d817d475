// The number beside a menu entry (RouteDef.menuCount): asked by the browser once the page is up
// and again after every move (a review just done changes it). Nothing on the server or in the
// first client render, so hydration matches; a failed call shows nothing rather than an error.
import { Badge } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { send } from '../lib/http';
import type { MenuCount } from '../routes/types';

export function MenuCountBadge({ count, testId }: { count: MenuCount; testId: string }) {
  const { pathname, search } = useLocation();
  const [total, setTotal] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    send<{ total?: number }>('GET', count.path, { params: { ...count.params, pageNum: 1, pageSize: 1 } })
      .then((res) => {
        if (live) setTotal(res.code === 200 && typeof res.data?.total === 'number' ? res.data.total : null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [count, pathname, search]);
  if (!total) return null;
  return <Badge count={total} size="small" style={{ marginInlineStart: 8, boxShadow: 'none' }} title={`${total} ${count.label}`} data-testid={testId} />;
}
