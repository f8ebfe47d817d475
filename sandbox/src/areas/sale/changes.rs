//! Change requests to listed goods through the kit (`crate::http::changes`): which fields a
//! request may change by kind (a lot only before its auction starts), each under its form rule,
//! and how a passed request is written (the stock re-deciding 已上架 / 已售罄).

use super::common::{find, load, load_own, Goods, NOT_FOUND};
use super::form::{self, FIXED};
use super::store::set_state;
use super::submit::stored_form;
use super::workflow::{log_label, CHANGE, GOODS, LISTED, NOT_STARTED, SOLD_OUT};
use crate::clock;
use crate::http::changes::{write_columns, Changes, Diff, Fields};
use crate::http::envelope::ApiError;
use crate::http::list::Filter;
use crate::http::parent::{Parent, ParentRef};
use crate::http::session::CurrentUser;
use crate::rules::form::parse_fen;
use crate::rules::money::yuan;
use crate::workflow::Table;
use rusqlite::types::Value as Sql;
use rusqlite::Connection;
use serde_json::{json, Value};

/// Every changeable field, in diff order: `(field, label)`.
const FIELDS: [(&str, &str); 15] = [
    ("title", "商品名称"),
    ("cover", "商品封面"),
    ("images", "商品图片"),
    ("description", "商品介绍"),
    ("specs", "规格"),
    ("shipping_fee", "运费"),
    ("price", "售价"),
    ("stock", "库存"),
    ("start_price", "起拍价"),
    ("increment", "加价幅度"),
    ("reserve_price", "保留价"),
    ("deposit", "保证金"),
    ("start_time", "开拍时间"),
    ("end_time", "结束时间"),
    ("extend_seconds", "延时周期"),
];
/// The fields only one kind has.
const FIXED_ONLY: [&str; 3] = ["specs", "price", "stock"];
const LOT_ONLY: [&str; 7] = [
    "start_price",
    "increment",
    "reserve_price",
    "deposit",
    "start_time",
    "end_time",
    "extend_seconds",
];

/// The changeable fields of a merged form, checked and in the stored form's shape.
fn normalized(merged: &Fields, kind: i64, now: i64) -> Result<Fields, String> {
    let mut out = Fields::new();
    out.insert("title".into(), form::title(merged)?.into());
    out.insert("cover".into(), form::cover(merged)?.into());
    out.insert("images".into(), json!(form::images(merged)?));
    out.insert("description".into(), form::description(merged)?.into());
    out.insert(
        "shipping_fee".into(),
        yuan(form::shipping_fee(merged)?).into(),
    );
    if kind == FIXED {
        out.insert("specs".into(), json!(form::specs(merged)?));
        out.insert("price".into(), yuan(form::price(merged)?).into());
        out.insert("stock".into(), form::stock(merged, 0)?.into());
    } else {
        let (start, increment, reserve, deposit) = form::lot_prices(merged)?;
        let (start_time, end_time, extend) = form::lot_times(merged, now)?;
        for (k, v) in [
            ("start_price", yuan(start)),
            ("increment", yuan(increment)),
            ("reserve_price", yuan(reserve)),
            ("deposit", yuan(deposit)),
        ] {
            out.insert(k.into(), v.into());
        }
        for (k, v) in [
            ("start_time", start_time),
            ("end_time", end_time),
            ("extend_seconds", extend),
        ] {
            out.insert(k.into(), v.into());
        }
    }
    Ok(out)
}

/// The column and stored value of a changed field as the answers show it: money in yuan is
/// stored in fen (`price` → `price_fen`), images and specs as their JSON text.
fn column(field: &str, value: &Value) -> (&'static str, Sql) {
    let money = |column: &'static str| (column, Sql::Integer(parse_fen(value).unwrap_or_default()));
    match field {
        "shipping_fee" => money("shipping_fee_fen"),
        "price" => money("price_fen"),
        "start_price" => money("start_price_fen"),
        "increment" => money("increment_fen"),
        "reserve_price" => money("reserve_price_fen"),
        "deposit" => money("deposit_fen"),
        _ => {
            let column = FIELDS
                .iter()
                .find(|(f, _)| *f == field)
                .map_or("", |(f, _)| f);
            let stored = match value {
                Value::Array(_) | Value::Object(_) => Sql::Text(value.to_string()),
                Value::Number(n) => Sql::Integer(n.as_i64().unwrap_or_default()),
                Value::String(s) => Sql::Text(s.clone()),
                other => Sql::Text(other.to_string()),
            };
            (column, stored)
        }
    }
}

