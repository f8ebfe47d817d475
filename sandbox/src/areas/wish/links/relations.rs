//! Which wishes a link holds, seen from the link (in order) or from the wish.

use super::{url, LINKS, MAX_WISHES};
use crate::areas::wish::common;
use crate::areas::wish::curation::{check_published, id_list, staff_only};
use crate::http::detail::detail_answer;
use crate::http::envelope::{ok, ApiResult};
use crate::http::input::{body_id, Body, Query};
use crate::http::session::CurrentUser;
use crate::state::AppState;
use actix_web::web;
use rusqlite::params;
use rusqlite::Connection;
use serde_json::json;

/// `POST relation_link {id, wish_ids}` — the link holds exactly these wishes, in this order.
pub async fn relate(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let id = LINKS.target(&user, &body)?;
    let wishes = id_list(&body, "wish_ids", MAX_WISHES, "一个链接最多关联100个心愿")?;
    let count = wishes.len();
    LINKS
        .relate(&state, id, wishes, move |tx, wishes| {
            set_wishes(tx, id, wishes)?;
            Ok(LINKS.touch(tx, id)?)
        })
        .await?;
    Ok(ok("关联成功", json!({ "id": id, "wish_count": count })))
}

/// Link `id` holds exactly `wishes`, in this order.
pub(in crate::areas::wish) fn set_wishes(
    conn: &Connection,
    id: i64,
    wishes: &[i64],
) -> rusqlite::Result<()> {
    conn.execute("DELETE FROM wish_link_items WHERE link_id = ?1", [id])?;
    for (sort, w) in wishes.iter().enumerate() {
        conn.execute(
            "INSERT INTO wish_link_items (link_id, wish_id, sort) VALUES (?1, ?2, ?3)",
            params![id, w, sort as i64],
        )?;
    }
    Ok(())
}

/// `GET wish_links?id=` — every link, marked when it holds wish `id`.
pub async fn of_wish(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    detail_answer(&state, &q, ("id", common::NOT_FOUND), move |conn, id| {
        common::load(conn, &user, id)?;
        let mut stmt = conn.prepare(
            "SELECT l.id, l.title, EXISTS (SELECT 1 FROM wish_link_items i WHERE i.link_id = l.id AND i.wish_id = ?1)
               FROM wish_links l ORDER BY l.created_at DESC, l.id DESC",
        )?;
        let list = stmt
            .query_map([id], |r| {
                let link: i64 = r.get(0)?;
                Ok(json!({"id": link, "title": r.get::<_, String>(1)?, "url": url(link),
                          "related": r.get::<_, bool>(2)?}))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(json!({ "list": list }))
    })
    .await
}

/// `POST relation_wish {id, link_ids}` — the wish is in exactly these links (appended to a link
/// it was not in, removed from the others).
pub async fn relate_wish(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    staff_only(&user, "无权管理链接")?;
    let id = body_id(&body, "id", common::NOT_FOUND)?;
    let links = id_list(&body, "link_ids", MAX_WISHES, "关联的链接过多")?;
    let count = links.len();
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            common::load(&tx, &user, id)?;
            check_published(&tx, &[id])?;
            for l in &links {
                LINKS.exists(&tx, *l)?;
            }
            tx.execute("DELETE FROM wish_link_items WHERE wish_id = ?1", [id])?;
            for l in &links {
                tx.execute(
                    "INSERT INTO wish_link_items (link_id, wish_id, sort)
                     SELECT ?1, ?2, COALESCE(MAX(sort) + 1, 0) FROM wish_link_items WHERE link_id = ?1",
                    params![l, id],
                )?;
            }
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok("关联成功", json!({ "id": id, "link_count": count })))
}
