//! SMS verification codes (sent nowhere: the sandbox only stores them).

use super::param::required;
use crate::clock::{self, MINUTE};
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::Query;
use crate::rules::contact::is_cn_mobile;
use crate::state::AppState;
use actix_web::web;
use rand::Rng;
use rusqlite::{params, OptionalExtension};
use serde_json::{json, Value};

const CODE_TTL_SECS: i64 = 5 * MINUTE;
const COOLDOWN_SECS: i64 = 60;

/// `GET /api/common/mobile_code?mobile=` — issues a 6-digit code, valid 5 min, at most one per
/// number per minute. Test mode echoes the code, since there is no phone to read it from.
pub async fn mobile_code(state: web::Data<AppState>, q: Query) -> ApiResult {
    let messages = ("请输入手机号", "手机号格式不正确");
    let mobile = required(&q, "mobile", messages, is_cn_mobile)?;
    let code = format!("{:06}", rand::thread_rng().gen_range(0..1_000_000));
    let stored = code.clone();
    state
        .db
        .run(move |conn| {
            let now = clock::now();
            conn.execute("DELETE FROM mobile_codes WHERE expires_at <= ?1", [now])?;
            let last: Option<i64> = conn
                .query_row("SELECT sent_at FROM mobile_codes WHERE mobile = ?1", [&mobile], |r| r.get(0))
                .optional()?;
            if let Some(sent_at) = last.filter(|t| now - t < COOLDOWN_SECS) {
                let wait = COOLDOWN_SECS - (now - sent_at);
                return Err(ApiError::bad(format!("验证码发送过于频繁，请{wait}秒后再试")));
            }
            conn.execute(
                "INSERT INTO mobile_codes (mobile, code, sent_at, expires_at) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT(mobile) DO UPDATE SET code = excluded.code, sent_at = excluded.sent_at,
                                                   expires_at = excluded.expires_at",
                params![mobile, stored, now, now + CODE_TTL_SECS],
            )?;
            Ok(())
        })
        .await?;
    let data = if state.test_mode {
        json!({ "code": code })
    } else {
        Value::Null
    };
    Ok(ok("验证码已发送", data))
}

/// Checks `code` against the one issued to `mobile` and consumes it whether it matches or not,
/// so a code cannot be guessed by trying many values against it.
pub fn consume_code(conn: &rusqlite::Connection, mobile: &str, code: &str) -> Result<(), ApiError> {
    let now = clock::now();
    let stored: Option<(String, i64)> = conn
        .query_row(
            "SELECT code, expires_at FROM mobile_codes WHERE mobile = ?1",
            [mobile],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    // Keep the row (its sent_at drives the resend cooldown) but make the code unusable.
    conn.execute(
        "UPDATE mobile_codes SET code = '' WHERE mobile = ?1",
        [mobile],
    )?;
    match stored {
        Some((c, exp))
            if exp > now
                && !c.is_empty()
                && crate::password::constant_time_eq(c.as_bytes(), code.as_bytes()) =>
        {
            Ok(())
        }
        _ => Err(ApiError::bad("短信验证码错误或已过期")),
    }
}
