//! The SQL writes shared by handlers, the test-mode calls and the seed: an activity with its
//! tags, a sign-up (the places check and the insert in the caller's transaction), a sign-in.

use super::common::ActivityRef;
use super::form::Values;
use super::workflow::{APPLY_PASSED, APPLY_WAITING};
use crate::areas::common::form_rows::insert_columns;
use rusqlite::types::Value as Sql;
use rusqlite::{params, params_from_iter, Connection, OptionalExtension};
use serde_json::{Map, Value};

fn set_tags(conn: &Connection, id: i64, tags: &[i64]) -> rusqlite::Result<()> {
    conn.execute(
        "DELETE FROM activity_tag_links WHERE activity_id = ?1",
        [id],
    )?;
    for t in tags {
        conn.execute(
            "INSERT OR IGNORE INTO activity_tag_links (activity_id, tag_id) VALUES (?1, ?2)",
            params![id, t],
        )?;
    }
    Ok(())
}

/// A new activity of `org_id` in `status`; the foundation's columns it no longer reads get
/// their neutral values.
pub fn insert(
    conn: &Connection,
    org_id: i64,
    status: i64,
    v: &Values,
    by: Option<i64>,
    now: i64,
) -> rusqlite::Result<i64> {
    let mut columns = v.columns.clone();
    columns.extend([
        ("cate", Sql::Text(String::new())),
        ("sign_count", Sql::Integer(0)),
    ]);
    let id = insert_columns(conn, "activities", columns, org_id, status, by, now)?;
    set_tags(conn, id, &v.tags)?;
    Ok(id)
}

/// Replaces an activity's form and moves it to `status` (a submission stamps `submitted_at`).
pub fn update(
    conn: &Connection,
    id: i64,
    status: i64,
    v: &Values,
    now: i64,
) -> rusqlite::Result<()> {
    let sets: Vec<String> = v.columns.iter().map(|(c, _)| format!("{c} = ?")).collect();
    let mut args: Vec<Sql> = v.columns.iter().map(|(_, s)| s.clone()).collect();
    let (status, now) = (Sql::Integer(status), Sql::Integer(now));
    args.extend([status.clone(), now.clone(), status, now, Sql::Integer(id)]);
    conn.execute(
        &format!(
            "UPDATE activities SET {}, status = ?, updated_at = ?,
                    submitted_at = CASE WHEN ? > 0 THEN ? ELSE submitted_at END
              WHERE id = ?",
            sets.join(", ")
        ),
        params_from_iter(args),
    )?;
    set_tags(conn, id, &v.tags)
}

/// The places held now (sign-ups in 待审核 or 已通过, a team counting its members).
pub fn places_taken(conn: &Connection, activity_id: i64) -> rusqlite::Result<i64> {
    conn.query_row(
        "SELECT COALESCE(SUM(member_count), 0) FROM activity_signups
          WHERE activity_id = ?1 AND status IN (0, 1)",
        [activity_id],
        |r| r.get(0),
    )
}

/// A sign-up as it arrives, checked.
#[derive(Debug, Clone)]
pub struct Signup {
    pub is_team: bool,
    pub name: String,
    pub mobile: String,
    pub team_name: String,
    pub members: Vec<Value>,
    pub answers: Map<String, Value>,
}

impl Signup {
    pub fn member_count(&self) -> i64 {
        1 + self.members.len() as i64
    }
}

pub const FULL: &str = "名额已满";

/// A sign-up the caller may not see or that does not exist.
pub const SIGNUP_NOT_FOUND: &str = "报名记录不存在";

/// Records a sign-up (inside the caller's transaction — with the one connection of the store,
/// the check and the insert cannot interleave with another sign-up): refused when its places
/// are no longer free or the mobile already holds a live sign-up. Its state is 已通过 at once
/// when the activity needs no review.
pub fn sign_up(
    conn: &Connection,
    a: &ActivityRef,
    s: &Signup,
    now: i64,
) -> Result<(i64, i64), &'static str> {
    let taken = places_taken(conn, a.id).map_err(|_| "报名失败，请稍后再试")?;
    if a.places > 0 && taken + s.member_count() > a.places {
        return Err(FULL);
    }
    let status = if a.need_review {
        APPLY_WAITING
    } else {
        APPLY_PASSED
    };
    let inserted = conn.execute(
        "INSERT INTO activity_signups (activity_id, is_team, name, mobile, team_name, members,
                                       member_count, answers, status, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
        params![
            a.id,
            s.is_team,
            s.name,
            s.mobile,
            s.team_name,
            Value::Array(s.members.clone()).to_string(),
            s.member_count(),
            Value::Object(s.answers.clone()).to_string(),
            status,
            now
        ],
    );
    match inserted {
        Ok(_) => Ok((conn.last_insert_rowid(), status)),
        Err(rusqlite::Error::SqliteFailure(e, _))
            if e.code == rusqlite::ErrorCode::ConstraintViolation =>
        {
            Err("该手机号已报名本活动")
        }
        Err(_) => Err("报名失败，请稍后再试"),
    }
}

