//! H5 campaign links: a page (URL, title, cover, intro) grouping published wishes in a chosen
//! order; which links a wish is in; pushing a link to chosen accounts' message centres; and the
//! campaign page's data for the console's 375 px preview (the public view: masked names).
//! Staff (2, 99) write; the regional partner reads.

use super::common::{row as wish_row, visible, FROM as WISH_FROM, ROW as WISH_ROW};
use super::form::{self, masked_name, TYPES};
use super::workflow::{STAFF, WISH};
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, query_id, Body, Query};
use crate::http::list::{list_answer, page_of, Filter};
use crate::http::paging::Page;
use crate::http::session::CurrentUser;
use crate::labels::{label_of, GENDERS};
use crate::rules::money::yuan;
use crate::rules::region::province_name;
use crate::state::AppState;
use actix_web::web;
use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::{json, Map, Value};

const NOT_FOUND: &str = "链接不存在";
/// The sandbox's H5 host: where the public campaign page of a link lives.
const H5_BASE: &str = "https://h5.sandbox.local/microwish";
/// Most wishes one link groups, and most accounts one push reaches.
const MAX_WISHES: usize = 100;
const MAX_ACCOUNTS: usize = 500;

pub fn url(id: i64) -> String {
    format!("{H5_BASE}/{id}")
}

/// Only staff write links and copywriting (`refusal` names what).
pub fn staff_only(user: &CurrentUser, refusal: &'static str) -> Result<(), ApiError> {
    if STAFF.contains(&user.role) {
        Ok(())
    } else {
        Err(ApiError::bad(refusal))
    }
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
    Ok(json!({
        "id": id,
        "title": r.get::<_, String>(1)?,
        "cover": r.get::<_, String>(2)?,
        "url": url(id),
        "intro": r.get::<_, String>(3)?,
        "wish_count": r.get::<_, i64>(4)?,
        "copywriting_id": r.get::<_, Option<i64>>(5)?,
        "push_count": r.get::<_, i64>(6)?,
        "created_by_name": r.get::<_, Option<String>>(7)?,
        "created_at": r.get::<_, i64>(8)?,
        "updated_at": r.get::<_, i64>(9)?,
    }))
}

/// `GET link_list` — newest first.
pub async fn list(state: web::Data<AppState>, _user: CurrentUser, q: Query) -> ApiResult {
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    f.keyword(&q, &["l.title"])?;
    list_answer(
        &state,
        (ROW, FROM),
        f,
        "l.created_at DESC, l.id DESC",
        page,
        row,
    )
    .await
}

