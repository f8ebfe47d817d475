//! The kinds of things a dashboard lists, each one SQL source of uniform rows `(id, title,
//! org_name, reason, at, link)`: the review queues, returned items, drafts, fundraising that
//! ends soon and reports due. The groups (`todo.rs`) choose which kinds a role sees.

use rusqlite::types::Value as Sql;

/// One kind: its key, label, list page, and rows as SQL with arguments.
pub struct Kind {
    pub key: &'static str,
    pub label: &'static str,
    pub list: &'static str,
    pub sql: String,
    pub args: Vec<Sql>,
}

fn kind(
    key: &'static str,
    label: &'static str,
    list: &'static str,
    sql: &str,
    args: Vec<Sql>,
) -> Kind {
    Kind {
        key,
        label,
        list,
        sql: sql.to_owned(),
        args,
    }
}

/// A `YYYY-MM-DD` column as the seconds of 00:00 China time that day.
fn date_secs(column: &str) -> String {
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
fn items(table: &str, status: &str, reason: &str, at: &str, link: &str, where_: &str) -> String {
    format!(
        "SELECT x.id, x.title, {ORG} AS org_name, {reason} AS reason, {at} AS at, {link} AS link
           FROM {table} x WHERE x.status {status} {where_}"
    )
}

/// 待我审核 for roles 2 and 99: the pools, what the caller claimed, and what waits for a
/// reviewer in every area.
pub fn review(c: &Caller) -> Vec<Kind> {
    let me = || vec![Sql::Integer(c.account_id)];
    let claimed = |table: &str, status: i64, page: &str| {
        items(
            table,
            &format!("= {status}"),
            "''",
            "x.submitted_at",
            &format!("'{page}' || x.id"),
            "AND x.claimed_by = ?",
        )
    };
    let waiting = |table: &str, page: &str| items(table, "= 1", "''", "x.submitted_at", page, "");
    // Help progress reports are reviewed by role 2 only (spec §6).
    let help_reports = if c.role == 2 {
        ""
    } else {
        "AND r.subject <> 'help_case'"
    };
    vec![
        kind("help_pool", "待认领求助", "/SZ/helpClaim", &pool("help_cases", "help_case", 1, "/SZ/verifyHelp/"), me()),
        kind("help_claimed", "我认领的求助", "/SZ/helpClaimed", &claimed("help_cases", 2, "/SZ/verifyHelp/"), me()),
        kind("project_pool", "待认领项目", "/SJ/projectClaim", &pool("projects", "project", 1, "/SJ/verifyProject/"), me()),
        kind("project_claimed", "我认领的项目", "/SJ/projectClaimed", &claimed("projects", 6, "/SJ/verifyProject/"), me()),
        kind("micro", "待审核微项目", "/SJM/verifyMList", &waiting("micro_projects", "'/SJM/verifyMProject/' || x.id"), vec![]),
        kind("activity", "待审核活动", "/SX/activelist", &waiting("activities", "'/SX/activedetail/' || x.id || '/0'"), vec![]),
        kind("sale", "待审核义卖商品", "/SP/salesmanlist", &waiting("sale_goods", "'/SP/good_charity/' || x.id"), vec![]),
        kind(
            "org_auth",
            "机构认证",
            "/config/authReview",
            "SELECT s.id, o.name AS title, o.name AS org_name, '' AS reason, s.submitted_at AS at,
                    '/config/authReview' AS link
               FROM auth_submissions s JOIN orgs o ON o.id = s.org_id WHERE s.status = 1",
            vec![],
        ),
        kind(
            "micro_auth",
            "微机构认证",
            "/SJM/authList",
            "SELECT s.id, s.group_name AS title, o.name AS org_name, '' AS reason, s.submitted_at AS at,
                    '/SJM/verifyAuthInfo/' || s.id AS link
               FROM micro_auths s JOIN orgs o ON o.id = s.org_id WHERE s.status = 1",
            vec![],
        ),
        kind(
            "change",
            "变更申请",
            "",
            &format!(
                "SELECT r.id, {ITEM_TITLE} AS title, (SELECT name FROM orgs WHERE id = {ITEM_ORG}) AS org_name,
                        r.reason AS reason, r.created_at AS at, {CHANGE_LINK} AS link
                   FROM change_requests r WHERE r.status = 1"
            ),
            vec![],
        ),
        kind(
            "report",
            "进展/结项报告",
            "/SJ/processList",
            &format!(
                "SELECT r.id, r.title || '（' || {ITEM_TITLE} || '）' AS title,
                        (SELECT name FROM orgs WHERE id = {ITEM_ORG}) AS org_name, '' AS reason,
                        r.created_at AS at, {} AS link
                   FROM reports r WHERE r.status = 1 {help_reports}",
                report_link(false)
            ),
            vec![],
        ),
    ]
}

/// 待我审核 for the regional partner (3): 初审 of its province's projects and the progress
/// reports of its province's micro projects.
pub fn partner_review(c: &Caller) -> Vec<Kind> {
    let p = || vec![Sql::Text(c.province.clone())];
    vec![
        kind(
            "project_preliminary",
            "待初审项目",
            "/SJ/verifyList",
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
            "微项目进展",
            "/SJM/processMList",
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
        items(
            table,
            &format!("= {status}"),
            "x.return_reason",
            "x.updated_at",
            link,
            "AND x.org_id = ?",
        )
    };
    vec![
        kind("help", "求助", "/SZ/helpList", &ret("help_cases", 3, "'/SZ/editHelp/' || x.id"), org()),
        kind("project", "项目", "/SJ/projectList", &ret("projects", 4, "'/SJ/editProject/' || x.id"), org()),
        kind("micro", "微项目", "/SJM/projectMList", &ret("micro_projects", 4, "'/SJM/editMProject/' || x.id"), org()),
        kind("activity", "活动", "/SX/activelist", &ret("activities", 5, "'/SX/addnewactive/' || x.id || '/' || x.kind"), org()),
        kind("sale", "义卖商品", "/SP/salesmanlist", &ret("sale_goods", 2, "'/SP/edit_charity/' || x.id || '/' || x.kind"), org()),
        kind(
            "report",
            "进展/结项报告",
            "",
            &format!(
                "SELECT r.id, r.title || '（' || {ITEM_TITLE} || '）' AS title, '' AS org_name, r.reason AS reason,
                        r.updated_at AS at, {} AS link
                   FROM reports r WHERE r.status = 3 AND {ITEM_ORG} = ?",
                report_link(true)
            ),
            org(),
        ),
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
}

/// 草稿: the caller's organisation's drafts.
pub fn drafts(c: &Caller) -> Vec<Kind> {
    let org = || vec![Sql::Integer(c.org_id)];
    let draft = |table: &str, link: &str| {
        items(table, "= 0", "''", "x.updated_at", link, "AND x.org_id = ?")
    };
    vec![
        kind(
            "help",
            "求助",
            "/SZ/helpDraftBox",
            &draft("help_cases", "'/SZ/draftHelp/' || x.id"),
            org(),
        ),
        kind(
            "project",
            "项目",
            "/SJ/draftBox",
            &draft("projects", "'/SJ/draftProject/' || x.id"),
            org(),
        ),
        kind(
            "micro",
            "微项目",
            "/SJM/draftMBox",
            &draft("micro_projects", "'/SJM/draftMProject/' || x.id"),
            org(),
        ),
        kind(
            "activity",
            "活动",
            "/SX/drafts_list",
            &draft("activities", "'/SX/drafts_detail/' || x.id"),
            org(),
        ),
        kind(
            "sale",
            "义卖商品",
            "/SP/salesmanlist",
            &draft("sale_goods", "'/SP/edit_charity/' || x.id || '/' || x.kind"),
            org(),
        ),
    ]
}

/// The scope's restriction of an item table (`x`): its organisation, its province, or none.
pub enum Reach {
    All,
    Province(String),
    Org(i64),
}

impl Reach {
    fn clause(&self, province_column: &str) -> (String, Vec<Sql>) {
        match self {
            Reach::All => (String::new(), vec![]),
            Reach::Province(p) => (
                format!("AND {province_column} = ?"),
                vec![Sql::Text(p.clone())],
            ),
            Reach::Org(o) => ("AND x.org_id = ?".to_owned(), vec![Sql::Integer(*o)]),
        }
    }
}

/// 7天内结束募款: raising items whose fundraising ends today or within 7 days.
pub fn ending(c: &Caller, reach: &Reach) -> Vec<Kind> {
    let soon = |table: &str, status: i64, end: &str, link: &str| {
        let (clause, mut args) = reach.clause("x.province");
        let left = format!("CAST(julianday(x.{end}) - julianday(?) AS INTEGER)");
        let sql = items(
            table,
            &format!("= {status}"),
            &format!("CASE {left} WHEN 0 THEN '今天结束' ELSE '还剩' || {left} || '天' END"),
            &date_secs(&format!("x.{end}")),
            link,
            &format!("AND x.{end} >= ? AND x.{end} <= date(?, '+7 days') {clause}"),
        );
        let mut all = vec![
            Sql::Text(c.today.clone()),
            Sql::Text(c.today.clone()),
            Sql::Text(c.today.clone()),
            Sql::Text(c.today.clone()),
        ];
        all.append(&mut args);
        (sql, all)
    };
    let (p, pa) = soon("projects", 2, "fund_end", "'/SJ/viewProject/' || x.id");
    let (m, ma) = soon(
        "micro_projects",
        2,
        "fund_end",
        "'/SJM/verifyMProject/' || x.id",
    );
    let (h, ha) = soon("help_cases", 4, "deadline", "'/SZ/viewHelp/' || x.id");
    vec![
        kind("project", "项目", "/SJ/projectList", &p, pa),
        kind("micro", "微项目", "/SJM/projectMList", &m, ma),
        kind("help", "求助", "/SZ/helpList", &h, ha),
    ]
}

/// 待提交报告: the caller's organisation's projects owing an end report or a disclosure.
pub fn reports_due(c: &Caller) -> Vec<Kind> {
    let end_report = items(
        "projects",
        "= 8",
        "'执行期至' || x.exec_end",
        &date_secs("x.exec_end"),
        "'/SJ/newEndProcess/' || x.id",
        "AND x.org_id = ? AND x.exec_end <> '' AND x.exec_end <= date(?, '+30 days')
         AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.subject = 'project' AND r.item_id = x.id
                          AND r.kind = 'end' AND r.status IN (1, 2))",
    );
    let disclosure = items(
        "projects",
        "IN (2, 8)",
        "'90天内未披露进展'",
        &date_secs("x.fund_start"),
        "'/SJ/newProcess/' || x.id",
        "AND x.org_id = ? AND x.fund_start <> '' AND x.fund_start <= date(?, '-90 days')
         AND NOT EXISTS (SELECT 1 FROM reports r WHERE r.subject = 'project' AND r.item_id = x.id
                          AND r.kind = 'progress' AND r.created_at >= ?)",
    );
    let args = |extra: Option<i64>| {
        let mut a = vec![Sql::Integer(c.org_id), Sql::Text(c.today.clone())];
        a.extend(extra.map(Sql::Integer));
        a
    };
    vec![
        kind(
            "end_report",
            "结项报告",
            "/SJ/processList",
            &end_report,
            args(None),
        ),
        kind(
            "disclosure",
            "信息披露",
            "/SJ/processList",
            &disclosure,
            args(Some(c.now - 90 * crate::clock::DAY)),
        ),
    ]
}
