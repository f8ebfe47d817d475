// Shapes of the foundation calls (docs/contract-sandbox.md). Optional where the contract does
// not promise a field, so a partial upstream record still renders.

export interface Page<T> {
  list: T[];
  total: number;
}

export interface OrgRecord {
  id?: number;
  name?: string;
  short_name?: string;
  credit_code?: string;
  legal_person?: string;
  contact?: string;
  phone?: string;
  email?: string;
  province?: string;
  city?: string;
  district?: string;
  address?: string;
  introduction?: string;
  certification?: number;
  certification_label?: string;
  return_reason?: string;
  registered_at?: number;
}

export interface MessageStats {
  total: number;
  un_read: number;
  read: number;
}

export interface ProjectRow {
  id: number;
  title: string;
  target: string;
  raised?: string;
  remain_target?: string;
  start_date: number;
  end_date: number;
  status?: number;
  status_label?: string;
}

export interface MicroProjectRow {
  id: number;
  title: string;
  target: string;
  raised?: string;
  org_name?: string;
  status?: number;
  status_label?: string;
  start_date?: number;
  end_date?: number;
}

export interface LoveFund {
  id: number;
  title: string;
}

export interface MessageRow {
  id: number;
  title: string;
  content: string;
  is_read: number;
  created_at: number;
  /** The console page of the item the message is about (a workflow decision), if any. */
  link?: string | null;
}

/** `dashboard/todo` (docs/contract-sandbox.md, "Data centre and dashboard"). */
export interface TodoItem {
  kind: string;
  kind_label: string;
  id: number;
  title: string;
  org_name: string;
  reason: string;
  at: number;
  link: string;
}

export interface TodoGroup {
  key: 'review' | 'returned' | 'drafts' | 'ending' | 'reports_due' | string;
  title: string;
  count: number;
  link: string;
  kinds: Array<{ kind: string; label: string; count: number; link: string }>;
  items: TodoItem[];
}

export interface Todo {
  role: number;
  scope: { kind: 'all' | 'province' | 'org'; province: string; province_name: string; org_id: number | null; org_name: string };
  groups: TodoGroup[];
  messages: { unread: number; items: Array<{ id: number; title: string; created_at: number; link: string }> };
  figures: {
    period: { start: string; end: string; previous_start: string; previous_end: string };
    kpis: Array<{ key: string; label: string; value: number; previous: number; change_percent: number | null; unit: string }>;
    series: Array<{ date: string; label: string; amount_fen: number; count: number }>;
  };
}
