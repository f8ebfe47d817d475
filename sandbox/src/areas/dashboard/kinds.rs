//! The kinds of things a dashboard lists, each one SQL source of uniform rows `(id, title,
//! org_name, reason, at, link)`: the review queues and returned items (drafts are in `drafts.rs`,
//! fundraising that ends soon and reports due in `soon.rs`). The groups (`todo.rs`) choose which kinds a
//! role sees.

use rusqlite::types::Value as Sql;

/// One kind: its key, label, the list page filtered to exactly its rows (the URL query carries
/// the filter, as the list's own filter bar writes it; empty when no list shows them), and its
/// rows as SQL with arguments.
pub struct Kind {
    pub key: &'static str,
    pub label: &'static str,
    pub list: String,
    pub sql: String,
    pub args: Vec<Sql>,
}

pub(super) fn kind(
    key: &'static str,
    label: &'static str,
    list: &str,
    sql: &str,
    args: Vec<Sql>,
) -> Kind {
    Kind {
        key,
        label,
        list: list.to_owned(),
        sql: sql.to_owned(),
        args,
    }
}

/// A list opened on the caller's own organisation's items only (`own=1`, `Filter::own`): the
/// regional partner's and the staff's lists show more than their own organisation's.
pub(super) fn own(list: &str) -> String {
    format!("{list}&own={}", crate::http::list::OWN)
}

/// A `YYYY-MM-DD` column as the seconds of 00:00 China time that day.
pub(super) fn date_secs(column: &str) -> String {
    format!("CAST((julianday({column}) - 2440587.5) * 86400 - 28800 AS INTEGER)")
}

/// Who is asking, and the context the sources need.
pub struct Caller {
    pub account_id: i64,
    pub org_id: i64,
    pub role: i64,
    pub province: String,
    /// Today in China, `YYYY-MM-DD`.
    pub today: String,
    pub now: i64,
}

const ORG: &str = "(SELECT o.name FROM orgs o WHERE o.id = x.org_id)";

/// The item title of a change request or report of `subject` (`r.subject`, `r.item_id`).
const ITEM_TITLE: &str = "COALESCE(CASE r.subject
        WHEN 'help_case' THEN (SELECT title FROM help_cases WHERE id = r.item_id)
        WHEN 'project' THEN (SELECT title FROM projects WHERE id = r.item_id)
        WHEN 'micro_project' THEN (SELECT title FROM micro_projects WHERE id = r.item_id)
        WHEN 'wish' THEN (SELECT title FROM wishes WHERE id = r.item_id)
        WHEN 'activity' THEN (SELECT title FROM activities WHERE id = r.item_id)
        WHEN 'sale_goods' THEN (SELECT title FROM sale_goods WHERE id = r.item_id) END, '')";

/// The organisation owning the item of a change request or report.
const ITEM_ORG: &str = "CASE r.subject
        WHEN 'help_case' THEN (SELECT org_id FROM help_cases WHERE id = r.item_id)
        WHEN 'project' THEN (SELECT org_id FROM projects WHERE id = r.item_id)
        WHEN 'micro_project' THEN (SELECT org_id FROM micro_projects WHERE id = r.item_id)
        WHEN 'wish' THEN (SELECT org_id FROM wishes WHERE id = r.item_id)
        WHEN 'activity' THEN (SELECT org_id FROM activities WHERE id = r.item_id)
        WHEN 'sale_goods' THEN (SELECT org_id FROM sale_goods WHERE id = r.item_id) END";

/// A change request's review page in its area.
const CHANGE_LINK: &str = "CASE r.subject
        WHEN 'help_case' THEN '/SZ/helpVerifyChangeDetail/'
        WHEN 'project' THEN '/SJ/projectVerifyChangeDetail/'
        WHEN 'micro_project' THEN '/SJM/mprojectVerifyChangeDetail/'
        WHEN 'wish' THEN '/MicroWish/edit_change_microwish/'
        WHEN 'activity' THEN '/SX/editinfo/'
        ELSE '/SP/updatechangeinfo/' END || r.id || CASE r.subject WHEN 'sale_goods' THEN '/2' ELSE '' END";

