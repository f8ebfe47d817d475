//! An area's lists of its items whose rows carry the caller's actions: the row query, how a row
//! reads, the keys a list sorts by and how an item's actions are found are the area's and
//! declared once (`ItemList`), so each list call says only what it keeps and its order.

use super::envelope::ApiResult;
use super::list::{Filter, Sorts};
use super::paging::Page;
use super::row_actions::{acting_list_answer, Actions};
use super::session::CurrentUser;
use crate::http::envelope::ApiError;
use crate::state::AppState;
use rusqlite::{Connection, Row};
use serde_json::Value;
use std::collections::HashMap;

/// How an area lists its items.
pub struct ItemList {
    /// The columns `row` reads, and the joins they come from.
    pub select: &'static str,
    pub from: &'static str,
    pub row: fn(&Row<'_>) -> rusqlite::Result<Value>,
    /// What its lists sort by on request (see [`Sorts`]).
    pub sort_keys: &'static [(&'static str, &'static str)],
    /// The caller's actions on item `id`: the detail's, so a row offers what its page does.
    pub actions: fn(&Connection, &CurrentUser, i64) -> Actions,
}

impl ItemList {
    /// The ORDER BY `q` asks for (one of the area's sort keys), else `default`.
    pub fn order(
        &self,
        q: &HashMap<String, String>,
        default: &'static str,
    ) -> Result<String, ApiError> {
        let sorts = Sorts {
            keys: self.sort_keys,
            default,
        };
        sorts.order(q)
    }

    /// `page` of the items `filter` keeps, in `order`, each row with `user`'s actions.
    pub async fn answer(
        &'static self,
        state: &AppState,
        user: CurrentUser,
        (filter, page): (Filter, Page),
        order: impl Into<String>,
    ) -> ApiResult {
        let actions_of = move |conn: &Connection, id: i64| (self.actions)(conn, &user, id);
        let select = (self.select, self.from);
        acting_list_answer(state, select, filter, order, page, self.row, actions_of).await
    }
}
