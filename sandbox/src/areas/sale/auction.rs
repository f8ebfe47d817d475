//! Auction lots once listed: the auction list and its statistics, and one lot's bid history
//! with its current price and close.

use super::common::{load, row, visible, FROM, ROW};
use super::workflow::{DEAL, LOT, UNSOLD};
use crate::http::detail::detail_answer;
use crate::http::envelope::{ApiError, ApiResult};
use crate::http::input::{Params, Query};
use crate::http::list::{
    counts_by, list_answer, page_of, scalar_over, statistics_answer, Filter, Sorts,
};
use crate::http::paging::Page;
use crate::http::session::CurrentUser;
use crate::labels::{mask_mobile, masked_donor};
use crate::rules::money::yuan;
use crate::state::AppState;
use actix_web::web;
use rusqlite::types::Value as Sql;
use serde_json::json;
use std::collections::HashMap;

/// Bid `status`.
const BID_STATES: [(i64, &str); 4] = [(1, "领先"), (2, "被超越"), (3, "中标"), (4, "未成交")];

/// Listed and closed lots the caller may see, with the list's filters.
fn filter(q: &HashMap<String, String>, user: &CurrentUser) -> Result<Filter, ApiError> {
    let mut f = Filter::default();
    visible(&mut f, user);
    f.and("g.kind = 2 AND g.listed_at IS NOT NULL", [])
        .status(q, "auction_status", "g.auction_status", 0..=5)?
        .keyword(q, &["g.title", "p.title"])?
        .date_range(q, "g.start_time")?;
    Ok(f)
}

/// The list's order: latest start first, or by 开始时间 either way on request.
const NEWEST: Sorts = Sorts {
    keys: &[("start_time", "g.start_time")],
    default: "g.start_time DESC, g.id DESC",
};

/// `GET/POST auction_list`
pub async fn list(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    let (page, f) = (Page::from_query(&q)?, filter(&q, &user)?);
    list_answer(&state, (ROW, FROM), f, NEWEST.order(&q)?, page, row).await
}

/// `GET/POST auction_list_statistics`
pub async fn statistics(state: web::Data<AppState>, user: CurrentUser, q: Params) -> ApiResult {
    statistics_answer(&state, filter(&q, &user)?, |conn, f| {
        let lots = |expr: &str, and: &str| scalar_over(conn, (expr, FROM), f, and);
        let bids_from = format!("{FROM} JOIN sale_bids b ON b.goods_id = g.id");
        let bids = |expr: &str| scalar_over(conn, (expr, &bids_from), f, "1");
        Ok(json!({
            "lot_count": lots("COUNT(*)", "1")?,
            "by_auction_status": counts_by(conn, FROM, f, "g.auction_status", LOT.states)?,
            "bid_count": bids("COUNT(*)")?,
            "bidder_count": bids("COUNT(DISTINCT b.bidder_name || b.bidder_phone)")?,
            "deal_count": lots("COUNT(*)", &format!("g.auction_status = {DEAL}"))?,
            "deal_amount": yuan(lots(
                "COALESCE(SUM((SELECT MAX(price_fen) FROM sale_bids x WHERE x.goods_id = g.id)), 0)",
                &format!("g.auction_status = {DEAL}"),
            )?),
            "unsold_count": lots("COUNT(*)", &format!("g.auction_status = {UNSOLD}"))?,
        }))
    })
    .await
}

/// `GET bid_list?goods_id` — the lot's bids, highest first, with its current price and close.
pub async fn bids(state: web::Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    let page = Page::from_query(&q)?;
    detail_answer(&state, &q, ("goods_id", super::common::NOT_FOUND), move |conn, id| {
        let g = load(conn, &user, id)?;
        let mut f = Filter::default();
        f.and("b.goods_id = ?", [Sql::Integer(id)]);
        let top: Option<i64> = conn.query_row(
            "SELECT MAX(price_fen) FROM sale_bids WHERE goods_id = ?1",
            [id],
            |r| r.get(0),
        )?;
        let auction = g.auction_status;
        let (list, total) = page_of(
            conn,
            "b.id, b.goods_id, b.bidder_name, b.bidder_phone, b.price_fen, b.extended, b.created_at",
            "sale_bids b",
            &f,
            "b.price_fen DESC, b.id DESC",
            page,
            |r| {
                let price: i64 = r.get(4)?;
                let status = match (Some(price) == top, auction) {
                    (true, DEAL) => 3,
                    (_, UNSOLD) => 4,
                    (true, _) => 1,
                    (false, _) => 2,
                };
                Ok(json!({
                    "id": r.get::<_, i64>(0)?, "goods_id": r.get::<_, i64>(1)?,
                    "bidder_name": masked_donor(&r.get::<_, String>(2)?, false),
                    "bidder_phone": mask_mobile(&r.get::<_, String>(3)?),
                    "price": yuan(price), "status": status,
                    "status_label": crate::labels::label_of(&BID_STATES, Some(status)),
                    "extended": r.get::<_, bool>(5)?, "created_at": r.get::<_, i64>(6)?,
                }))
            },
        )?;
        let (start, close): (i64, i64) = conn.query_row(
            "SELECT start_price_fen, close_at FROM sale_goods WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        Ok(json!({
            "list": list, "total": total, "current_price": yuan(top.unwrap_or(start)),
            "close_at": close, "auction_status": auction,
            "auction_status_label": LOT.label(auction),
        }))
    })
    .await
}
