//! What every wish handler shares: who sees which wish (2 and 99 all; the regional partner only
//! its province's), the wish row, and loading a wish with the facts its steps need.

use super::form::{masked_name, TYPES};
use super::workflow::{STAFF, UNPUBLISHED, WISH};
use crate::areas::common::facts::OUTSIDE_CALLERS_REGION;
use crate::http::envelope::ApiError;
use crate::http::item_list::ItemList;
use crate::http::list::Filter;
use crate::http::session::CurrentUser;
use crate::labels::{label_of, GENDERS};
use crate::rules::money::yuan;
use crate::rules::region::province_name;
use crate::workflow::notify::Subject;
use crate::workflow::{Actor, Fact, Item, Outcome};
use rusqlite::{params, Connection, OptionalExtension, Row};
use serde_json::{json, Value};

pub const NOT_FOUND: &str = "心愿不存在";

/// The tables a wish row reads.
pub const FROM: &str = "wishes w JOIN orgs o ON o.id = w.org_id";

/// The columns of a wish row (see `row`). Raised money and the claimer are computed from the
/// donation and claim rows.
pub const ROW: &str = "w.id, w.wish_no, w.wish_type, w.title, w.child_name, w.child_gender,
    w.child_age, w.school, w.grade, w.org_id, o.name, w.cover, w.amount_fen,
    (SELECT COALESCE(SUM(amount_fen), 0) FROM donations
      WHERE subject = 'wish' AND item_id = w.id AND pay_status = 1 AND donate_kind = 1),
    w.province, w.city, w.district, w.status,
    (SELECT claimer_name FROM wish_claims WHERE wish_id = w.id AND status IN (0, 1)
      ORDER BY id DESC LIMIT 1),
    (SELECT COUNT(*) FROM wish_claims WHERE wish_id = w.id),
    (SELECT COUNT(*) FROM wish_link_items WHERE wish_id = w.id),
    EXISTS (SELECT 1 FROM change_requests WHERE subject = 'wish' AND item_id = w.id AND status = 1),
    w.published_at, w.realized_at, w.created_at, COALESCE(w.updated_at, w.created_at)";

/// A wish row as the lists and the detail send it (staff view: the full name).
pub fn row(r: &Row<'_>) -> rusqlite::Result<Value> {
    let kind: i64 = r.get(2)?;
    let gender: i64 = r.get(5)?;
    let status: i64 = r.get(17)?;
    let name: String = r.get(4)?;
    let province: String = r.get(14)?;
    Ok(json!({
        "id": r.get::<_, i64>(0)?,
        "wish_no": r.get::<_, String>(1)?,
        "type": kind,
        "type_label": label_of(&TYPES, Some(kind)),
        "title": r.get::<_, String>(3)?,
        "child_name_masked": masked_name(&name),
        "child_name": name,
        "child_gender": gender,
        "child_gender_label": label_of(&GENDERS, Some(gender)),
        "child_age": r.get::<_, i64>(6)?,
        "school": r.get::<_, String>(7)?,
        "grade": r.get::<_, String>(8)?,
        "report_org_id": r.get::<_, i64>(9)?,
        "report_org_name": r.get::<_, String>(10)?,
        "cover": r.get::<_, String>(11)?,
        "target_amount": yuan(r.get(12)?),
        "raised_amount": yuan(r.get(13)?),
        "region_text": province_name(&province),
        "province": province,
        "city": r.get::<_, String>(15)?,
        "district": r.get::<_, String>(16)?,
        "status": status,
        "status_label": WISH.label(status),
        "went_live": status != UNPUBLISHED,
        "claimer_name": r.get::<_, Option<String>>(18)?.unwrap_or_default(),
        "claim_count": r.get::<_, i64>(19)?,
        "link_count": r.get::<_, i64>(20)?,
        "has_pending_change": r.get::<_, bool>(21)?,
        "published_at": r.get::<_, Option<i64>>(22)?,
        "realized_at": r.get::<_, Option<i64>>(23)?,
        "created_at": r.get::<_, i64>(24)?,
        "updated_at": r.get::<_, i64>(25)?,
    }))
}