/// A report's page: `review` (待审核) or `edit` (退回后修改).
fn report_link(edit: bool) -> String {
    let (help, progress, end, micro) = if edit {
        (
            "/SZ/editHelpProcess/",
            "/SJ/editProcess/",
            "/SJ/editEndProcess/",
            "/SJM/editMProcess/",
        )
    } else {
        (
            "/SZ/verifyHelpProcess/",
            "/SJ/verifyProcess/",
            "/SJ/verifyEndProcess/",
            "/SJM/verifyMProcess/",
        )
    };
    format!(
        "CASE WHEN r.subject = 'help_case' THEN '{help}' WHEN r.subject = 'micro_project' THEN '{micro}'
              WHEN r.kind = 'end' THEN '{end}' ELSE '{progress}' END || r.id"
    )
}

/// Items in a pool (state `status`, not ignored by the caller) of a table keyed `subject`.
fn pool(table: &str, subject: &str, status: i64, page: &str) -> String {
    format!(
        "SELECT x.id, x.title, {ORG} AS org_name, '' AS reason, x.submitted_at AS at, '{page}' || x.id AS link
           FROM {table} x WHERE x.status = {status}
            AND NOT EXISTS (SELECT 1 FROM workflow_ignores i
                             WHERE i.subject = '{subject}' AND i.item_id = x.id AND i.account_id = ?)"
    )
}

/// Items of `table` in `status` (`where_` narrows further), with `reason` and `at` columns.
pub(super) fn items(
    table: &str,
    status: &str,
    reason: &str,
    at: &str,
    link: &str,
    where_: &str,
) -> String {
    format!(
        "SELECT x.id, x.title, {ORG} AS org_name, {reason} AS reason, {at} AS at, {link} AS link
           FROM {table} x WHERE x.status {status} {where_}"
    )
}

/// The items of `table` in state `status` that are the caller's by column `whose` (compared
/// with the kind's argument), with their reason and time columns and their link.
fn callers_items(
    (table, status): (&str, i64),
    (reason, at): (&str, &str),
    link: &str,
    whose: &str,
) -> String {
    let status = format!("= {status}");
    items(
        table,
        &status,
        reason,
        at,
        link,
        &format!("AND {whose} = ?"),
    )
}

