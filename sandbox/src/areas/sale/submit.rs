//! The organisation's writes to its own goods through the kit's draft box
//! (`crate::http::drafts`): save a draft, submit, edit a draft, delete a draft, edit (or
//! resubmit after a return).

use super::common::load_own;
use super::form::{self, Values};
use super::store::{self, project_usable};
use super::workflow::{GOODS, RETURNED};
use crate::clock;
use crate::http::drafts::{Draft, DraftBox, Drafts, NewItem};
use crate::http::envelope::ApiError;
use crate::http::session::CurrentUser;
use crate::rules::money::yuan;
use crate::workflow::Item;
use rusqlite::Connection;
use serde_json::{json, Map, Value};

type Form = Map<String, Value>;

/// `form` checked with every rule, its beneficiary a project the caller may name.
pub fn validated(conn: &Connection, user: &CurrentUser, form: &Form) -> Result<Values, ApiError> {
    let v = form::validate(form, clock::now()).map_err(ApiError::bad)?;
    let org = (!user.sees_all_orgs()).then_some(user.org_id);
    match v.project_id {
        Some(p) if project_usable(conn, p, org)? => Ok(v),
        _ => Err(ApiError::bad("受益项目不存在或不在募款中")),
    }
}

/// The stored goods `id` as the form it was saved from (yuan strings, arrays, seconds).
pub fn stored_form(conn: &Connection, id: i64) -> Result<Form, ApiError> {
    let v = conn.query_row(
        "SELECT kind, title, cover, images, description, project_id, shipping_fee_fen, price_fen, stock,
                specs, start_price_fen, increment_fen, reserve_price_fen, deposit_fen, start_time, end_time,
                extend_seconds FROM sale_goods WHERE id = ?1",
        [id],
        |r| {
            let list = |i: usize| -> rusqlite::Result<Value> {
                Ok(serde_json::from_str(&r.get::<_, String>(i)?).unwrap_or_else(|_| json!([])))
            };
            Ok(json!({
                "kind": r.get::<_, i64>(0)?, "title": r.get::<_, String>(1)?,
                "cover": r.get::<_, String>(2)?, "images": list(3)?,
                "description": r.get::<_, String>(4)?, "project_id": r.get::<_, Option<i64>>(5)?,
                "shipping_fee": yuan(r.get(6)?), "price": yuan(r.get(7)?), "stock": r.get::<_, i64>(8)?,
                "specs": list(9)?, "start_price": yuan(r.get(10)?), "increment": yuan(r.get(11)?),
                "reserve_price": yuan(r.get(12)?), "deposit": yuan(r.get(13)?),
                "start_time": r.get::<_, i64>(14)?, "end_time": r.get::<_, i64>(15)?,
                "extend_seconds": r.get::<_, i64>(16)?,
            }))
        },
    )?;
    Ok(v.as_object().cloned().unwrap_or_default())
}

/// The kind is fixed once the item exists.
fn same_kind(conn: &Connection, id: Option<i64>, form: &Form) -> Result<(), ApiError> {
    let Some(id) = id else { return Ok(()) };
    let stored: i64 = conn.query_row("SELECT kind FROM sale_goods WHERE id = ?1", [id], |r| {
        r.get(0)
    })?;
    match form::kind(form) {
        Ok(k) if k != stored => Err(ApiError::bad("义卖类型不能修改")),
        _ => Ok(()),
    }
}

/// The sale area's draft box.
pub struct GoodsDrafts;

impl Drafts for GoodsDrafts {
    type Values = Values;
    const BOX: DraftBox<Values> =
        DraftBox::new(&GOODS, "sale_goods", RETURNED, store::update_goods);
    const DRAFT: Draft<Values> = form::draft;

    fn load_own(conn: &Connection, user: &CurrentUser, id: i64) -> Result<Item, ApiError> {
        Ok(load_own(conn, user, id)?.item())
    }

    fn validated(conn: &Connection, user: &CurrentUser, form: &Form) -> Result<Values, ApiError> {
        validated(conn, user, form)
    }

    fn validated_item(
        conn: &Connection,
        user: &CurrentUser,
        id: Option<i64>,
        form: &Form,
    ) -> Result<Values, ApiError> {
        same_kind(conn, id, form)?;
        validated(conn, user, form)
    }

    fn stored_form(conn: &Connection, id: i64) -> Result<Form, ApiError> {
        stored_form(conn, id)
    }

    /// A new draft is logged too: the goods' history starts at its first save.
    fn insert(new: NewItem<'_, Values>, user: &CurrentUser) -> Result<i64, ApiError> {
        let id = new.insert_by(user, store::insert_goods)?;
        if new.status == super::workflow::DRAFT {
            let by = Some(user.account_id);
            GOODS.log(new.conn, id, "save_draft", by, "", new.now)?;
        }
        Ok(id)
    }
}
