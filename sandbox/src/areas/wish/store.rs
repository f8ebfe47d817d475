//! The writes shared by handlers, the test-mode calls and the seed: a new wish with its number,
//! a claim with its donation, a cancelled claim, a donation, and the audit log of a wish.

use super::common::WishRef;
use super::form::{Claim, Values};
use super::workflow::{ACTIVE, CANCELLED, CLAIM, CLAIM_REALIZED, REVOKED, WISH};
use crate::http::envelope::ApiError;
use crate::rules::dates;
use crate::workflow::Actor;
use rusqlite::types::Value as Sql;
use rusqlite::{params, params_from_iter, Connection, OptionalExtension};

/// The next wish number of the day: `XY` + China date + a 4-digit sequence.
pub fn next_wish_no(conn: &Connection, now: i64) -> rusqlite::Result<String> {
    let day = dates::format(dates::today(now)).replace('-', "");
    let prefix = format!("XY{day}");
    let last: i64 = conn.query_row(
        "SELECT COALESCE(MAX(CAST(substr(wish_no, 11) AS INTEGER)), 0) FROM wishes
          WHERE substr(wish_no, 1, 10) = ?1",
        [&prefix],
        |r| r.get(0),
    )?;
    Ok(format!("{prefix}{:04}", last + 1))
}

/// Inserts a wish in `status` from checked form values; answers its id and number.
pub fn insert(
    conn: &Connection,
    values: &Values,
    status: i64,
    by: Option<i64>,
    now: i64,
) -> rusqlite::Result<(i64, String)> {
    let wish_no = next_wish_no(conn, now)?;
    let mut cols: Vec<&str> = values.iter().map(|(c, _)| *c).collect();
    let mut args: Vec<Sql> = values.iter().map(|(_, v)| v.clone()).collect();
    cols.extend([
        "wish_no",
        "status",
        "created_by",
        "created_at",
        "updated_at",
        "donor_name",
        "need_bill",
    ]);
    args.extend([
        Sql::Text(wish_no.clone()),
        Sql::Integer(status),
        by.map_or(Sql::Null, Sql::Integer),
        Sql::Integer(now),
        Sql::Integer(now),
        Sql::Text(String::new()),
        Sql::Integer(0),
    ]);
    let marks: Vec<String> = (1..=cols.len()).map(|i| format!("?{i}")).collect();
    conn.execute(
        &format!(
            "INSERT INTO wishes ({}) VALUES ({})",
            cols.join(", "),
            marks.join(", ")
        ),
        params_from_iter(args.iter()),
    )?;
    Ok((conn.last_insert_rowid(), wish_no))
}

/// Writes checked form values to wish `id`.
pub fn update(conn: &Connection, id: i64, values: &Values, now: i64) -> rusqlite::Result<()> {
    let sets: Vec<String> = values
        .iter()
        .enumerate()
        .map(|(i, (c, _))| format!("{c} = ?{}", i + 1))
        .collect();
    let mut args: Vec<Sql> = values.iter().map(|(_, v)| v.clone()).collect();
    args.extend([Sql::Integer(now), Sql::Integer(id)]);
    let n = args.len();
    conn.execute(
        &format!(
            "UPDATE wishes SET {}, updated_at = ?{} WHERE id = ?{n}",
            sets.join(", "),
            n - 1
        ),
        params_from_iter(args.iter()),
    )?;
    Ok(())
}

/// A donation to a wish: money (`kind` 1, paid by WeChat Pay) or a gift (2).
pub struct Donation<'a> {
    pub wish_id: i64,
    pub kind: i64,
    pub donor: &'a str,
    pub amount_fen: i64,
    pub need_bill: bool,
    pub bill_title: &'a str,
    pub claim_id: Option<i64>,
}

/// Inserts a paid donation; its order number is `WD` + the time + its id in 6 digits, the
/// format of every donation's (projects' `PJ…`, micro projects' `MP…`, the seeded wishes').
pub fn order_no(now: i64, id: i64) -> String {
    format!("WD{now}{id:06}")
}

/// Inserts a paid donation (`order_no`).
pub fn donate(conn: &Connection, d: &Donation<'_>, now: i64) -> rusqlite::Result<i64> {
    let method = if d.kind == 1 { 1 } else { 0 };
    conn.execute(
        "INSERT INTO donations (order_no, subject, item_id, donor_name, amount_fen, pay_method,
                                pay_status, need_bill, bill_title, paid_at, created_at, donate_kind, claim_id)
         VALUES ('', 'wish', ?1, ?2, ?3, ?4, 1, ?5, ?6, ?7, ?7, ?8, ?9)",
        params![
            d.wish_id,
            d.donor,
            d.amount_fen,
            method,
            d.need_bill,
            d.bill_title,
            now,
            d.kind,
            d.claim_id
        ],
    )?;
    let id = conn.last_insert_rowid();
    conn.execute(
        "UPDATE donations SET order_no = ?1 WHERE id = ?2",
        params![order_no(now, id), id],
    )?;
    Ok(id)
}

/// A claim of `wish` by `actor` (staff, or the public): the wish → 已认领, the claim in 认领中
/// and its donation (the wish's amount, money or gift by the wish's type), logged — all in the
/// caller's transaction. Answers `(claim id, donation id)`.
/// Wish `id` moves to `status`, the state its workflow step goes to, at `now`.
fn set_status(conn: &Connection, id: i64, status: Option<i64>, now: i64) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE wishes SET status = ?1, updated_at = ?2 WHERE id = ?3",
        params![status, now, id],
    )?;
    Ok(())
}

