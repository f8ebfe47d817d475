//! A fundraising area's money calls, once: its donation list and export pages (`donate_list`,
//! `export_donate`) over its `Ledger`, its share pages (`share_list`, `share_detail`) over its
//! `SharePages`. The area says which (`Money`) and registers them with `money_calls::routes`.

use super::ledger::Ledger;
use super::share_calls::SharePages;
use crate::areas::common::exports::as_query;
use crate::http::envelope::ApiResult;
use crate::http::input::{Body, Query};
use crate::http::session::CurrentUser;
use crate::http::{get, post, Routes};
use crate::state::AppState;
use actix_web::web::Data;

/// A fundraising area's donations and share pages.
pub trait Money: 'static {
    const LEDGER: Ledger;
    const SHARES: SharePages;
}

/// Registers the four calls under the names both areas' contracts give them.
pub fn routes<M: Money>(cfg: &mut Routes) {
    cfg.service(get("/donate_list", donate_list::<M>))
        .service(post("/export_donate", export_donate::<M>))
        .service(get("/share_list", share_list::<M>))
        .service(get("/share_detail", share_detail::<M>));
}

/// `GET donate_list` — donations newest first, and `sum_amount`: the paid ones of the whole
/// filter (refunded rows are not counted).
async fn donate_list<M: Money>(state: Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    M::LEDGER.list(&state, &user, &q).await
}

/// `POST export_donate {pageNum, pageSize ≤ 1000, …donate_list filters}` — one page of export
/// rows for the BFF's workbook, newest first by id (stable while pages are read).
async fn export_donate<M: Money>(
    state: Data<AppState>,
    user: CurrentUser,
    body: Body,
) -> ApiResult {
    M::LEDGER.export(&state, &user, &as_query(&body)).await
}

/// `GET share_list` — share pages of the items the caller may see, newest first.
async fn share_list<M: Money>(state: Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    M::SHARES.list(&state, &user, &q).await
}

/// `GET share_detail?id=` — the share row and its item (its donations: `donate_list?share_id=`).
async fn share_detail<M: Money>(state: Data<AppState>, user: CurrentUser, q: Query) -> ApiResult {
    M::SHARES.detail(&state, user, &q).await
}
