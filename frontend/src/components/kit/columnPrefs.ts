// Column settings of a list page (issue 42): the columns a user hides and how dense the table
// is, remembered in this browser per user and per list. Pure: the storage is passed in, so the
// rules are tested without a browser. The first column (what a row is) and the 操作 column
// (what a row offers) always show: hiding them would leave rows nobody can open or act on.

export type Density = 'middle' | 'small';

export interface ColumnPrefs {
  /** Ids (columnId) of the columns the user hid. */
  hidden: string[];
  density: Density;
}

export const DEFAULT_PREFS: ColumnPrefs = { hidden: [], density: 'middle' };

interface Column {
  key?: unknown;
  dataIndex?: unknown;
  title?: unknown;
  fixed?: unknown;
}

/** A column's id: its key, else its field, else its title (every kit column has one of them). */
export function columnId(c: Column): string {
  if (typeof c.key === 'string' || typeof c.key === 'number') return String(c.key);
  if (typeof c.dataIndex === 'string') return c.dataIndex;
  if (Array.isArray(c.dataIndex)) return c.dataIndex.join('.');
  return typeof c.title === 'string' ? c.title : '';
}

/** Whether the user may hide the column at `index`: not the first, not the 操作 column. */
export function canHide(c: Column, index: number): boolean {
  return index > 0 && !c.fixed && c.key !== 'ops' && columnId(c) !== '';
}

/** The columns to draw: those the user did not hide (the ones that may not be hidden always). */
export function visibleColumns<C extends Column>(columns: readonly C[], prefs: ColumnPrefs): C[] {
  const hidden = new Set(prefs.hidden);
  return columns.filter((c, i) => !canHide(c, i) || !hidden.has(columnId(c)));
}

/** Where a user's settings of one list are kept (null before sign-in: nothing is kept). */
export function prefsKey(user: { orgId: number; name: string } | null, list: string): string | null {
  return user ? `orgcenter.columns.${user.orgId}.${encodeURIComponent(user.name)}.${list}` : null;
}

/** The stored settings, or the defaults when absent or not ours (another version, edited by hand). */
export function parsePrefs(raw: string | null): ColumnPrefs {
  if (!raw) return DEFAULT_PREFS;
  try {
    const v = JSON.parse(raw) as Partial<ColumnPrefs>;
    const hidden = Array.isArray(v.hidden) ? v.hidden.filter((h): h is string => typeof h === 'string') : [];
    const density: Density = v.density === 'small' ? 'small' : 'middle';
    return { hidden, density };
  } catch {
    return DEFAULT_PREFS;
  }
}

/** The settings as stored; the defaults are stored as nothing (the key is removed). */
export function serializePrefs(prefs: ColumnPrefs): string | null {
  return prefs.hidden.length === 0 && prefs.density === 'middle' ? null : JSON.stringify({ hidden: [...prefs.hidden].sort(), density: prefs.density });
}

/** `prefs` with the column `id` shown or hidden. */
export function toggled(prefs: ColumnPrefs, id: string, show: boolean): ColumnPrefs {
  const hidden = prefs.hidden.filter((h) => h !== id);
  return { ...prefs, hidden: show ? hidden : [...hidden, id] };
}
