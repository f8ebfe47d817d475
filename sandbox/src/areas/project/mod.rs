//! Donation projects (募捐项目, `/api/organization/SJ/`, issue 17): the whole life of a project
//! — draft, the regional partner's preliminary review, the platform's review, publication,
//! fundraising, execution with disclosures, the end report — its change requests and its
//! donations (direct, share pages, monthly pledges). Forms and workflow tables are pure; the
//! handlers are thin.

mod changes;
pub(crate) mod common;
pub mod donations;
pub mod form;
mod lifecycle;
mod process;
mod projects;
mod review;
pub mod seed;
pub mod store;
mod submit;
pub mod workflow;

use crate::areas::common::decision_routes::{decision_routes, DecisionCalls};
use crate::areas::common::fundraising::money_calls;
use crate::http::area::{self, Area};
use crate::http::call_sets::{self, ChangeCalls, DraftCalls, ReportCalls};
use crate::http::Routes;
use crate::http::{bulk, get, post};
use actix_web::middleware::from_fn;
use common::Projects;
use submit::ProjectDrafts;

/// 项目管理 (/SJ): spec §6 gives it to roles 1, 2, 3 and 99.
pub static AREA: Area = Area {
    key: "SJ",
    title: "项目管理",
    roles: &[1, 2, 3, 99],
};

/// The project calls (`/api/organization/SJ/…`), named as the contract names them. Every call
/// first ends the fundraising of projects whose window is over (`common::end_due`).
pub fn routes(cfg: &mut Routes) {
    let p = |name: &str| format!("/{name}");
    cfg.scope(
        "/api/organization/SJ",
        |s| area::gate(&AREA, s).wrap(from_fn(common::end_due)),
        |cfg| {
            cfg.service(get(&p("domain_list"), projects::domains))
                .service(get(&p("submit_info"), submit::submit_info))
                .service(get(&p("project_list"), projects::list))
                .service(get(&p("project_detail"), projects::detail))
                .service(get(&p("draft_box_list"), projects::drafts))
                .service(post(&p("preliminary_pass"), review::preliminary_pass))
                .service(post(&p("preliminary_return"), review::preliminary_return))
                .service(get(&p("claim_pool_list"), review::pool))
                .service(get(&p("claimed_list"), review::claimed))
                .service(post(&p("claim_project"), review::claim))
                .service(post(&p("ignore_project"), review::ignore))
                .service(post(&p("issue_project"), lifecycle::publish))
                .service(post(&p("finish_project"), lifecycle::finish))
                .service(post(&p("start_project"), lifecycle::start))
                .service(get(&p("month_donate_list"), donations::pledges));
            money_calls::routes::<donations::Donations>(cfg);
            let others = vec![
                bulk::by("preliminary_pass", review::preliminary_pass),
                bulk::by("preliminary_return", review::preliminary_return),
                bulk::by("claim", review::claim),
                bulk::by("ignore", review::ignore),
            ];
            let decisions = (review::pass, review::return_project);
            decision_routes(cfg, DecisionCalls::of("project"), decisions, others);
            call_sets::drafts::<ProjectDrafts>(
                cfg,
                DraftCalls::draft_box("add_project", "edit_project"),
            );
            call_sets::reports::<Projects>(cfg, ReportCalls::PROCESS);
            call_sets::changes::<Projects>(cfg, ChangeCalls::CHANGE);
        },
    );
}

/// `domain_list`: fixed (ids are stored on the project, so they never change).
pub const DOMAINS: [(i64, &str); 9] = [
    (1, "教育助学"),
    (2, "医疗救助"),
    (3, "扶贫济困"),
    (4, "养老助残"),
    (5, "儿童关爱"),
    (6, "环境保护"),
    (7, "灾害救援"),
    (8, "社区发展"),
    (9, "其他"),
];

/// Donation `channel`; 4 is a charity sale's proceeds (issue 40), labelled as the data centre
/// labels them.
pub const CHANNELS: [(i64, &str); 4] = [(1, "直接捐款"), (2, "一起捐"), (3, "月捐"), (4, "义卖")];

/// Publication `channel` (where the project appears).
pub const SHOWCASES: [(i64, &str); 2] = [(1, "平台首页"), (2, "项目池")];

/// Monthly pledge `status`.
pub const PLEDGE_STATES: [(i64, &str); 3] = [(1, "进行中"), (2, "已暂停"), (3, "已取消")];

pub use crate::labels::label_of;
pub use crate::rules::region::province_name;

/// The parent side of issue 18: a project's own raised amount, its micro projects' and the
/// micro projects themselves (their raised amounts add up to `micro_raised_amount`).
pub fn micro_money(
    conn: &rusqlite::Connection,
    id: i64,
) -> rusqlite::Result<serde_json::Map<String, serde_json::Value>> {
    use crate::rules::money::yuan;
    let own = store::own_raised_fen(conn, id)?;
    let mut stmt = conn.prepare(
        "SELECT m.id, m.title, o.name, m.status,
                (SELECT COALESCE(SUM(amount_fen), 0) FROM donations
                  WHERE subject = 'micro_project' AND item_id = m.id AND pay_status = 1)
           FROM micro_projects m JOIN orgs o ON o.id = m.org_id
          WHERE m.parent_type = 1 AND m.parent_id = ?1 AND m.status <> 0 ORDER BY m.id",
    )?;
    let mut micro_total = 0;
    let list = stmt
        .query_map([id], |r| {
            let status: i64 = r.get(3)?;
            let raised: i64 = r.get(4)?;
            Ok((
                raised,
                serde_json::json!({
                    "id": r.get::<_, i64>(0)?, "title": r.get::<_, String>(1)?,
                    "org_name": r.get::<_, String>(2)?, "status": status,
                    "status_label": crate::labels::project_status(status),
                    "raised_amount": yuan(raised),
                }),
            ))
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let mut out = serde_json::Map::new();
    let micro_projects: Vec<serde_json::Value> = list
        .into_iter()
        .map(|(raised, v)| {
            micro_total += raised;
            v
        })
        .collect();
    // Drafts raise nothing (a donation needs 募款中), so the listed ones hold every micro fen.
    out.insert("own_raised_amount".into(), yuan(own).into());
    out.insert("micro_raised_amount".into(), yuan(micro_total).into());
    out.insert("micro_projects".into(), micro_projects.into());
    Ok(out)
}
