//! The draft box's writes, once for every area whose items start as drafts (help cases,
//! donation projects): save a draft or submit a new item, replace a draft, submit a draft,
//! delete a draft, edit or resubmit. Each is one transaction: the workflow step, the form
//! rules, the write and the history row succeed or fail together, so a refused call changes
//! nothing. An area says only what differs (`Drafts`) and registers
//! `post(path, drafts::add::<Its>)`.

use super::body_write::write_on;
use super::envelope::{ok, ApiError, ApiResult};
use super::input::Body;
use super::session::CurrentUser;
use crate::clock;
use crate::state::AppState;
use crate::workflow::{Item, Table};
use actix_web::web;
use rusqlite::Connection;
use serde_json::{json, Map, Value};

type Form = Map<String, Value>;

/// An area store's rewrite of item `id`: `(conn, id, status, values, now)`.
pub type Update<V> = fn(&Connection, i64, i64, &V, i64) -> rusqlite::Result<()>;
/// An area form's lenient reading for a draft (only the title is required); its message is
/// the call's 400.
pub type Draft<V> = fn(&Form) -> Result<V, String>;
/// An area store's write of a new item: `(conn, org, status, values, author, now)`.
pub type Insert<V> = fn(&Connection, i64, i64, &V, Option<i64>, i64) -> rusqlite::Result<i64>;

/// A checked form about to be stored as a new item, at `status`, at `now`.
pub struct NewItem<'a, V> {
    pub conn: &'a Connection,
    pub status: i64,
    pub values: &'a V,
    pub now: i64,
}

impl<V> NewItem<'_, V> {
    /// The item written by the area store's `insert`, owned by `user`'s organisation and
    /// authored by them (what every area that creates through `add` stores).
    pub fn insert_by(&self, user: &CurrentUser, insert: Insert<V>) -> Result<i64, ApiError> {
        let author = Some(user.account_id);
        Ok(insert(
            self.conn,
            user.org_id,
            self.status,
            self.values,
            author,
            self.now,
        )?)
    }
}

/// Where an area's items are stored and how they are rewritten.
pub struct DraftBox<V: 'static> {
    /// The item's workflow table (steps `save_draft`, `submit`, `delete`, `edit`).
    pub table: &'static Table,
    /// The SQL table holding the items (with `status` and `return_reason` columns).
    pub sql_table: &'static str,
    /// The state of a returned item: editing it is a resubmission and clears the reason.
    pub returned: i64,
    /// The area store's rewrite of an item (a draft replaced, a submission, an edit).
    pub update: Update<V>,
}

impl<V> DraftBox<V> {
    pub const fn new(
        table: &'static Table,
        sql_table: &'static str,
        returned: i64,
        update: Update<V>,
    ) -> Self {
        DraftBox {
            table,
            sql_table,
            returned,
            update,
        }
    }
}

/// What an area's draft box is made of. Its 400 for another organisation's or a missing item
/// is the table's `not_found`.
pub trait Drafts: 'static {
    /// A checked form, ready to store.
    type Values: 'static;
    /// Where the items are and how they are rewritten.
    const BOX: DraftBox<Self::Values>;
    /// The answer's `msg` after a submission.
    const SUBMITTED: &'static str = "提交成功，请等待审核";

    /// The caller's own item `id`, as the workflow table sees it.
    fn load_own(conn: &Connection, user: &CurrentUser, id: i64) -> Result<Item, ApiError>;
    /// `item` with the facts the form about to be stored decides (where a submission goes).
    fn routed(_conn: &Connection, item: Item, _form: &Form) -> Result<Item, ApiError> {
        Ok(item)
    }
    /// A draft's lenient reading of the form.
    const DRAFT: Draft<Self::Values>;
    /// The form checked with every rule.
    fn validated(
        conn: &Connection,
        user: &CurrentUser,
        form: &Form,
    ) -> Result<Self::Values, ApiError>;
    /// The form checked with every rule for item `id` (`None`: an item about to be created);
    /// areas whose rules depend on the stored item (its parent, its owner) override this.
    fn validated_item(
        conn: &Connection,
        user: &CurrentUser,
        _id: Option<i64>,
        form: &Form,
    ) -> Result<Self::Values, ApiError> {
        Self::validated(conn, user, form)
    }
    /// The stored item as the form it was saved from.
    fn stored_form(conn: &Connection, id: i64) -> Result<Form, ApiError>;
    /// The write of a new item by `user` (`NewItem::insert_by`, with the area's own checks).
    fn insert(new: NewItem<'_, Self::Values>, user: &CurrentUser) -> Result<i64, ApiError>;
}

fn is_draft_flag(body: &Form) -> bool {
    matches!(body.get("draft"), Some(v) if v == 1 || v == "1" || v == true)
}

/// The state `action` by `user` leads `item` to (these steps never delete).
fn to<D: Drafts>(item: &Item, action: &str, user: &CurrentUser) -> Result<i64, ApiError> {
    D::BOX
        .table
        .next(item, action, &user.actor())
        .map_err(ApiError::bad)?
        .to
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("unexpected delete outcome")))
}

