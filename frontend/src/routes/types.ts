// The route table is plain data (no React), so the build, the tests and both bundles can import it.

/** Numeric roles of spec §6. 99 is the super admin, 2 a reviewer. */
export type Role = 1 | 2 | 3 | 4 | 99;

/** Functional areas; each one is a lazily loaded page module in the browser. */
export type AreaKey =
  | 'public'
  | 'base'
  | 'config'
  | 'dataCenter'
  | 'SJ'
  | 'SJM'
  | 'SZ'
  | 'MicroWish'
  | 'SX'
  | 'SP';

/** Where a loader parameter comes from (contract-frontend.md, "loaders"). */
export type ParamSource =
  | { from: 'path'; name: string }
  | { from: 'query'; name: string; default?: string }
  | { value: string | number };

/** An upstream call whose result a page needs for its first paint. */
export interface LoaderSpec {
  key: string;
  method: 'GET' | 'POST';
  path: string;
  params: Record<string, ParamSource>;
  /** A query parameter without which the call is pointless: the loader runs only when it is set. */
  requires?: string;
  /** Path parameters with the value the call needs (`{ type: '2' }`): a page whose `:type` chooses its view runs each view's calls only for it. */
  pathIs?: Record<string, string>;
}

/** Icon names resolved to components by the layout (the data stays React-free). */
export type IconName =
  | 'home'
  | 'project'
  | 'team'
  | 'help'
  | 'gift'
  | 'calendar'
  | 'shop'
  | 'chart'
  | 'setting';

/** One page of an area, with its path relative to the area's base path. */
export interface RouteDef {
  path: string;
  name: string;
  title: string;
  roles?: Role[];
  hidden?: boolean;
  affix?: boolean;
  loaders?: LoaderSpec[];
  /** A hidden page's list (a route name of the same area): highlighted in the menu, linked in the breadcrumb. */
  parent?: string;
  /** A number beside the menu entry (e.g. submissions waiting for review). */
  menuCount?: MenuCount;
}

/** The menu badge of a route: the `total` of a list call, asked by the browser (not in routes.json). */
export interface MenuCount {
  /** A list call answering `{list, total}`; asked with `pageNum=1&pageSize=1` and `params`. */
  path: string;
  params?: Record<string, string | number>;
  /** What the number counts, for screen readers: 「3 条待审核」. */
  label: string;
}

/** A functional area: a menu group (unless `flat`) whose routes share a base path. */
export interface AreaDef {
  key: AreaKey;
  /** Base path ('' for areas whose routes are absolute, such as the public pages). */
  base: string;
  title: string;
  icon?: IconName;
  /** Role list of the parent level; children may narrow it further. */
  roles?: Role[];
  /** Reachable without a session. */
  public?: boolean;
  /** Shown as top-level menu items rather than a submenu. */
  flat?: boolean;
  /**
   * Upstream API path prefixes this area owns: the BFF refuses calls under them (403, no
   * upstream call) for users whose roles may not see the area. Unlisted paths stay open.
   */
  api?: string[];
  routes: RouteDef[];
}

/** A route flattened with its full path: what access checks, menus and the BFF use. */
export interface AppRoute {
  path: string;
  name: string;
  title: string;
  area: AreaKey;
  areaTitle: string;
  public: boolean;
  hidden: boolean;
  affix: boolean;
  /** One list per level that declares one, parent first; [] = every logged-in user. */
  roles: Role[][];
  loaders: LoaderSpec[];
  /** The list a hidden page belongs to (not in routes.json: the layout's business only). */
  parent?: { path: string; title: string };
  menuCount?: MenuCount;
}
