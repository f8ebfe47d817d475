// Visited views of the tags bar (spec §3 "Visited view", §4 "Tags"): pure list operations;
// affix views always stay.

export interface VisitedView {
  path: string;
  /** Path with query, so a tag reopens the exact view. */
  fullPath: string;
  title: string;
  meta: { affix: boolean };
}

export const TAGS_STORAGE_KEY = 'org_visited_views';

/** Adds a view, or refreshes the query of one already open. */
export function addView(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  const i = views.findIndex((v) => v.path === view.path);
  if (i === -1) return [...views, view];
  const next = [...views];
  next[i] = { ...views[i], fullPath: view.fullPath, title: view.title };
  return next;
}

export function closeView(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.meta.affix || v.path !== path);
}

export function closeOthers(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((v) => v.meta.affix || v.path === path);
}

export function closeAll(views: readonly VisitedView[]): VisitedView[] {
  return views.filter((v) => v.meta.affix);
}

/** Reads saved views, dropping anything malformed. */
export function parseViews(raw: string | null): VisitedView[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (v): v is VisitedView =>
        typeof v === 'object' &&
        v !== null &&
        typeof v.path === 'string' &&
        typeof v.fullPath === 'string' &&
        typeof v.title === 'string' &&
        typeof v.meta === 'object' &&
        v.meta !== null,
    ).map((v) => ({ ...v, meta: { affix: v.meta.affix === true } }));
  } catch {
    return [];
  }
}

/** Merges saved views after the affix ones, keeping the affix ones first. */
export function mergeViews(affix: readonly VisitedView[], saved: readonly VisitedView[]): VisitedView[] {
  let views = [...affix];
  for (const v of saved) views = addView(views, { ...v, meta: { affix: affix.some((a) => a.path === v.path) } });
  return views;
}
