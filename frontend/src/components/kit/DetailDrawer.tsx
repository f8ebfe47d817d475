// One record, fetched by id, in a drawer: a spinner while it loads, the platform's message (or
// `failed`) when it cannot, and the record drawn by the caller. Areas open their rows' details
// here (a donation order, an activity sign-up) instead of each writing the loading again.
import { Alert, Descriptions, Drawer, Spin } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Envelope } from '../../lib/http';

interface Loaded<D> {
  id: number;
  data: D | null;
  error: string | null;
}

/** The record with this id (`null`: none open); `reload` fetches it again after a change. */
export function useDetail<D>(id: number | null, fetch: (id: number) => Promise<Envelope<D>>, failed: string) {
  const [state, setState] = useState<Loaded<D> | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(
    async (one: number) => {
      setLoading(true);
      try {
        const res = await fetch(one);
        setState({ id: one, data: res.code === 200 && res.data ? res.data : null, error: res.code === 200 ? null : res.msg || failed });
      } catch {
        setState({ id: one, data: null, error: failed });
      } finally {
        setLoading(false);
      }
    },
    [fetch, failed],
  );
  useEffect(() => {
    if (id !== null) void load(id);
  }, [id, load]);
  // A record fetched for an earlier id is never shown under a new one.
  const current = state && state.id === id ? state : null;
  return {
    data: current?.data ?? null,
    error: current?.error ?? null,
    loading: loading || (id !== null && current === null),
    reload: () => {
      if (id !== null) void load(id);
    },
  };
}

export function DetailDrawer<D>({
  id,
  fetch,
  failed,
  title,
  testId,
  onClose,
  children,
}: {
  id: number | null;
  /** Stable across renders (a module-level call), or every render fetches again. */
  fetch: (id: number) => Promise<Envelope<D>>;
  /** What is said when the call fails without a message, e.g. 订单加载失败. */
  failed: string;
  title: ReactNode;
  testId: string;
  onClose: () => void;
  children: (record: D, reload: () => void) => ReactNode;
}) {
  const { data, error, loading, reload } = useDetail(id, fetch, failed);
  return (
    <Drawer open={id !== null} onClose={onClose} title={title} size={520} destroyOnHidden data-testid={testId}>
      {loading ? <Spin /> : error ? <Alert type="error" showIcon title={error} /> : data ? children(data, reload) : null}
    </Drawer>
  );
}

type Row = readonly [label: string, value: ReactNode];

/** A record's label–value rows, one per line, as the drawers show them (`false`: a row that does
 *  not apply to this record). Labels are unique. */
export function DetailList({ rows, title, testId }: { rows: ReadonlyArray<Row | false>; title?: ReactNode; testId?: string }) {
  const items = rows.filter((r): r is Row => r !== false).map(([label, children]) => ({ key: label, label, children }));
  return <Descriptions bordered size="small" column={1} title={title} items={items} data-testid={testId} />;
}
