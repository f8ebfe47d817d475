//! The share-page calls (一起捐) of a fundraising area, once: its list and a page's detail,
//! over the area's share SQL and who it lets see which items.

use super::ledger::Asked;
use super::shares::{share_by, share_row, SHARE_ORDER};
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::{optional_id, query_id};
use crate::http::list::{list_answer, Filter};
use crate::http::paging::Page;
use crate::http::session::CurrentUser;
use crate::state::AppState;

/// An area's share pages over its shares table (`s`, with `project_id`) joined to its items
/// (`alias`), counting the paid donations of `subject`: the columns `share_row` reads, in
/// order. A macro because Rust joins string constants only with `concat!`.
#[macro_export]
macro_rules! share_pages {
    ($subject:literal, $shares:literal, $items:literal as $alias:literal, $visible:expr, $viewers:expr $(,)?) => {
        $crate::areas::common::fundraising::share_calls::SharePages {
            sql: (
                concat!(
                    "s.id, s.project_id, ",
                    $alias,
                    ".title, s.launcher_name, s.declaration, s.target_fen,
    (SELECT COALESCE(SUM(amount_fen), 0) FROM donations d
      WHERE d.subject = '",
                    $subject,
                    "' AND d.share_id = s.id AND d.pay_status = 1) AS raised_fen,
    (SELECT COUNT(DISTINCT donor_name) FROM donations d
      WHERE d.subject = '",
                    $subject,
                    "' AND d.share_id = s.id AND d.pay_status = 1),
    s.share_count, s.created_at"
                ),
                concat!(
                    $shares,
                    " s JOIN ",
                    $items,
                    " ",
                    $alias,
                    " ON ",
                    $alias,
                    ".id = s.project_id"
                ),
            ),
            title: concat!($alias, ".title"),
            visible: $visible,
            viewers: $viewers,
        }
    };
}

/// An area's share pages (made with `share_pages!`).
pub struct SharePages {
    /// `(select, from)` of the share rows (the shares `s`, their item joined).
    pub sql: (&'static str, &'static str),
    /// The item's title column, searched with the launcher's name.
    pub title: &'static str,
    /// Narrows a filter to the items the caller may see.
    pub visible: fn(&mut Filter, &CurrentUser),
    /// The roles that see share pages at all (`None`: every role of the area).
    pub viewers: Option<&'static [i64]>,
}

impl SharePages {
    fn may_view(&self, user: &CurrentUser) -> Result<(), ApiError> {
        match self.viewers {
            Some(roles) if !roles.contains(&user.role) => Err(ApiError::bad("无权查看一起捐")),
            _ => Ok(()),
        }
    }

    /// `share_list` — the share pages of the items the caller may see, newest first.
    pub async fn list(&self, state: &AppState, user: &CurrentUser, q: &Asked) -> ApiResult {
        self.may_view(user)?;
        let page = Page::from_query(q)?;
        let mut f = Filter::default();
        (self.visible)(&mut f, user);
        if let Some(p) = optional_id(q, "project_id")? {
            f.and("s.project_id = ?", [p.into()]);
        }
        f.keyword(q, &[self.title, "s.launcher_name"])?;
        let order = SHARE_ORDER.order(q)?;
        list_answer(state, self.sql, f, order, page, share_row).await
    }

    /// `share_detail?id=` — the share row and its item.
    pub async fn detail(&self, state: &AppState, user: CurrentUser, q: &Asked) -> ApiResult {
        self.may_view(&user)?;
        let id = query_id(q, "id", "一起捐不存在")?;
        let (sql, visible) = (self.sql, self.visible);
        let data = state
            .db
            .run(move |conn| {
                let mut f = Filter::default();
                f.and("s.id = ?", [id.into()]);
                visible(&mut f, &user);
                share_by(conn, sql, &f)
            })
            .await?;
        Ok(ok("获取成功", data))
    }
}
