//! Share copy (文案) of the H5 pages: the title, description and image used when a page is
//! shared, applying to chosen wishes or links. Staff (2, 99) write; the partner reads.

use super::curation::{id_list, row_exists, stamped, Curated};
use crate::http::envelope::{ok, ApiResult};
use crate::http::input::{Body, Query};
use crate::http::session::CurrentUser;
use crate::state::AppState;
use actix_web::web;
use rusqlite::{params, Connection, Row};
use serde_json::{json, Value};

/// Most targets of one kind a copywriting applies to.
const MAX_TARGETS: usize = 100;

const FROM: &str = "wish_copywritings c LEFT JOIN accounts a ON a.id = c.created_by";
const ROW: &str = "c.id, c.share_title, c.description, c.image,
    (SELECT COUNT(*) FROM wish_copy_targets t WHERE t.copy_id = c.id AND t.target_type = 1),
    (SELECT COUNT(*) FROM wish_copy_targets t WHERE t.copy_id = c.id AND t.target_type = 2),
    a.display_name, c.created_at, c.updated_at";

fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let row = json!({
        "id": r.get::<_, i64>(0)?,
        "share_title": r.get::<_, String>(1)?,
        "description": r.get::<_, String>(2)?,
        "image": r.get::<_, String>(3)?,
        "wish_count": r.get::<_, i64>(4)?,
        "link_count": r.get::<_, i64>(5)?,
    });
    stamped(row, r, 6)
}

/// The copywriting table as its handlers read and write it.
pub(super) static COPYWRITING: Curated = Curated {
    table: "wish_copywritings",
    select: ROW,
    from: FROM,
    alias: "c",
    title: "c.share_title",
    row,
    not_found: "文案不存在",
    no_right: "无权管理文案",
    fields: ["share_title", "description", "image"],
    form: super::form::copywriting,
};

/// `GET copywriting_list` — newest first.
pub async fn list(state: web::Data<AppState>, _user: CurrentUser, q: Query) -> ApiResult {
    COPYWRITING.list(&state, &q).await
}

/// `GET copywriting_detail?id=` — the row and what it applies to.
pub async fn detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    COPYWRITING
        .answer(&state, &q, "id", move |conn, id| {
            let mut out = COPYWRITING.row_of(conn, id)?;
            let province = super::common::own_province(conn, &user)?;
            let mut stmt = conn.prepare(
                "SELECT w.id, w.wish_no, w.title FROM wish_copy_targets t JOIN wishes w ON w.id = t.target_id
                  WHERE t.copy_id = ?1 AND t.target_type = 1 AND (?2 IS NULL OR w.province = ?2) ORDER BY w.id",
            )?;
            let wishes = stmt
                .query_map(params![id, province], |r| {
                    Ok(json!({"id": r.get::<_, i64>(0)?, "wish_no": r.get::<_, String>(1)?,
                              "title": r.get::<_, String>(2)?}))
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            let mut stmt = conn.prepare(
                "SELECT l.id, l.title FROM wish_copy_targets t JOIN wish_links l ON l.id = t.target_id
                  WHERE t.copy_id = ?1 AND t.target_type = 2 ORDER BY l.id",
            )?;
            let links = stmt
                .query_map([id], |r| Ok(json!({"id": r.get::<_, i64>(0)?, "title": r.get::<_, String>(1)?})))?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            if let Some(o) = out.as_object_mut() {
                o.insert("wishes".into(), wishes.into());
                o.insert("links".into(), links.into());
            }
            Ok(out)
        })
        .await
}

/// Copywriting `id` applies to exactly these wishes and links.
pub(super) fn set_targets(
    conn: &Connection,
    id: i64,
    wishes: &[i64],
    links: &[i64],
) -> rusqlite::Result<()> {
    conn.execute("DELETE FROM wish_copy_targets WHERE copy_id = ?1", [id])?;
    for (kind, ids) in [(1, wishes), (2, links)] {
        for t in ids {
            conn.execute(
                "INSERT INTO wish_copy_targets (copy_id, target_type, target_id) VALUES (?1, ?2, ?3)",
                params![id, kind, t],
            )?;
        }
    }
    Ok(())
}

/// `POST add_copywriting {share_title, description, image}`.
pub async fn add(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = COPYWRITING.add(&state, &user, &body).await?;
    Ok(ok("创建成功", json!({ "id": id })))
}

/// `POST edit_copywriting {id, share_title, description, image}`.
pub async fn edit(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = COPYWRITING.edit(&state, &user, &body).await?;
    Ok(ok("保存成功", json!({ "id": id })))
}

/// `POST delete_copywriting {id}`.
pub async fn delete(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = COPYWRITING.target(&user, &body)?;
    state
        .db
        .run(move |conn| {
            COPYWRITING.exists(conn, id)?;
            conn.execute("DELETE FROM wish_copywritings WHERE id = ?1", [id])?;
            Ok(())
        })
        .await?;
    Ok(ok("删除成功", Value::Null))
}

/// `POST relation_copywriting {id, wish_ids, link_ids}` — replaces both sets.
pub async fn relate(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = COPYWRITING.target(&user, &body)?;
    let wishes = id_list(&body, "wish_ids", MAX_TARGETS, "一个文案最多关联100个心愿")?;
    let links = id_list(&body, "link_ids", MAX_TARGETS, "一个文案最多关联100个链接")?;
    let (wc, lc) = (wishes.len(), links.len());
    COPYWRITING
        .relate(&state, id, wishes, move |tx, wishes| {
            for l in &links {
                row_exists(tx, "wish_links", *l, "链接不存在")?;
            }
            set_targets(tx, id, wishes, &links)?;
            Ok(COPYWRITING.touch(tx, id)?)
        })
        .await?;
    Ok(ok(
        "关联成功",
        json!({ "id": id, "wish_count": wc, "link_count": lc }),
    ))
}
