//! Pushing a link to chosen accounts' message centres.

use super::{url, LINKS, MAX_ACCOUNTS};
use crate::areas::wish::curation::id_list;
use crate::clock;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::Body;
use crate::http::session::CurrentUser;
use crate::state::AppState;
use actix_web::web;
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::json;

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
    let id = LINKS.target(&user, &body)?;
    let accounts = id_list(&body, "account_ids", MAX_ACCOUNTS, "每次最多推送500个账号")?;
    if accounts.is_empty() {
        return Err(ApiError::bad("请选择推送的账号"));
    }
    let pushed = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            LINKS.exists(&tx, id)?;
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
