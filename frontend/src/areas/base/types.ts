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
