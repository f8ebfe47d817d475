//! Goods the public donates to an organisation (物品捐赠): the list and detail, and the
//! organisation's steps — the parcel arrived, the goods checked or returned as unfit, and a
//! checked donation made into a draft sale item.

use super::form::{self, Values, FIXED, ITEM_TYPES};
use super::store;
use super::workflow::ALREADY_LISTED;
use super::workflow::{log_label, DONATION, DRAFT, GOODS};
use crate::clock;
use crate::http::detail::{detail_answer, listed_row};
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{body_id, Body, Params, Query};
use crate::http::list::{Filter, Sorts};
use crate::http::paging::Page;
use crate::http::parent::logs;
use crate::http::row_actions::{acting_list_answer, Actions};
use crate::http::session::CurrentUser;
use crate::labels::label_of;
use crate::rules::form::text;
use crate::state::AppState;
use crate::workflow::Item;
use actix_web::web;
use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::{json, Map, Value};

const FROM: &str = "goods_donations d JOIN orgs o ON o.id = d.org_id";
const ROW: &str = "d.id, d.donor_name, d.donor_phone, d.item_name, d.item_type, d.quantity, d.images,
    d.express_company, d.express_no, d.status, d.remark, d.return_reason, d.goods_id, d.org_id, o.name,
    d.created_at, d.arrived_at, d.checked_at, d.returned_at";

fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let item_type: i64 = r.get(4)?;
    let status: i64 = r.get(9)?;
    let images: Vec<String> = serde_json::from_str(&r.get::<_, String>(6)?).unwrap_or_default();
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "donor_name": r.get::<_, String>(1)?,
        "donor_phone": r.get::<_, String>(2)?,
        "item_name": r.get::<_, String>(3)?,
        "item_type": item_type,
        "item_type_label": label_of(&ITEM_TYPES, Some(item_type)),
        "quantity": r.get::<_, i64>(5)?,
        "cover": images.first().cloned().unwrap_or_default(),
        "express_company": r.get::<_, String>(7)?,
        "express_no": r.get::<_, String>(8)?,
        "status": status,
        "status_label": DONATION.label(status),
        "remark": r.get::<_, String>(10)?,
        "return_reason": r.get::<_, String>(11)?,
        "goods_id": r.get::<_, Option<i64>>(12)?,
        "org_id": r.get::<_, i64>(13)?,
        "org_name": r.get::<_, String>(14)?,
        "created_at": r.get::<_, i64>(15)?,
        "arrived_at": r.get::<_, Option<i64>>(16)?,
        "checked_at": r.get::<_, Option<i64>>(17)?,
        "returned_at": r.get::<_, Option<i64>>(18)?,
    }))
}

/// `GET/POST goods_donation_list`
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    let page = Page::from_query(&q)?;
    let mut f = Filter::default();
    f.visible_to(&user, DONATION.sees_all(user.role), "d.org_id")
        .status(&q, "status", "d.status", 1..=4)?
        .status(&q, "item_type", "d.item_type", 1..=9)?
        .keyword(&q, &["d.donor_name", "d.item_name", "d.express_no"])?
        .date_range(&q, "d.created_at")?;
    // Each row carries the caller's actions, as the donation's detail computes them (issue 41).
    let actions_of = move |conn: &Connection, id: i64| -> Actions {
        Ok(DONATION.actions(&load(conn, &user, id)?, &user.actor()))
    };
    let order = Sorts {
        keys: &[("created_at", "d.created_at")],
        default: "d.created_at DESC, d.id DESC",
    };
    let order = order.order(&q)?;
    acting_list_answer(&state, (ROW, FROM), f, order, page, row, actions_of).await
}

