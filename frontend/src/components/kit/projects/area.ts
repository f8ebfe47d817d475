// A fundraising-project area as the shared project pages see it: donation projects (/SJ) and
// joint-donation micro projects (/SJM) have the same reports, change reviews and donation lists
// over their own calls and pages. An area describes itself once (its `ProjectArea`) and builds
// its pages from the kit's factories (reportPages, donationPages, changeReviewPage).
import type { AreaKey } from '../../../routes/types';
import type { Option } from '../../selectors/api';

export type ReportKind = 'progress' | 'end';

/** When the owner may write a report, by the project's state (the platform's `actions` decide first). */
export interface ReportStates {
  /** Project states a disclosure may be added in. */
  disclose: number[];
  /** Their labels, for the refusal (「募款中、募款结束或执行中」). */
  discloseText: string;
  /** The state an end report may be written in; absent when the area has no end reports. */
  end?: number;
}

/**
 * What the shared change pages (ChangeListPage, ChangePages) need of an area: a project area, or
 * any area whose change requests come from the platform's change kit (/SP goods).
 */
export interface ChangeArea {
  key: AreaKey;
  /** The area's platform calls (its `change_list`, `change_detail`, `pass_change`, `return_change`). */
  api: string;
  /** What the changed item is called on the pages: 项目, 商品. */
  noun: string;
  /** The item's key in the change answers (`<item>_id`, `<item>_title`, the detail's `<item>`); default `project`. */
  item?: string;
  to: Pick<ProjectArea['to'], 'view' | 'changeList' | 'changeDetail'>;
}

export interface ProjectArea {
  key: AreaKey;
  /** The area's platform calls, e.g. `/api/organization/SJ`. */
  api: string;
  /** What a project is called on the pages: 项目, 微项目. */
  noun: string;
  /** Report kinds the area has, in filter order. */
  kinds: ReportKind[];
  reportStates: ReportStates;
  /** The list filters' project search: the caller's visible projects matching a keyword. */
  searchProjects: (keyword: string) => Promise<Option[]>;
  /** The donation channels its donations come through (default: 直接捐款, 一起捐, 月捐). */
  channels?: Array<{ value: number; label: string }>;
  /** The BFF export of its donations (`/api/bff/export/<name>`); absent: no 导出 button. */
  exportName?: string;
  /** The console pages the shared pages link to. */
  to: {
    /** A project's own page. */
    view: (id: number) => string;
    /** Where one project's reports are listed for the caller (`can`: its capabilities in the area). */
    reportsOf: (projectId: number, can: { review: boolean; readReports: boolean }) => string;
    /** A report's page to read or edit (`edit`) or to decide on (`verify`). */
    report: (kind: ReportKind, page: 'edit' | 'verify', id: number) => string;
    /** Every report list's own path for one project (its route's path with the id). */
    reportList: (projectId: number) => string;
    /** One project's donations. */
    donations: (projectId: number) => string;
    /** A share (一起捐) page and the list of shares. */
    share: (id: number) => string;
    shareList: string;
    /** The change requests' list and one request's review page. */
    changeList: string;
    changeDetail: (id: number) => string;
  };
}
