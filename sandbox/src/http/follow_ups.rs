//! Reports and change requests (`http::reports`, `http::changes`) are both rows an organisation
//! keeps under one of an area's items and a reviewer passes or returns. The frames of their
//! calls are written once here against `FollowUps`: the list whose rows carry the caller's
//! actions, the detail, a new row on the caller's own item, and a pass or return, single or in
//! bulk. Each kind says only its SQL, its rows and its writes.

use super::body_write::write_on;
use super::bulk::{by, endpoint};
use super::envelope::{ok, ApiError, ApiResult};
use super::input::{query_id, Body, Query};
use super::list::{page_of, Filter, Sorts};
use super::paging::Page;
use super::parent::{Parent, ParentRef};
use super::review::{decision_in_transaction, Asked};
use super::session::CurrentUser;
use crate::state::AppState;
use crate::workflow::reviewed::AWAITING;
use crate::workflow::{Actor, Table};
use actix_web::web;
use futures_util::future::LocalBoxFuture;
use rusqlite::{Connection, Row};
use serde_json::{json, Map, Value};

/// A kind of rows kept under an area's items.
pub trait FollowUps: 'static {
    /// The area whose items the rows hang on.
    type Item: Parent;
    /// A list's order on request.
    const ORDER: Sorts;

    /// The message of a row the caller may not see.
    fn not_found() -> &'static str;
    /// The workflow table whose reviewers pass and return (checked before a row is loaded).
    fn reviewers() -> &'static Table;
    /// The columns a list row reads, and the joins they come from.
    fn select() -> String;
    fn from() -> String;
    /// A list's filters from its query: what the caller may see and what it asks for.
    fn filter(user: &CurrentUser, q: &Query) -> Result<Filter, ApiError>;
    /// A list row carrying `actor`'s actions, as the row's detail computes them (issue 41).
    fn acting(r: &Row<'_>, actor: &Actor) -> rusqlite::Result<Value>;
    /// The detail answer of row `id`.
    fn detail(conn: &Connection, user: &CurrentUser, id: i64) -> Result<Value, ApiError>;
    /// A new row as asked (on an item of the caller's organisation, loaded): its id.
    fn add(new: Adding<'_>) -> Result<i64, ApiError>;
    /// A pass or return's writes, in the transaction `review::decided` opens.
    fn decide(conn: &Connection, asked: Asked<'_>) -> Result<(), ApiError>;
}

/// A new row as asked: by `user`, on `item` (of the caller's organisation), from `body`.
pub struct Adding<'a> {
    pub conn: &'a Connection,
    pub user: &'a CurrentUser,
    pub item: ParentRef,
    pub body: Map<String, Value>,
}

/// `GET …list` — the rows the caller may see in the order asked, each with its actions.
pub async fn list<F: FollowUps>(
    state: web::Data<AppState>,
    user: CurrentUser,
    q: Query,
) -> ApiResult {
    let page = Page::from_query(&q)?;
    let order = F::ORDER.order(&q)?;
    let filter = F::filter(&user, &q)?;
    let actor = user.actor();
    let (select, from) = (F::select(), F::from());
    let (list, total) = state
        .db
        .run(move |conn| {
            let acting = |r: &Row<'_>| F::acting(r, &actor);
            page_of(conn, &select, &from, &filter, &order, page, acting)
        })
        .await?;
    Ok(ok("获取成功", json!({ "list": list, "total": total })))
}

/// `GET …detail?id=` — a row the caller may see.
pub async fn detail<F: FollowUps>(
    state: web::Data<AppState>,
    user: CurrentUser,
    q: Query,
) -> ApiResult {
    let id = query_id(&q, "id", F::not_found())?;
    let data = state.db.run(move |conn| F::detail(conn, &user, id)).await?;
    Ok(ok("获取成功", data))
}

/// `POST …add {<KEY>_id, …}` — a new row on the caller's own item; it waits for review.
pub async fn add<F: FollowUps>(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Body,
) -> ApiResult {
    let key = format!("{}_id", <F::Item as Parent>::KEY);
    let not_found = <F::Item as Parent>::NOT_FOUND;
    let add = |conn: &Connection, user: &CurrentUser, item_id, body| {
        let item = F::Item::load_own(conn, user, item_id)?;
        F::add(Adding {
            conn,
            user,
            item,
            body,
        })
    };
    let (_, id) = write_on(&state, (user, body), (&key, not_found), add).await?;
    Ok(ok(
        "提交成功，请等待审核",
        json!({ "id": id, "status": AWAITING }),
    ))
}

/// A single call as actix and the bulk calls take it.
type Call = fn(web::Data<AppState>, CurrentUser, Body) -> LocalBoxFuture<'static, ApiResult>;

/// `POST pass_… {id}`: the reviewers' pass of one row.
pub fn pass<F: FollowUps>() -> Call {
    |state, user, body| Box::pin(decide::<F>(state, user, body, "pass"))
}

/// `POST return_… {id, reason}`: the reviewers' return of one row, with the reason.
pub fn give_back<F: FollowUps>() -> Call {
    |state, user, body| Box::pin(decide::<F>(state, user, body, "return"))
}

async fn decide<F: FollowUps>(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Body,
    action: &'static str,
) -> ApiResult {
    decision_in_transaction(&state, user, &body, (F::reviewers(), action), F::decide).await
}

/// The bulk call of a follow-up queue: 通过 and 退回, as the single calls take them.
pub fn bulk<F: FollowUps>(
) -> impl Fn(web::Data<AppState>, CurrentUser, Body) -> LocalBoxFuture<'static, ApiResult>
       + Clone
       + 'static {
    endpoint(vec![
        by("pass", pass::<F>()),
        by("return", give_back::<F>()),
    ])
}
