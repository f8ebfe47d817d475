//! An area's donation list and its export pages, once: the area names its SQL, its rows, its
//! filters and which rows the sum counts; the list answers a page with the sum over the whole
//! filter, the export reads pages by id (stable while the BFF reads them).

use crate::areas::common::exports::MAX_EXPORT_PAGE;
use crate::http::envelope::{ApiError, ApiResult};
use crate::http::list::{donation_answer, list_answer, Filter, DONATIONS};
use crate::http::paging::Page;
use crate::http::session::CurrentUser;
use crate::state::AppState;
use rusqlite::Row;
use serde_json::Value;
use std::collections::HashMap;

/// A call's query, or its body read as one.
pub type Asked = HashMap<String, String>;

/// How one row of the list (or of the export) is answered.
pub type RowFn = fn(&Row<'_>) -> rusqlite::Result<Value>;

/// An area's donations as its list and export see them.
pub struct Ledger {
    /// `(select, from)` of the rows.
    pub sql: (&'static str, &'static str),
    pub row: RowFn,
    pub export_row: RowFn,
    /// The filters the list and the export share, for the caller.
    pub filter: fn(&Asked, &CurrentUser) -> Result<Filter, ApiError>,
    /// The rows whose amounts `sum_amount` adds up (e.g. `d.pay_status = 1`).
    pub counted: &'static str,
}

impl Ledger {
    /// The ledger over `sql`, answering list and export rows with `rows`, filtered by `filter`,
    /// its sum adding up the rows that match `counted`.
    pub const fn of(
        sql: (&'static str, &'static str),
        (row, export_row): (RowFn, RowFn),
        filter: fn(&Asked, &CurrentUser) -> Result<Filter, ApiError>,
        counted: &'static str,
    ) -> Ledger {
        Ledger {
            sql,
            row,
            export_row,
            filter,
            counted,
        }
    }

    /// `donate_list` — newest first (or as `DONATIONS` sorts), and `sum_amount`.
    pub async fn list(&self, state: &AppState, user: &CurrentUser, q: &Asked) -> ApiResult {
        let page = Page::from_query(q)?;
        let order = DONATIONS.order(q)?;
        let f = (self.filter)(q, user)?;
        donation_answer(state, self.sql, (f, order), page, self.row, self.counted).await
    }

    /// One page (≤ 1000 rows) of export rows, newest first by id.
    pub async fn export(&self, state: &AppState, user: &CurrentUser, q: &Asked) -> ApiResult {
        let page = Page::from_query_max(q, MAX_EXPORT_PAGE)?;
        let f = (self.filter)(q, user)?;
        list_answer(state, self.sql, f, "d.id DESC", page, self.export_row).await
    }
}