fn exists(conn: &Connection, id: i64) -> Result<(), ApiError> {
    conn.query_row("SELECT 1 FROM wish_links WHERE id = ?1", [id], |_| Ok(()))
        .optional()?
        .ok_or_else(|| ApiError::bad(NOT_FOUND))
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
    let id = query_id(&q, "id", NOT_FOUND)?;
    let data = state
        .db
        .run(move |conn| {
            exists(conn, id)?;
            let mut out = conn.query_row(&format!("SELECT {ROW} FROM {FROM} WHERE l.id = ?1"), [id], row)?;
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
        .await?;
    Ok(ok("获取成功", data))
}

/// `POST add_link {title, cover, intro?}`.
pub async fn add(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    staff_only(&user, "无权管理链接")?;
    let (title, cover, intro) = form::link(&body).map_err(ApiError::bad)?;
    let id = state
        .db
        .run(move |conn| {
            let now = clock::now();
            conn.execute(
                "INSERT INTO wish_links (title, cover, intro, created_by, created_at, updated_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?5)",
                params![title, cover, intro, user.account_id, now],
            )?;
            Ok(conn.last_insert_rowid())
        })
        .await?;
    Ok(ok("创建成功", json!({ "id": id, "url": url(id) })))
}

/// `POST edit_link {id, title, cover, intro?}`.
pub async fn edit(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    staff_only(&user, "无权管理链接")?;
    let id = body_id(&body, "id", NOT_FOUND)?;
    let (title, cover, intro) = form::link(&body).map_err(ApiError::bad)?;
    state
        .db
        .run(move |conn| {
            exists(conn, id)?;
            conn.execute(
                "UPDATE wish_links SET title = ?1, cover = ?2, intro = ?3, updated_at = ?4 WHERE id = ?5",
                params![title, cover, intro, clock::now(), id],
            )?;
            Ok(())
        })
        .await?;
    Ok(ok("保存成功", json!({ "id": id, "url": url(id) })))
}

/// `POST delete_link {id}` — its relations go with it; pushed messages stay.
pub async fn delete(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    staff_only(&user, "无权管理链接")?;
    let id = body_id(&body, "id", NOT_FOUND)?;
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            exists(&tx, id)?;
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

/// The ids of a JSON list under `key` (absent: none), each once, in order; at most `max`.
pub fn id_list(
    body: &Map<String, Value>,
    key: &str,
    max: usize,
    too_many: &str,
) -> Result<Vec<i64>, ApiError> {
    let list = match body.get(key) {
        None | Some(Value::Null) => return Ok(Vec::new()),
        Some(Value::Array(a)) => a,
        Some(_) => {
            return Err(ApiError::bad(format!(
                "{}格式错误",
                crate::http::field_names::label(key)
            )))
        }
    };
    let mut out = Vec::new();
    for v in list {
        let id = crate::http::input::id_value(v).ok_or_else(|| {
            ApiError::bad(format!("{}格式错误", crate::http::field_names::label(key)))
        })?;
        if !out.contains(&id) {
            out.push(id);
        }
    }
    if out.len() > max {
        return Err(ApiError::bad(too_many));
    }
    Ok(out)
}

/// Each id is a published wish (a relation may only hold wishes the public can see).
pub fn check_published(conn: &Connection, ids: &[i64]) -> Result<(), ApiError> {
    for id in ids {
        let found: Option<(i64, String)> = conn
            .query_row(
                "SELECT status, wish_no FROM wishes WHERE id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        match found {
            None => return Err(ApiError::bad(super::common::NOT_FOUND)),
            Some((s, no)) if !super::workflow::PUBLISHED.contains(&s) => {
                return Err(ApiError::bad(format!("心愿「{no}」未发布，不能关联")))
            }
            Some(_) => {}
        }
    }
    Ok(())
}

/// `POST relation_link {id, wish_ids}` — the link holds exactly these wishes, in this order.
pub async fn relate(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    staff_only(&user, "无权管理链接")?;
    let id = body_id(&body, "id", NOT_FOUND)?;
    let wishes = id_list(&body, "wish_ids", MAX_WISHES, "一个链接最多关联100个心愿")?;
    let count = wishes.len();
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            exists(&tx, id)?;
            check_published(&tx, &wishes)?;
            tx.execute("DELETE FROM wish_link_items WHERE link_id = ?1", [id])?;
            for (sort, w) in wishes.iter().enumerate() {
                tx.execute(
                    "INSERT INTO wish_link_items (link_id, wish_id, sort) VALUES (?1, ?2, ?3)",
                    params![id, w, sort as i64],
                )?;
            }
            tx.execute(
                "UPDATE wish_links SET updated_at = ?1 WHERE id = ?2",
                params![clock::now(), id],
            )?;
            tx.commit()?;
            Ok(())
        })
        .await?;
    Ok(ok("关联成功", json!({ "id": id, "wish_count": count })))
}

/// `GET wish_links?id=` — every link, marked when it holds wish `id`.
pub async fn of_wish(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let id = query_id(&q, "id", super::common::NOT_FOUND)?;
    let data = state
        .db
        .run(move |conn| {
            super::common::load(conn, &user, id)?;
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
        .await?;
    Ok(ok("获取成功", data))
}

/// `POST relation_wish {id, link_ids}` — the wish is in exactly these links (appended to a link
/// it was not in, removed from the others).
pub async fn relate_wish(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    staff_only(&user, "无权管理链接")?;
    let id = body_id(&body, "id", super::common::NOT_FOUND)?;
    let links = id_list(&body, "link_ids", MAX_WISHES, "关联的链接过多")?;
    let count = links.len();
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            super::common::load(&tx, &user, id)?;
            check_published(&tx, &[id])?;
            for l in &links {
                exists(&tx, *l)?;
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

/// Pushes link `id` to `accounts`: one message in each account's centre (linking the H5 page)
/// and one push row each. Answers how many were sent.
pub fn push(
    conn: &Connection,
    id: i64,
    accounts: &[i64],
    by: i64,
    now: i64,
) -> rusqlite::Result<usize> {
    let (title, intro): (String, String) = conn.query_row(
        "SELECT title, intro FROM wish_links WHERE id = ?1",
        [id],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )?;
    let intro = if intro.is_empty() {
        "邀请您一起参与微心愿活动".to_owned()
    } else {
        intro
    };
    let link = url(id);
    for account in accounts {
        conn.execute(
            "INSERT INTO messages (account_id, title, content, is_read, created_at, link)
             VALUES (?1, ?2, ?3, 0, ?4, ?5)",
            params![
                account,
                format!("微心愿活动「{title}」"),
                format!("{intro}（活动链接：{link}）"),
                now,
                link
            ],
        )?;
        let message = conn.last_insert_rowid();
        conn.execute(
            "INSERT INTO wish_link_pushes (link_id, account_id, message_id, pushed_by, at)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![id, account, message, by, now],
        )?;
    }
    Ok(accounts.len())
}

/// `POST push_link {id, account_ids}` — 1–500 accounts, each once; an unknown account sends
/// nothing.
pub async fn push_link(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    staff_only(&user, "无权管理链接")?;
    let id = body_id(&body, "id", NOT_FOUND)?;
    let accounts = id_list(&body, "account_ids", MAX_ACCOUNTS, "每次最多推送500个账号")?;
    if accounts.is_empty() {
        return Err(ApiError::bad("请选择推送的账号"));
    }
    let pushed = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            exists(&tx, id)?;
            for a in &accounts {
                tx.query_row("SELECT 1 FROM accounts WHERE id = ?1", [a], |_| Ok(()))
                    .optional()?
                    .ok_or_else(|| ApiError::bad("账号不存在"))?;
            }
            let n = push(&tx, id, &accounts, user.account_id, clock::now())?;
            tx.commit()?;
            Ok(n)
        })
        .await?;
    Ok(ok(
        &format!("已推送给{pushed}个账号"),
        json!({ "pushed": pushed }),
    ))
}

/// A wish as the public page shows it: the beneficiary's name masked, no phone numbers, no ids
/// of people or organisations.
fn public_wish(conn: &Connection, id: i64) -> rusqlite::Result<Value> {
    conn.query_row(
        "SELECT id, wish_no, wish_type, title, story, child_name, child_gender, child_age, school,
                grade, cover, images, amount_fen, status, province, feedback_images, feedback_message
           FROM wishes WHERE id = ?1",
        [id],
        |r| {
            let (kind, gender, status): (i64, i64, i64) = (r.get(2)?, r.get(6)?, r.get(13)?);
            let list = |i: usize| -> rusqlite::Result<Value> {
                Ok(serde_json::from_str(&r.get::<_, String>(i)?).unwrap_or(json!([])))
            };
            let feedback = (status == super::workflow::REALIZED)
                .then(|| -> rusqlite::Result<Value> {
                    Ok(json!({"images": list(15)?, "message": r.get::<_, String>(16)?}))
                })
                .transpose()?;
            Ok(json!({
                "id": r.get::<_, i64>(0)?, "wish_no": r.get::<_, String>(1)?,
                "type": kind, "type_label": label_of(&TYPES, Some(kind)),
                "title": r.get::<_, String>(3)?, "story": r.get::<_, String>(4)?,
                "child_name": masked_name(&r.get::<_, String>(5)?),
                "child_gender_label": label_of(&GENDERS, Some(gender)),
                "child_age": r.get::<_, i64>(7)?, "school": r.get::<_, String>(8)?,
                "grade": r.get::<_, String>(9)?, "cover": r.get::<_, String>(10)?,
                "images": list(11)?, "target_amount": yuan(r.get(12)?),
                "status": status, "status_label": WISH.label(status),
                "region_text": province_name(&r.get::<_, String>(14)?),
                "feedback": feedback,
            }))
        },
    )
}

/// `GET preview?link_id=` — the campaign page's data, exactly what the public would see: the
/// link, its share copy and its published wishes in order.
pub async fn preview(state: web::Data<AppState>, _user: CurrentUser, q: Query) -> ApiResult {
    let id = query_id(&q, "link_id", NOT_FOUND)?;
    let data = state
        .db
        .run(move |conn| {
            exists(conn, id)?;
            let link = conn.query_row(
                "SELECT title, cover, intro FROM wish_links WHERE id = ?1",
                [id],
                |r| {
                    Ok(json!({"id": id, "title": r.get::<_, String>(0)?, "cover": r.get::<_, String>(1)?,
                              "intro": r.get::<_, String>(2)?, "url": url(id)}))
                },
            )?;
            let share = match share_of(conn, id)? {
                Value::Object(mut o) => {
                    o.remove("id");
                    Value::Object(o)
                }
                other => other,
            };
            let mut stmt = conn.prepare(
                "SELECT w.id FROM wish_link_items i JOIN wishes w ON w.id = i.wish_id
                  WHERE i.link_id = ?1 AND w.status IN (0, 1, 2) ORDER BY i.sort, w.id",
            )?;
            let ids = stmt
                .query_map([id], |r| r.get::<_, i64>(0))?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            let wishes = ids
                .into_iter()
                .map(|w| public_wish(conn, w))
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok(json!({ "link": link, "share": share, "wishes": wishes }))
        })
        .await?;
    Ok(ok("获取成功", data))
}