pub fn claim(
    conn: &Connection,
    wish: &WishRef,
    actor: &Actor,
    c: &Claim,
    now: i64,
) -> Result<(i64, i64), ApiError> {
    let outcome = wish.step("claim", actor)?;
    let by = (actor.account_id > 0).then_some(actor.account_id);
    let inserted = conn.execute(
        "INSERT INTO wish_claims (wish_id, claimer_name, claimer_phone, message, need_bill, bill_title,
                                  status, claimed_at, created_by)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        params![wish.id, c.name, c.phone, c.message, c.need_bill, c.bill_title, ACTIVE, now, by],
    );
    // The unique index on active claims backs the state check up.
    if let Err(rusqlite::Error::SqliteFailure(e, _)) = &inserted {
        if e.code == rusqlite::ErrorCode::ConstraintViolation {
            return Err(ApiError::bad("该心愿已被认领"));
        }
    }
    inserted?;
    let claim_id = conn.last_insert_rowid();
    let donation = donate(
        conn,
        &Donation {
            wish_id: wish.id,
            kind: super::form::claim_donation_kind(wish.kind),
            donor: &c.name,
            amount_fen: wish.amount_fen,
            need_bill: c.need_bill,
            bill_title: &c.bill_title,
            claim_id: Some(claim_id),
        },
        now,
    )?;
    conn.execute(
        "UPDATE wish_claims SET donation_id = ?1 WHERE id = ?2",
        params![donation, claim_id],
    )?;
    set_status(conn, wish.id, outcome.to, now)?;
    WISH.log(conn, wish.id, "claim", by, &c.name, now)?;
    Ok((claim_id, donation))
}

/// A claim as its steps see it.
#[derive(Debug, Clone)]
pub struct ClaimRef {
    pub id: i64,
    pub wish_id: i64,
    pub status: i64,
    pub claimed_at: i64,
    pub donation_id: Option<i64>,
}

impl ClaimRef {
    pub fn item(&self) -> crate::workflow::Item {
        crate::workflow::Item::owned(self.status, 0)
    }
}

/// A claim by id, whatever its wish (the caller checks it may see the wish).
pub fn find_claim(conn: &Connection, id: i64) -> rusqlite::Result<Option<ClaimRef>> {
    conn.query_row(
        "SELECT wish_id, status, claimed_at, donation_id FROM wish_claims WHERE id = ?1",
        [id],
        |r| {
            Ok(ClaimRef {
                id,
                wish_id: r.get(0)?,
                status: r.get(1)?,
                claimed_at: r.get(2)?,
                donation_id: r.get(3)?,
            })
        },
    )
    .optional()
}

/// The active claim of a wish, if any.
pub fn active_claim(conn: &Connection, wish_id: i64) -> rusqlite::Result<Option<ClaimRef>> {
    let id: Option<i64> = conn
        .query_row(
            "SELECT id FROM wish_claims WHERE wish_id = ?1 AND status = ?2",
            params![wish_id, ACTIVE],
            |r| r.get(0),
        )
        .optional()?;
    match id {
        Some(id) => find_claim(conn, id),
        None => Ok(None),
    }
}

/// The claim that delivers the wish: the active one, or after light-up the one it realised
/// (the delivery record still names its claimer and courier).
pub fn delivering_claim(conn: &Connection, wish_id: i64) -> rusqlite::Result<Option<i64>> {
    conn.query_row(
        "SELECT id FROM wish_claims WHERE wish_id = ?1 AND status IN (?2, ?3) ORDER BY id DESC LIMIT 1",
        params![wish_id, ACTIVE, CLAIM_REALIZED],
        |r| r.get(0),
    )
    .optional()
}

/// Cancels an active claim, by staff (`staff`: the account, with a reason) or by its claimer:
/// the claim → 已撤销 / 已取消, the wish → 待认领, the donation refunded; in the caller's
/// transaction. Answers the claim's new state.
pub fn cancel(
    conn: &Connection,
    wish: &WishRef,
    claim: &ClaimRef,
    actor: &Actor,
    reason: &str,
    now: i64,
) -> Result<i64, ApiError> {
    let step = CLAIM
        .next(&claim.item(), "cancel", actor)
        .map_err(ApiError::bad)?;
    let wish_step = wish.step("cancel_claim", actor)?;
    let to = step.to.unwrap_or(claim.status);
    let by = (actor.account_id > 0).then_some(actor.account_id);
    let who = if to == REVOKED { "staff" } else { "claimer" };
    debug_assert!(to == REVOKED || to == CANCELLED);
    conn.execute(
        "UPDATE wish_claims SET status = ?1, cancelled_at = ?2, cancel_reason = ?3, cancelled_by = ?4,
                                cancelled_by_id = ?5 WHERE id = ?6",
        params![to, now, reason, who, by, claim.id],
    )?;
    if let Some(d) = claim.donation_id {
        conn.execute(
            "UPDATE donations SET pay_status = 2, refunded_at = ?1 WHERE id = ?2 AND pay_status = 1",
            params![now, d],
        )?;
    }
    set_status(conn, wish.id, wish_step.to, now)?;
    let logged = if reason.is_empty() {
        "认领人取消"
    } else {
        reason
    };
    WISH.log(conn, wish.id, "cancel_claim", by, logged, now)?;
    Ok(to)
}