/// 待我审核 for roles 2 and 99: the pools, what the caller claimed, and what waits for a
/// reviewer in every area.
pub fn review(c: &Caller) -> Vec<Kind> {
    let me = || vec![Sql::Integer(c.account_id)];
    let claimed = |table: &str, status: i64, page: &str| {
        let link = format!("'{page}' || x.id");
        callers_items(
            (table, status),
            ("''", "x.submitted_at"),
            &link,
            "x.claimed_by",
        )
    };
    let waiting = |table: &str, page: &str| items(table, "= 1", "''", "x.submitted_at", page, "");
    vec![
        kind("help_pool", "待认领求助", "/SZ/helpClaim", &pool("help_cases", "help_case", 1, "/SZ/verifyHelp/"), me()),
        kind("help_claimed", "我认领的求助", "/SZ/helpClaimed?status=2", &claimed("help_cases", 2, "/SZ/verifyHelp/"), me()),
        kind("project_pool", "待认领项目", "/SJ/projectClaim", &pool("projects", "project", 1, "/SJ/verifyProject/"), me()),
        kind("project_claimed", "我认领的项目", "/SJ/projectClaimed?status=6", &claimed("projects", 6, "/SJ/verifyProject/"), me()),
        kind("micro", "待审核微项目", "/SJM/verifyMList?status=1", &waiting("micro_projects", "'/SJM/verifyMProject/' || x.id"), vec![]),
        kind("activity", "待审核活动", "/SX/activelist?status=1", &waiting("activities", "'/SX/activedetail/' || x.id || '/0'"), vec![]),
        kind("sale", "待审核义卖商品", "/SP/salesmanlist?status=1", &waiting("sale_goods", "'/SP/good_charity/' || x.id"), vec![]),
        kind(
            "org_auth",
            "机构认证",
            "/config/authReview?status=1",
            "SELECT s.id, o.name AS title, o.name AS org_name, '' AS reason, s.submitted_at AS at,
                    '/config/authReview?status=1' AS link
               FROM auth_submissions s JOIN orgs o ON o.id = s.org_id WHERE s.status = 1",
            vec![],
        ),
        kind(
            "micro_auth",
            "微机构认证",
            "/SJM/authList?status=1",
            "SELECT s.id, s.group_name AS title, o.name AS org_name, '' AS reason, s.submitted_at AS at,
                    '/SJM/verifyAuthInfo/' || s.id AS link
               FROM micro_auths s JOIN orgs o ON o.id = s.org_id WHERE s.status = 1",
            vec![],
        ),
    ]
    .into_iter()
    .chain(CHANGES.iter().map(|(subject, key, label, list)| {
        kind(
            key,
            label,
            list,
            &format!(
                "SELECT r.id, {ITEM_TITLE} AS title, (SELECT name FROM orgs WHERE id = {ITEM_ORG}) AS org_name,
                        r.reason AS reason, r.created_at AS at, {CHANGE_LINK} AS link
                   FROM change_requests r WHERE r.status = 1 AND r.subject = '{subject}'"
            ),
            vec![],
        )
    }))
    .chain(
        REPORTS
            .iter()
            // Help progress reports are reviewed by role 2 only (spec §6).
            .filter(|(subject, ..)| *subject != "help_case" || c.role == 2)
            .map(|(subject, key, label, list)| {
                kind(
                    key,
                    label,
                    &format!("{list}?status=1"),
                    &format!(
                        "SELECT r.id, r.title || '（' || {ITEM_TITLE} || '）' AS title,
                                (SELECT name FROM orgs WHERE id = {ITEM_ORG}) AS org_name, '' AS reason,
                                r.created_at AS at, {} AS link
                           FROM reports r WHERE r.status = 1 AND r.subject = '{subject}'",
                        report_link(false)
                    ),
                    vec![],
                )
            }),
    )
    .collect()
}

/// Change requests per subject: its kind, label and the area's change list of those waiting.
const CHANGES: [(&str, &str, &str, &str); 6] = [
    (
        "help_case",
        "help_change",
        "求助变更",
        "/SZ/helpVerifyList?status=1",
    ),
    (
        "project",
        "project_change",
        "项目变更",
        "/SJ/verifyList?status=1",
    ),
    (
        "micro_project",
        "micro_change",
        "微项目变更",
        "/SJM/changeMList?status=1",
    ),
    (
        "wish",
        "wish_change",
        "微心愿变更",
        "/MicroWish/change_list?status=1",
    ),
    (
        "activity",
        "activity_change",
        "活动变更",
        "/SX/changeactivelist?status=1",
    ),
    (
        "sale_goods",
        "sale_change",
        "商品变更",
        "/SP/goodchangelist?status=1",
    ),
];

/// Reports per subject: its kind, label and the area's report list (filtered by state).
const REPORTS: [(&str, &str, &str, &str); 3] = [
    (
        "help_case",
        "help_report",
        "求助进展",
        "/SZ/helpProcessList",
    ),
    (
        "project",
        "project_report",
        "项目信息披露/结项报告",
        "/SJ/processList",
    ),
    (
        "micro_project",
        "micro_report",
        "微项目信息披露",
        "/SJM/processMList",
    ),
];

