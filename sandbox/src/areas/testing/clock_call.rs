//! `POST /__sandbox/clock` (test mode only): read, hold or move the sandbox's "now", so a test
//! can let a deadline pass or an auction end without waiting (`crate::clock` holds it).

use crate::clock::{self, format_iso, parse_iso};
use crate::http::envelope::{ok, ApiError, ApiResult, MSG_BAD_FORMAT};
use crate::state::AppState;
use actix_web::web;
use serde_json::{json, Map, Value};

/// Ten years: more than any deadline in the seed, and far from overflowing anything.
const MAX_ADVANCE: i64 = 10 * 366 * clock::DAY;

/// `{hold?: ISO time, advance?: seconds}`: `hold` pins the clock, then `advance` moves it
/// forward; an empty body only reads it. `data`: `{now, iso, held}`.
pub async fn clock_call(state: web::Data<AppState>, body: web::Bytes) -> ApiResult {
    let body: Map<String, Value> = if body.iter().all(u8::is_ascii_whitespace) {
        Map::new()
    } else {
        serde_json::from_slice(&body).map_err(|_| ApiError::bad(MSG_BAD_FORMAT))?
    };
    let hold = match body.get("hold") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(parse_iso(s).ok_or_else(|| {
            ApiError::bad("hold 须为 ISO 8601 时间，如 2026-01-01T08:00:00+08:00")
        })?),
        Some(_) => return Err(ApiError::bad("hold 须为 ISO 8601 时间字符串")),
    };
    let advance = match body.get("advance") {
        None | Some(Value::Null) => 0,
        Some(v) => v
            .as_i64()
            .filter(|n| (0..=MAX_ADVANCE).contains(n))
            .ok_or_else(|| {
                ApiError::bad(format!("advance 须为 0 到 {MAX_ADVANCE} 之间的整数（秒）"))
            })?,
    };
    let clock = &state.db.clock;
    if let Some(at) = hold {
        clock.hold(at);
    }
    if advance > 0 {
        clock.advance(advance);
    }
    let now = clock.read();
    Ok(ok(
        "获取成功",
        json!({ "now": now, "iso": format_iso(now), "held": clock.is_held() }),
    ))
}