/// `requested` against goods `id` as it is now: the fields that differ.
fn checked(conn: &Connection, id: i64, requested: &Fields) -> Result<Diff, ApiError> {
    let g = find(conn, id)?;
    let other_kind: &[&str] = if g.kind == FIXED {
        &LOT_ONLY
    } else {
        &FIXED_ONLY
    };
    if let Some(k) = requested.keys().find(|k| other_kind.contains(&k.as_str())) {
        return Err(ApiError::bad(format!("不支持变更的字段：{k}")));
    }
    if g.kind != FIXED && g.auction_status != NOT_STARTED {
        return Err(ApiError::bad("竞拍已开始，不能申请变更"));
    }
    let current = stored_form(conn, id)?;
    let mut merged = current.clone();
    merged.extend(requested.clone());
    let after = normalized(&merged, g.kind, clock::now()).map_err(ApiError::bad)?;
    let mut diff = Diff::default();
    for key in requested.keys() {
        let (new, old) = (&after[key], &current[key]);
        diff.add(key, column(key, new), new.clone(), old.clone());
    }
    Ok(diff)
}

/// Listed goods as the kit's change requests see them.
pub struct SaleGoods;

fn parent_ref(g: Goods) -> ParentRef {
    ParentRef {
        id: g.id,
        item: g.item(),
        subject: g.subject(),
    }
}

impl Parent for SaleGoods {
    const TABLE: &'static Table = &GOODS;
    const SQL_TABLE: &'static str = "sale_goods";
    const KEY: &'static str = "goods";
    const NOT_FOUND: &'static str = NOT_FOUND;

    fn visible(f: &mut Filter, user: &CurrentUser) {
        f.visible_to(user, GOODS.sees_all(user.role), "p.org_id");
    }

    fn load(conn: &Connection, user: &CurrentUser, id: i64) -> Result<ParentRef, ApiError> {
        Ok(parent_ref(load(conn, user, id)?))
    }

    fn load_own(conn: &Connection, user: &CurrentUser, id: i64) -> Result<ParentRef, ApiError> {
        Ok(parent_ref(load_own(conn, user, id)?))
    }

    /// The goods' sales counted to its project.
    fn raised_fen(conn: &Connection, id: i64) -> Result<i64, ApiError> {
        Ok(conn.query_row(
            "SELECT COALESCE(SUM(price_fen * quantity), 0) FROM sale_orders
              WHERE goods_id = ?1 AND status IN (1, 2, 3)",
            [id],
            |r| r.get(0),
        )?)
    }

    fn log_label(action: &str) -> &'static str {
        log_label(action)
    }
}

impl Changes for SaleGoods {
    const CHANGE: &'static Table = &CHANGE;
    const FIELDS: &'static [(&'static str, &'static str)] = &FIELDS;

    fn current(conn: &Connection, id: i64) -> Result<Fields, ApiError> {
        stored_form(conn, id)
    }

    fn rules(conn: &Connection, item: &ParentRef, fields: &Fields) -> Result<Diff, ApiError> {
        checked(conn, item.id, fields)
    }

    /// A requested stock counts the units the organisation has: what sold while the request
    /// waited leaves it too (stock 5, 10 requested, 5 sold meanwhile: 5 on sale after the
    /// pass, not 10), and units given back by cancels join it. A request that sales have
    /// overtaken is refused with the figures, to be returned and asked again.
    fn rebased(
        conn: &Connection,
        id: i64,
        changes: &Fields,
        before: &Fields,
    ) -> Result<Fields, ApiError> {
        let mut out = changes.clone();
        let want = changes.get("stock").and_then(Value::as_i64);
        let was = before.get("stock").and_then(Value::as_i64);
        if let (Some(want), Some(was)) = (want, was) {
            let now = find(conn, id)?.stock;
            let stock = want - (was - now);
            if stock < 0 {
                return Err(ApiError::bad(format!(
                    "申请变更时库存为{was}件，现为{now}件，期间已售出{}件，按申请的{want}件调整后库存将小于0，不能通过，请退回后重新申请",
                    was - now
                )));
            }
            out.insert("stock".into(), stock.into());
        }
        Ok(out)
    }

    /// Checked again against the goods as they are now (a lot may have started since); the
    /// columns come from the fixed list, never from the stored JSON's keys.
    fn apply(
        conn: &Connection,
        item: &ParentRef,
        changes: &Fields,
        now: i64,
    ) -> Result<(), ApiError> {
        let g = find(conn, item.id)?;
        if g.kind != FIXED && g.auction_status != NOT_STARTED {
            return Err(ApiError::bad("竞拍已开始，不能变更"));
        }
        // Unlike the other areas, a pass whose stock re-based to what is on sale writes nothing.
        let diff = checked(conn, item.id, changes)?;
        let closes = diff.changes("end_time");
        write_columns(conn, "sale_goods", item.id, diff.writes, now)?;
        if closes {
            conn.execute(
                "UPDATE sale_goods SET close_at = end_time WHERE id = ?1",
                [item.id],
            )?;
        }
        // The new stock decides whether a fixed-price item is on sale or sold out.
        let g = find(conn, item.id)?;
        if g.kind == FIXED {
            if g.status == LISTED && g.stock == 0 {
                set_state(conn, &g, SOLD_OUT, "sold_out", None, "", now)?;
            } else if g.status == SOLD_OUT && g.stock > 0 {
                set_state(conn, &g, LISTED, "restock", None, "", now)?;
            }
        }
        Ok(())
    }
}
