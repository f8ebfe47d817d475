//! 草稿: the dashboard's kinds of the caller's organisation's drafts, one per area with a draft
//! box (rows as `kinds.rs` describes them).

use super::kinds::{items, kind, own, Caller, Kind};
use rusqlite::types::Value as Sql;

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
            &own("/SP/salesmanlist?status=0"),
            &draft("sale_goods", "'/SP/edit_charity/' || x.id || '/' || x.kind"),
            org(),
        ),
    ]
}
