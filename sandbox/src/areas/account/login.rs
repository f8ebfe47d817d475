//! Captcha, login and logout.

use super::param::required;
use crate::captcha;
use crate::clock;
use crate::http::envelope::{ok, ok_with_value, ApiError, ApiResult};
use crate::http::input::{text_field, Query};
use crate::http::session;
use crate::password;
use crate::state::AppState;
use actix_web::{web, HttpRequest, HttpResponse};
use rusqlite::{params, Connection, OptionalExtension};
use serde_json::{Map, Value};

const MSG_BAD_CAPTCHA: &str = "验证码错误或已过期";
const MSG_BAD_LOGIN: &str = "账号或密码错误";
/// Accepted as the captcha answer in test mode only, so tests and demos can log in unattended.
const TEST_MODE_CAPTCHA: &str = "8888";

/// `GET /api/admin/verify?token=<key>` — a fresh captcha for `key`, replacing any earlier one.
pub async fn captcha(state: web::Data<AppState>, q: Query) -> ApiResult {
    let messages = (
        "缺少验证码标识 token",
        "验证码标识格式错误：应为 1–64 位字母、数字、下划线或短横线",
    );
    let key = required(&q, "token", messages, captcha::is_valid_key)?;
    let code = captcha::new_code();
    let png = captcha::render_png(&code).map_err(|e| ApiError::Internal(e.into()))?;
    state
        .db
        .run(move |conn| {
            let now = clock::now();
            conn.execute("DELETE FROM captchas WHERE expires_at <= ?1", [now])?;
            conn.execute(
                "INSERT INTO captchas (key, code, expires_at) VALUES (?1, ?2, ?3)
                 ON CONFLICT(key) DO UPDATE SET code = excluded.code, expires_at = excluded.expires_at",
                params![key, code, now + captcha::TTL_SECS],
            )?;
            Ok(())
        })
        .await?;
    Ok(HttpResponse::Ok()
        .content_type("image/png")
        .insert_header(("Cache-Control", "no-store"))
        .body(png))
}

struct LoginInput {
    account: String,
    pwd: String,
    verify: String,
    verify_key: Option<String>,
}

impl LoginInput {
    fn parse(body: &Map<String, Value>) -> Result<Self, ApiError> {
        let account = text_field(body, "account")?
            .map(|s| s.trim().to_owned())
            .unwrap_or_default();
        let pwd = text_field(body, "pwd")?.unwrap_or_default();
        let verify = text_field(body, "verify")?
            .map(|s| s.trim().to_owned())
            .unwrap_or_default();
        let verify_key = text_field(body, "verify_key")?
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty());
        if account.is_empty() {
            return Err(ApiError::bad("请输入账号"));
        }
        if pwd.is_empty() {
            return Err(ApiError::bad("请输入密码"));
        }
        if verify.is_empty() {
            return Err(ApiError::bad("请输入验证码"));
        }
        if account.chars().count() > 64 {
            return Err(ApiError::bad("账号不能超过 64 个字符"));
        }
        if pwd.chars().count() > 128 {
            return Err(ApiError::bad("密码不能超过 128 个字符"));
        }
        Ok(Self {
            account,
            pwd,
            verify,
            verify_key,
        })
    }
}

/// `POST /api/organization/login/login` — `data` is the token, `value` the login count.
pub async fn login(state: web::Data<AppState>, body: web::Json<Map<String, Value>>) -> ApiResult {
    let input = LoginInput::parse(&body)?;
    let test_mode = state.test_mode;
    let (token, count) = state
        .db
        .run(move |conn| {
            let now = clock::now();
            let tx = conn.transaction()?;
            let captcha_ok = consume_captcha(
                &tx,
                input.verify_key.as_deref(),
                &input.verify,
                test_mode,
                now,
            )?;
            let account = if captcha_ok {
                check_password(&tx, &input.account, &input.pwd)?
            } else {
                None
            };
            let Some(account_id) = account else {
                // The captcha stays consumed: each attempt costs the caller a fresh image.
                tx.commit()?;
                return Err(ApiError::bad(if captcha_ok {
                    MSG_BAD_LOGIN
                } else {
                    MSG_BAD_CAPTCHA
                }));
            };
            // Logins are rare enough to carry the housekeeping of ended sessions.
            tx.execute("DELETE FROM sessions WHERE expires_at <= ?1", [now])?;
            let token = session::create(&tx, account_id, now)?;
            let count: i64 = tx.query_row(
                "UPDATE accounts SET login_count = login_count + 1, last_login_at = ?2 WHERE id = ?1
                 RETURNING login_count",
                params![account_id, now],
                |r| r.get(0),
            )?;
            tx.commit()?;
            Ok((token, count))
        })
        .await?;
    Ok(ok_with_value("登录成功", token, count))
}

/// Deletes the captcha under `key` and says whether `answer` matched it (case-insensitive).
fn consume_captcha(
    conn: &Connection,
    key: Option<&str>,
    answer: &str,
    test_mode: bool,
    now: i64,
) -> rusqlite::Result<bool> {
    let stored = match key {
        Some(key) => conn
            .query_row(
                "DELETE FROM captchas WHERE key = ?1 RETURNING code, expires_at",
                [key],
                |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)),
            )
            .optional()?,
        None => None,
    };
    if test_mode && answer == TEST_MODE_CAPTCHA {
        return Ok(true);
    }
    Ok(stored.is_some_and(|(code, expires_at)| {
        expires_at > now
            && password::constant_time_eq(
                code.to_ascii_uppercase().as_bytes(),
                answer.to_ascii_uppercase().as_bytes(),
            )
    }))
}

/// The account id when the password matches. An unknown account costs the same hash work, so
/// neither the answer nor its timing tells whether the account exists.
fn check_password(conn: &Connection, account: &str, pwd: &str) -> rusqlite::Result<Option<i64>> {
    let row = conn
        .query_row(
            "SELECT id, pwd_salt, pwd_hash FROM accounts WHERE account = ?1",
            [account],
            |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                ))
            },
        )
        .optional()?;
    Ok(match row {
        Some((id, salt, hash)) => password::verify_password(&salt, &hash, pwd).then_some(id),
        None => {
            let _ = password::verify_password("00000000000000000000000000000000", "", pwd);
            None
        }
    })
}

/// `GET /api/common/logout` — ends the session; idempotent, so an already-ended session is
/// also a success (the caller's goal, being logged out, holds).
pub async fn logout(state: web::Data<AppState>, req: HttpRequest) -> ApiResult {
    if let Some(token) = session::token_of(&req, false) {
        state
            .db
            .run(move |conn| Ok(session::delete(conn, &token)?))
            .await?;
    }
    Ok(ok("已退出登录", Value::Null))
}