/// A goods donation as its steps see it: `(org, status, made into goods)`.
fn load(conn: &Connection, user: &CurrentUser, id: i64) -> Result<Item, ApiError> {
    let (org, status, goods): (i64, i64, Option<i64>) = conn
        .query_row(
            "SELECT org_id, status, goods_id FROM goods_donations WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .optional()?
        .filter(|(org, _, _)| *org == user.org_id || DONATION.sees_all(user.role))
        .ok_or_else(|| ApiError::bad(DONATION.not_found))?;
    let mut item = Item::owned(status, org);
    if goods.is_some() {
        item.facts.push(ALREADY_LISTED);
    }
    Ok(item)
}

/// `GET goods_donation_detail?id`
pub async fn detail(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    detail_answer(&state, &q, ("id", DONATION.not_found), move |conn, id| {
        let item = load(conn, &user, id)?;
        let mut out = listed_row(conn, (ROW, FROM), "d.id", id, row)?;
        let (description, images): (String, String) = conn.query_row(
            "SELECT description, images FROM goods_donations WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        if let Some(m) = out.as_object_mut() {
            m.insert("description".into(), description.into());
            m.insert(
                "images".into(),
                serde_json::from_str(&images).unwrap_or_else(|_| json!([])),
            );
            m.insert(
                "logs".into(),
                logs(conn, DONATION.subject, id, log_label)?.into(),
            );
            m.insert(
                "actions".into(),
                json!(DONATION.actions(&item, &user.actor())),
            );
        }
        Ok(out)
    })
    .await
}

/// The organisation's step `action` on its donation `id`, then `write` (what the step writes
/// besides the state: `(conn, caller, id, body, now)`); the new state.
async fn step<W>(
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Body,
    action: &'static str,
    write: W,
) -> Result<(i64, i64), ApiError>
where
    W: FnOnce(&Connection, &CurrentUser, i64, &Map<String, Value>, i64) -> Result<(), ApiError>
        + Send
        + 'static,
{
    let id = body_id(&body, "id", DONATION.not_found)?;
    let body = body.into_inner();
    state
        .db
        .run(move |conn| {
            let tx = conn.transaction()?;
            let item = load(&tx, &user, id)?;
            let outcome = crate::http::review::step(&DONATION, &item, action, &user)?;
            let to = outcome.to.unwrap_or(item.state);
            let now = clock::now();
            write(&tx, &user, id, &body, now)?;
            tx.execute(
                "UPDATE goods_donations SET status = ?2 WHERE id = ?1",
                params![id, to],
            )?;
            let reason = text(&body, "reason");
            DONATION.log(&tx, id, action, Some(user.account_id), &reason, now)?;
            tx.commit()?;
            Ok((id, to))
        })
        .await
}

/// A text a step keeps from the body (a remark, a reason), checked.
type Note = fn(&Map<String, Value>) -> Result<String, ApiError>;

/// A step that stamps the donation with when it happened: the action, the stamped column, the
/// note it keeps from the body (its column and rule) and the answer's message.
type Stamping = (
    &'static str,
    &'static str,
    Option<(&'static str, Note)>,
    &'static str,
);

const ARRIVE: Stamping = ("arrive", "arrived_at", None, "已确认到货");
const CHECK: Stamping = (
    "check",
    "checked_at",
    Some(("remark", check_remark)),
    "核对完成",
);
const REJECT: Stamping = (
    "reject",
    "returned_at",
    Some(("return_reason", return_reason)),
    "已退回",
);

/// The organisation's `stamping` step, answered with the new state.
async fn stamping_step(
    (state, user, body): (web::Data<AppState>, CurrentUser, Body),
    (action, column, note, done): Stamping,
) -> ApiResult {
    let write = move |tx: &Connection, _: &CurrentUser, id, body: &Map<String, Value>, now| {
        match note {
            None => {
                let sql = format!("UPDATE goods_donations SET {column} = ?2 WHERE id = ?1");
                tx.execute(&sql, params![id, now])?
            }
            Some((kept, rule)) => {
                let text = rule(body)?;
                let sql =
                    format!("UPDATE goods_donations SET {column} = ?2, {kept} = ?3 WHERE id = ?1");
                tx.execute(&sql, params![id, now, text])?
            }
        };
        Ok(())
    };
    let (id, status) = step(state, user, body, action, write).await?;
    Ok(ok(done, json!({ "id": id, "status": status })))
}

fn check_remark(body: &Map<String, Value>) -> Result<String, ApiError> {
    let remark = text(body, "remark");
    if remark.chars().count() > 200 {
        return Err(ApiError::bad("核对备注不能超过200个字"));
    }
    Ok(remark)
}

fn return_reason(body: &Map<String, Value>) -> Result<String, ApiError> {
    form::reason(body, "请填写退回原因").map_err(ApiError::bad)
}

/// `POST arrive_goods_donation {id}`
pub async fn arrive(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    stamping_step((state, user, body), ARRIVE).await
}

/// `POST check_goods_donation {id, remark?}`
pub async fn check(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    stamping_step((state, user, body), CHECK).await
}

/// `POST reject_goods_donation {id, reason}`
pub async fn reject(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    stamping_step((state, user, body), REJECT).await
}

/// `POST list_goods_donation {id}` — a draft fixed-price item made of the checked donation.
pub async fn list_for_sale(state: web::Data<AppState>, user: CurrentUser, body: Body) -> ApiResult {
    let (id, _) = step(
        state.clone(),
        user,
        body,
        "list_for_sale",
        |tx, user, id, _, now| {
            let (name, quantity, description, images): (String, i64, String, String) = tx.query_row(
            "SELECT item_name, quantity, description, images FROM goods_donations WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )?;
            let images: Vec<String> = serde_json::from_str(&images).unwrap_or_default();
            let title: String = name.chars().take(30).collect();
            let v = Values {
                kind: FIXED,
                title,
                cover: images.first().cloned().unwrap_or_default(),
                images,
                description,
                stock: quantity.min(99_999),
                ..Values::default()
            };
            let goods =
                store::insert_goods(tx, user.org_id, DRAFT, &v, Some(user.account_id), now)?;
            tx.execute(
                "UPDATE sale_goods SET donation_id = ?2 WHERE id = ?1",
                params![goods, id],
            )?;
            GOODS.log(tx, goods, "save_draft", Some(user.account_id), "", now)?;
            tx.execute(
                "UPDATE goods_donations SET goods_id = ?2 WHERE id = ?1",
                params![id, goods],
            )?;
            Ok(())
        },
    )
    .await?;
    let goods: Option<i64> = state
        .db
        .run(move |conn| {
            Ok(conn.query_row(
                "SELECT goods_id FROM goods_donations WHERE id = ?1",
                [id],
                |r| r.get(0),
            )?)
        })
        .await?;
    Ok(ok(
        "已生成义卖草稿",
        json!({ "id": goods, "donation_id": id }),
    ))
}