/// Sees every province's wishes (the others: the regional partner, its own province's).
pub fn sees_all(user: &CurrentUser) -> bool {
    STAFF.contains(&user.role)
}

/// The province a caller is limited to (`None`: all).
pub fn own_province(conn: &Connection, user: &CurrentUser) -> rusqlite::Result<Option<String>> {
    if sees_all(user) {
        return Ok(None);
    }
    conn.query_row(
        "SELECT province FROM orgs WHERE id = ?1",
        [user.org_id],
        |r| r.get(0),
    )
    .map(Some)
}

/// Restricts a list over `w` (wishes) to what the caller may see.
pub fn visible(f: &mut Filter, user: &CurrentUser) {
    visible_as(f, user, "w");
}

/// The same over wishes under the alias `alias`.
pub fn visible_as(f: &mut Filter, user: &CurrentUser, alias: &str) {
    if !sees_all(user) {
        f.and(
            &format!("{alias}.province = (SELECT province FROM orgs WHERE id = ?)"),
            [user.org_id.into()],
        );
    }
}

/// What the write paths need to know about a wish.
#[derive(Debug, Clone)]
pub struct WishRef {
    pub id: i64,
    pub status: i64,
    pub kind: i64,
    pub title: String,
    pub amount_fen: i64,
    pub facts: Vec<Fact>,
}

impl WishRef {
    /// Wishes have no owner among the callers: managers act by role, so the item's owner is
    /// never the caller's organisation.
    pub fn item(&self) -> Item {
        Item::owned(self.status, 0).with_facts(self.facts.clone())
    }

    pub fn step(&self, action: &str, actor: &Actor) -> Result<Outcome, ApiError> {
        WISH.next(&self.item(), action, actor)
            .map_err(ApiError::bad)
    }

    /// The wish as a message about it names it (sent to `org`).
    pub fn subject(&self, org: i64) -> Subject {
        Subject::own_page(self.id, org, self.title.clone())
    }
}

/// A wish the caller may see (anything else is `心愿不存在`), with its facts.
pub fn load(conn: &Connection, user: &CurrentUser, id: i64) -> Result<WishRef, ApiError> {
    let province = own_province(conn, user)?;
    load_in(conn, province.as_deref(), id)
}

/// The caller's actions on wish `id`: the detail's and every list row's (issue 41).
pub fn actions(
    conn: &Connection,
    user: &CurrentUser,
    id: i64,
) -> Result<Vec<&'static str>, ApiError> {
    Ok(super::workflow::WISH.actions(&load(conn, user, id)?.item(), &user.actor()))
}

/// How the wish lists read and sort their rows and find a row's actions.
pub static WISHES: ItemList = ItemList {
    select: ROW,
    from: FROM,
    row,
    sort_keys: &[("target_amount", "w.amount_fen")],
    actions,
};

/// A wish, seen by someone limited to `province` (`None`: everyone's; the public page).
pub fn load_in(conn: &Connection, province: Option<&str>, id: i64) -> Result<WishRef, ApiError> {
    conn.query_row(
        "SELECT status, wish_type, title, amount_fen, province,
                EXISTS (SELECT 1 FROM change_requests WHERE subject = 'wish' AND item_id = w.id AND status = 1)
           FROM wishes w WHERE id = ?1",
        params![id],
        |r| {
            let in_region = province.is_none_or(|p| r.get::<_, String>(4).is_ok_and(|w| w == p));
            let facts = [(r.get(5)?, Fact::PENDING_CHANGE), (!in_region, OUTSIDE_CALLERS_REGION)];
            Ok(WishRef {
                id,
                status: r.get(0)?,
                kind: r.get(1)?,
                title: r.get(2)?,
                amount_fen: r.get(3)?,
                facts: facts.into_iter().filter(|f| f.0).map(|f| f.1).collect(),
            })
        },
    )
    .optional()?
    .filter(|w| !w.facts.contains(&OUTSIDE_CALLERS_REGION))
    .ok_or_else(|| ApiError::bad(NOT_FOUND))
}

/// The public on the H5 page, as the workflow tables see it.
pub fn public_actor() -> Actor {
    Actor {
        account_id: 0,
        org_id: -1,
        role: super::workflow::PUBLIC,
    }
}