/// What the sign-in calls need to know about a sign-up.
#[derive(Debug, Clone)]
pub struct SignupRef {
    pub id: i64,
    pub activity_id: i64,
    pub status: i64,
}

pub fn find_signup(conn: &Connection, id: i64) -> rusqlite::Result<Option<SignupRef>> {
    conn.query_row(
        "SELECT activity_id, status FROM activity_signups WHERE id = ?1",
        [id],
        |r| {
            Ok(SignupRef {
                id,
                activity_id: r.get(0)?,
                status: r.get(1)?,
            })
        },
    )
    .optional()
}

/// How far outside the activity's own times a sign-in may lie (people arrive early to set
/// up and stay late to clear away): two hours either side.
pub const SIGN_TOLERANCE: i64 = 2 * crate::clock::HOUR;

/// The activity's window for sign-ins: its start and end widened by `SIGN_TOLERANCE`.
fn sign_window(conn: &Connection, activity_id: i64) -> rusqlite::Result<(i64, i64)> {
    conn.query_row(
        "SELECT start_time, end_time FROM activities WHERE id = ?1",
        [activity_id],
        |r| {
            Ok((
                r.get::<_, i64>(0)? - SIGN_TOLERANCE,
                r.get::<_, i64>(1)? + SIGN_TOLERANCE,
            ))
        },
    )
}

/// The rule of hours (issue 40): a record lies inside the activity's window (with the
/// tolerance) and not in the future, and no two records of one participant overlap, so the
/// hours credited are never more than the time actually covered. `out` is `None` for an
/// open sign-in (it runs until its sign-out, which is checked again); `except` is the record
/// being closed.
pub fn check_record(
    conn: &Connection,
    s: &SignupRef,
    (at, out): (i64, Option<i64>),
    except: Option<i64>,
    now: i64,
) -> Result<(), crate::http::envelope::ApiError> {
    use crate::http::envelope::ApiError;
    use crate::rules::dates::format_time;
    if at > now || out.is_some_and(|o| o > now) {
        return Err(ApiError::bad("签到、签退时间不能晚于当前时间"));
    }
    let (from, to) = sign_window(conn, s.activity_id)?;
    if at < from || out.unwrap_or(at) > to {
        return Err(ApiError::bad(format!(
            "签到、签退时间须在活动时间前后2小时内（{} 至 {}）",
            format_time(from),
            format_time(to)
        )));
    }
    let overlapping: Option<(i64, i64)> = conn
        .query_row(
            "SELECT sign_in_at, sign_out_at FROM activity_signins
              WHERE signup_id = ?1 AND id <> COALESCE(?2, 0)
                AND sign_in_at < ?4 AND (sign_out_at = 0 OR sign_out_at > ?3)
              ORDER BY sign_in_at LIMIT 1",
            params![s.id, except, at, out.unwrap_or(i64::MAX)],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    if let Some((a, b)) = overlapping {
        let until = if b > 0 {
            format_time(b)
        } else {
            "未签退".to_owned()
        };
        return Err(ApiError::bad(format!(
            "与该报名人已有的签到记录（{} 至 {until}）时间重叠",
            format_time(a)
        )));
    }
    Ok(())
}

/// A sign-in (and its sign-out when known), checked: the sign-up passed, no open sign-in of
/// the participant, the sign-out after the sign-in and at most 24 hours later, and the rule of
/// hours (`check_record`).
pub fn sign_in(
    conn: &Connection,
    s: &SignupRef,
    sign_in_at: i64,
    sign_out_at: Option<i64>,
    by: Option<i64>,
    now: i64,
) -> Result<i64, crate::http::envelope::ApiError> {
    use crate::http::envelope::ApiError;
    if s.status != APPLY_PASSED {
        return Err(ApiError::bad("只有已通过的报名可以签到"));
    }
    let open: bool = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM activity_signins WHERE signup_id = ?1 AND sign_out_at = 0)",
        [s.id],
        |r| r.get(0),
    )?;
    if open {
        return Err(ApiError::bad("该报名人已签到，请先签退"));
    }
    if let Some(out) = sign_out_at {
        served(sign_in_at, out)?;
    }
    check_record(conn, s, (sign_in_at, sign_out_at), None, now)?;
    conn.execute(
        "INSERT INTO activity_signins (activity_id, signup_id, sign_in_at, sign_out_at, operator_id, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![s.activity_id, s.id, sign_in_at, sign_out_at.unwrap_or(0), by, now],
    )?;
    Ok(conn.last_insert_rowid())
}

/// The seconds served between a sign-in and its sign-out, checked.
pub fn served(sign_in_at: i64, sign_out_at: i64) -> Result<i64, crate::http::envelope::ApiError> {
    use crate::http::envelope::ApiError;
    if sign_out_at <= sign_in_at {
        return Err(ApiError::bad("签退时间须晚于签到时间"));
    }
    if sign_out_at - sign_in_at > crate::clock::DAY {
        return Err(ApiError::bad("单次服务时长不能超过24小时"));
    }
    Ok(sign_out_at - sign_in_at)
}
