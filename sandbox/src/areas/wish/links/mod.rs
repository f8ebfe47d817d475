//! H5 campaign links: a page (URL, title, cover, intro) grouping published wishes in a chosen
//! order; which links a wish is in; pushing a link to chosen accounts' message centres; and the
//! campaign page's data for the console's 375 px preview (the public view: masked names).
//! Staff (2, 99) write; the regional partner reads.

mod preview;
mod push;
mod relations;

pub use preview::preview;
pub use push::push_link;
pub(super) use relations::set_wishes;
pub use relations::{of_wish, relate, relate_wish};

use super::common::{row as wish_row, visible, FROM as WISH_FROM, ROW as WISH_ROW};
use super::curation::{stamped, Curated};
use super::form::{self};
use crate::http::envelope::{ok, ApiResult};
use crate::http::input::{Body, Query};
use crate::http::list::{page_of, Filter};
use crate::http::paging::Page;
use crate::http::session::CurrentUser;
use crate::state::AppState;
use actix_web::web;
use rusqlite::{Connection, OptionalExtension, Row};
use serde_json::{json, Value};

/// The sandbox's H5 host: where the public campaign page of a link lives.
const H5_BASE: &str = "https://h5.sandbox.local/microwish";
/// Most wishes one link groups, and most accounts one push reaches.
pub(super) const MAX_WISHES: usize = 100;
pub(super) const MAX_ACCOUNTS: usize = 500;

pub fn url(id: i64) -> String {
    format!("{H5_BASE}/{id}")
}

const FROM: &str = "wish_links l LEFT JOIN accounts a ON a.id = l.created_by";
const ROW: &str = "l.id, l.title, l.cover, l.intro,
    (SELECT COUNT(*) FROM wish_link_items WHERE link_id = l.id),
    (SELECT t.copy_id FROM wish_copy_targets t WHERE t.target_type = 2 AND t.target_id = l.id
      ORDER BY t.copy_id DESC LIMIT 1),
    (SELECT COUNT(*) FROM wish_link_pushes WHERE link_id = l.id),
    a.display_name, l.created_at, l.updated_at";

fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let id: i64 = r.get(0)?;
    let row = json!({
        "id": id,
        "title": r.get::<_, String>(1)?,
        "cover": r.get::<_, String>(2)?,
        "url": url(id),
        "intro": r.get::<_, String>(3)?,
        "wish_count": r.get::<_, i64>(4)?,
        "copywriting_id": r.get::<_, Option<i64>>(5)?,
        "push_count": r.get::<_, i64>(6)?,
    });
    stamped(row, r, 7)
}

/// The link table as its handlers read and write it.
pub(super) static LINKS: Curated = Curated {
    table: "wish_links",
    select: ROW,
    from: FROM,
    alias: "l",
    title: "l.title",
    row,
    not_found: "链接不存在",
    no_right: "无权管理链接",
    fields: ["title", "cover", "intro"],
    form: form::link,
};

/// `GET link_list` — newest first.
pub async fn list(state: web::Data<AppState>, _user: CurrentUser, q: Query) -> ApiResult {
    LINKS.list(&state, &q).await
}

/// The copywriting that applies to link `id`: the newest related to the link itself.
pub fn share_of(conn: &Connection, id: i64) -> rusqlite::Result<Value> {
    Ok(conn
        .query_row(
            "SELECT c.id, c.share_title, c.description, c.image FROM wish_copy_targets t
               JOIN wish_copywritings c ON c.id = t.copy_id
              WHERE t.target_type = 2 AND t.target_id = ?1 ORDER BY c.id DESC LIMIT 1",
            [id],
            |r| {
                Ok(
                    json!({"id": r.get::<_, i64>(0)?, "title": r.get::<_, String>(1)?,
                          "description": r.get::<_, String>(2)?, "image": r.get::<_, String>(3)?}),
                )
            },
        )
        .optional()?
        .unwrap_or(Value::Null))
}

/// `GET link_detail?id=` — the link, its wishes in order (the partner: its province's), the
/// applying copywriting and the earlier pushes.
pub async fn detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    LINKS
        .answer(&state, &q, "id", move |conn, id| {
            let mut out = LINKS.row_of(conn, id)?;
            let mut f = Filter::default();
            visible(&mut f, &user);
            // The id is an integer read from the query, so it may stand in the join itself.
            let from = format!("{WISH_FROM} JOIN wish_link_items i ON i.wish_id = w.id AND i.link_id = {id}");
            let all = Page { num: 1, size: MAX_WISHES as i64 };
            let (wishes, _) = page_of(conn, WISH_ROW, &from, &f, "i.sort, w.id", all, wish_row)?;
            let mut stmt = conn.prepare(
                "SELECT p.id, p.account_id, a.account, o.name, b.display_name, p.at
                   FROM wish_link_pushes p JOIN accounts a ON a.id = p.account_id JOIN orgs o ON o.id = a.org_id
                   LEFT JOIN accounts b ON b.id = p.pushed_by WHERE p.link_id = ?1 ORDER BY p.at DESC, p.id DESC",
            )?;
            let pushes = stmt
                .query_map([id], |r| {
                    Ok(json!({"id": r.get::<_, i64>(0)?, "account_id": r.get::<_, i64>(1)?,
                              "account": r.get::<_, String>(2)?, "org_name": r.get::<_, String>(3)?,
                              "pushed_by_name": r.get::<_, Option<String>>(4)?, "at": r.get::<_, i64>(5)?}))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            if let Some(o) = out.as_object_mut() {
                o.insert("wishes".into(), wishes.into());
                o.insert("copywriting".into(), share_of(conn, id)?);
                o.insert("pushes".into(), pushes.into());
            }
            Ok(out)
        })
        .await
}

/// `POST add_link {title, cover, intro?}`.
pub async fn add(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = LINKS.add(&state, &user, &body).await?;
    Ok(ok("创建成功", json!({ "id": id, "url": url(id) })))
}

/// `POST edit_link {id, title, cover, intro?}`.
pub async fn edit(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = LINKS.edit(&state, &user, &body).await?;
    Ok(ok("保存成功", json!({ "id": id, "url": url(id) })))
}

/// `POST delete_link {id}` — its relations go with it; pushed messages stay.
pub async fn delete(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = LINKS.target(&user, &body)?;
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            LINKS.exists(&tx, id)?;
            tx.execute(
                "DELETE FROM wish_copy_targets WHERE target_type = 2 AND target_id = ?1",
                [id],
            )?;
            tx.execute("DELETE FROM wish_links WHERE id = ?1", [id])?;
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok("删除成功", Value::Null))
}