/// 待我审核 for the regional partner (3): 初审 of its province's projects and the progress
/// reports of its province's micro projects.
pub fn partner_review(c: &Caller) -> Vec<Kind> {
    let p = || vec![Sql::Text(c.province.clone())];
    vec![
        kind(
            "project_preliminary",
            "待初审项目",
            "/SJ/projectList?status=5",
            &items(
                "projects",
                "= 5",
                "''",
                "x.submitted_at",
                "'/SJ/verifyProject/' || x.id",
                "AND x.province = ?",
            ),
            p(),
        ),
        kind(
            "report",
            "微项目信息披露",
            "/SJM/processMList?status=1",
            "SELECT r.id, r.title || '（' || m.title || '）' AS title,
                        (SELECT name FROM orgs WHERE id = m.org_id) AS org_name, '' AS reason,
                        r.created_at AS at, '/SJM/verifyMProcess/' || r.id AS link
                   FROM reports r JOIN micro_projects m ON m.id = r.item_id
                  WHERE r.subject = 'micro_project' AND r.status = 1 AND m.province = ?",
            p(),
        ),
    ]
}

/// 被退回: the caller's organisation's returned items, with their reasons.
pub fn returned(c: &Caller) -> Vec<Kind> {
    let org = || vec![Sql::Integer(c.org_id)];
    let ret = |table: &str, status: i64, link: &str| {
        let reason_and_time = ("x.return_reason", "x.updated_at");
        callers_items((table, status), reason_and_time, link, "x.org_id")
    };
    vec![
        kind("help", "求助", &own("/SZ/helpList?status=3"), &ret("help_cases", 3, "'/SZ/editHelp/' || x.id"), org()),
        kind("project", "项目", &own("/SJ/projectList?status=4"), &ret("projects", 4, "'/SJ/editProject/' || x.id"), org()),
        kind("micro", "微项目", &own("/SJM/projectMList?status=4"), &ret("micro_projects", 4, "'/SJM/editMProject/' || x.id"), org()),
        kind("activity", "活动", &own("/SX/activelist?status=5"), &ret("activities", 5, "'/SX/addnewactive/' || x.id || '/' || x.kind"), org()),
        kind("sale", "义卖商品", &own("/SP/salesmanlist?status=2"), &ret("sale_goods", 2, "'/SP/edit_charity/' || x.id || '/' || x.kind"), org()),
        kind(
            "org_auth",
            "机构认证",
            "/config/auth",
            "SELECT o.id, '机构认证' AS title, o.name AS org_name, o.return_reason AS reason,
                    COALESCE((SELECT MAX(s.reviewed_at) FROM auth_submissions s WHERE s.org_id = o.id), 0) AS at,
                    '/config/auth' AS link
               FROM orgs o WHERE o.id = ? AND o.certification IN (3, 5)",
            org(),
        ),
        kind(
            "micro_auth",
            "微机构认证",
            "/config/auth/firstAuth/4",
            "SELECT s.id, '微机构认证' AS title, s.group_name AS org_name, s.reason AS reason,
                    COALESCE(s.reviewed_at, s.submitted_at) AS at, '/config/auth/firstAuth/4' AS link
               FROM micro_auths s
              WHERE s.org_id = ? AND s.status = 3
                AND s.id = (SELECT MAX(id) FROM micro_auths n WHERE n.org_id = s.org_id)",
            org(),
        ),
    ]
    .into_iter()
    .chain(REPORTS.iter().map(|(subject, key, label, list)| {
        kind(
            key,
            label,
            &own(&format!("{list}?status=3")),
            &format!(
                "SELECT r.id, r.title || '（' || {ITEM_TITLE} || '）' AS title, '' AS org_name, r.reason AS reason,
                        r.updated_at AS at, {} AS link
                   FROM reports r WHERE r.status = 3 AND r.subject = '{subject}' AND {ITEM_ORG} = ?",
                report_link(true)
            ),
            org(),
        )
    }))
    .collect()
}