/// `POST add_… {…form, draft?}` — a new item, as a draft (`draft: 1`, lenient) or submitted
/// (every rule).
pub async fn add<D: Drafts>(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Body,
) -> ApiResult {
    let body = body.into_inner();
    let draft = is_draft_flag(&body);
    let (id, status) = state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let action = if draft { "save_draft" } else { "submit" };
            let item = D::routed(&tx, Item::new_for(&user.actor()), &body)?;
            let status = to::<D>(&item, action, &user)?;
            let values = if draft {
                (D::DRAFT)(&body).map_err(ApiError::bad)?
            } else {
                D::validated_item(&tx, &user, None, &body)?
            };
            let now = clock::now();
            let new = NewItem {
                conn: &tx,
                status,
                values: &values,
                now,
            };
            let id = D::insert(new, &user)?;
            if !draft {
                D::BOX
                    .table
                    .log(&tx, id, "submit", Some(user.account_id), "", now)?;
            }
            tx.commit()?;
            Ok((id, status))
        })
        .await?;
    let msg = if draft {
        "草稿已保存"
    } else {
        D::SUBMITTED
    };
    Ok(ok(msg, json!({ "id": id, "status": status })))
}

/// A call on the caller's own item `{id}`: the item loaded (another organisation's or a
/// missing one is the table's `not_found`), then `write(tx, caller, id, item, body)`, in one
/// transaction.
async fn on_own<D: Drafts, T: Send + 'static>(
    state: &AppState,
    user: CurrentUser,
    body: Body,
    write: impl FnOnce(&Connection, &CurrentUser, i64, Item, Form) -> Result<T, ApiError>
        + Send
        + 'static,
) -> Result<(i64, T), ApiError> {
    let write = move |tx: &Connection, user: &CurrentUser, id, body| {
        let item = D::load_own(tx, user, id)?;
        write(tx, user, id, item, body)
    };
    write_on(state, (user, body), ("id", D::BOX.table.not_found), write).await
}

/// `POST draft_box_edit {id, …form}` — replaces a draft's content (lenient, like a new draft).
pub async fn edit_draft<D: Drafts>(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Body,
) -> ApiResult {
    let (id, ()) = on_own::<D, _>(&state, user, body, |tx, user, id, item, body| {
        let status = to::<D>(&item, "save_draft", user)?;
        let values = (D::DRAFT)(&body).map_err(ApiError::bad)?;
        (D::BOX.update)(tx, id, status, &values, clock::now())?;
        Ok(())
    })
    .await?;
    Ok(ok("草稿已保存", json!({ "id": id, "status": 0 })))
}

/// `POST draft_box_submit {id, …form?}` — submits a draft: the form sent with it (which then
/// replaces the draft), or the stored draft as it is. A rule broken leaves the draft unchanged.
pub async fn submit_draft<D: Drafts>(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Body,
) -> ApiResult {
    let (id, status) = on_own::<D, _>(&state, user, body, |tx, user, id, item, body| {
        let with_form = body.keys().any(|k| k != "id" && k != "draft");
        let submitted = if with_form {
            body
        } else {
            D::stored_form(tx, id)?
        };
        let status = to::<D>(&D::routed(tx, item, &submitted)?, "submit", user)?;
        let values = D::validated_item(tx, user, Some(id), &submitted)?;
        let now = clock::now();
        (D::BOX.update)(tx, id, status, &values, now)?;
        D::BOX
            .table
            .log(tx, id, "submit", Some(user.account_id), "", now)?;
        Ok(status)
    })
    .await?;
    Ok(ok(D::SUBMITTED, json!({ "id": id, "status": status })))
}

/// `POST draft_box_delete {id}`.
pub async fn delete_draft<D: Drafts>(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Body,
) -> ApiResult {
    on_own::<D, _>(&state, user, body, |tx, user, id, item, _| {
        D::BOX
            .table
            .next(&item, "delete", &user.actor())
            .map_err(ApiError::bad)?;
        tx.execute(
            &format!("DELETE FROM {} WHERE id = ?1", D::BOX.sql_table),
            [id],
        )?;
        Ok(())
    })
    .await?;
    Ok(ok("删除成功", Value::Null))
}

/// `POST edit_… {id, …form}` — edits an item waiting for review (where the table says it goes)
/// or resubmits a returned one; a resubmission clears the return reason (it stays in the
/// history).
pub async fn edit<D: Drafts>(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Body,
) -> ApiResult {
    let (id, status) = on_own::<D, _>(&state, user, body, |tx, user, id, item, body| {
        let returned = item.state == D::BOX.returned;
        let status = to::<D>(&D::routed(tx, item, &body)?, "edit", user)?;
        let values = D::validated_item(tx, user, Some(id), &body)?;
        let now = clock::now();
        (D::BOX.update)(tx, id, status, &values, now)?;
        let action = if returned {
            tx.execute(
                &format!(
                    "UPDATE {} SET return_reason = '' WHERE id = ?1",
                    D::BOX.sql_table
                ),
                [id],
            )?;
            "resubmit"
        } else {
            "edit"
        };
        D::BOX
            .table
            .log(tx, id, action, Some(user.account_id), "", now)?;
        Ok(status)
    })
    .await?;
    Ok(ok("已重新提交", json!({ "id": id, "status": status })))
}
