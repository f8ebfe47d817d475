//! The login account: its details, the two ways to change the password, and accepting the
//! platform agreement. A changed password ends every other session of the account.

use super::sms;
use crate::http::envelope::{ok, ApiError, ApiResult};
use crate::http::input::text_field;
use crate::http::session::{self, CurrentUser};
use crate::password;
use crate::rules::password as password_rules;
use crate::state::AppState;
use actix_web::{web, HttpRequest};
use rusqlite::{params, Connection};
use serde_json::{json, Map, Value};

use crate::labels::mask_mobile;

/// `GET /api/organization/account/info` — `{account, name, role, mobile (masked), login_count, last_login_at}`.
pub async fn info(state: web::Data<AppState>, user: CurrentUser) -> ApiResult {
    let data = state
        .db
        .run(move |conn| {
            Ok(conn.query_row(
                "SELECT account, display_name, role, mobile, login_count, last_login_at FROM accounts WHERE id = ?1",
                [user.account_id],
                |r| {
                    Ok(json!({
                        "account": r.get::<_, String>(0)?,
                        "name": r.get::<_, String>(1)?,
                        "role": r.get::<_, i64>(2)?,
                        "mobile": mask_mobile(&r.get::<_, String>(3)?),
                        "login_count": r.get::<_, i64>(4)?,
                        "last_login_at": r.get::<_, Option<i64>>(5)?,
                    }))
                },
            )?)
        })
        .await?;
    Ok(ok("获取成功", data))
}

/// Stores `new` for the account and ends its other sessions (the current token keeps working).
fn store(conn: &Connection, account_id: i64, new: &str, keep_token: &str) -> rusqlite::Result<()> {
    let (salt, hash) = password::new_password(new);
    conn.execute(
        "UPDATE accounts SET pwd_salt = ?1, pwd_hash = ?2 WHERE id = ?3",
        params![salt, hash, account_id],
    )?;
    conn.execute(
        "DELETE FROM sessions WHERE account_id = ?1 AND token_hash <> ?2",
        params![account_id, password::sha256_hex(keep_token)],
    )?;
    Ok(())
}

fn field(body: &Map<String, Value>, key: &str) -> Result<String, ApiError> {
    Ok(text_field(body, key)?.unwrap_or_default())
}

fn token(req: &HttpRequest) -> String {
    session::token_of(req, false).unwrap_or_default()
}

/// What the account has stored to check a password change against.
struct Credentials {
    /// The bound mobile ("" when none).
    mobile: String,
    salt: String,
    hash: String,
}

impl Credentials {
    fn of(conn: &Connection, account_id: i64) -> rusqlite::Result<Self> {
        let (mobile, salt, hash) = conn.query_row(
            "SELECT mobile, pwd_salt, pwd_hash FROM accounts WHERE id = ?1",
            [account_id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )?;
        Ok(Credentials { mobile, salt, hash })
    }

    fn is_password(&self, pwd: &str) -> bool {
        password::verify_password(&self.salt, &self.hash, pwd)
    }
}

/// The caller's password becomes `new` (its other sessions end) once `check` accepts the
/// request against the stored credentials and `new` passes the rules. `spend` (a one-time
/// code) runs in the writing transaction: the password is stored only when it succeeds, and
/// what it spent stays spent either way.
async fn change_own_password(
    (state, user, req): (&AppState, &CurrentUser, &HttpRequest),
    new: String,
    check: impl FnOnce(&Credentials) -> Result<(), ApiError> + Send + 'static,
    spend: impl FnOnce(&Connection) -> Result<(), ApiError> + Send + 'static,
) -> ApiResult {
    let (account, keep) = (user.account_id, token(req));
    state
        .db
        .run(move |conn| {
            let stored = Credentials::of(conn, account)?;
            check(&stored)?;
            // The rules are checked before a code is spent, so a weak password does not cost a code.
            password_rules::check_new(&new, |p| stored.is_password(p)).map_err(ApiError::bad)?;
            let tx = conn.transaction()?;
            let spent = spend(&tx);
            if spent.is_ok() {
                store(&tx, account, &new, &keep)?;
            }
            // Commit either way: a wrong code is spent, so it cannot be retried.
            tx.commit()?;
            spent
        })
        .await?;
    Ok(ok("密码修改成功", Value::Null))
}

/// `POST /api/organization/account/change_password {old_pwd, new_pwd}`.
pub async fn change_password(
    state: web::Data<AppState>,
    user: CurrentUser,
    req: HttpRequest,
    body: web::Json<Map<String, Value>>,
) -> ApiResult {
    let (old, new) = (field(&body, "old_pwd")?, field(&body, "new_pwd")?);
    if old.is_empty() {
        return Err(ApiError::bad("请输入原密码"));
    }
    let check = move |stored: &Credentials| {
        if !stored.is_password(&old) {
            return Err(ApiError::bad("原密码错误"));
        }
        Ok(())
    };
    change_own_password((&state, &user, &req), new, check, |_| Ok(())).await
}

/// `POST /api/organization/account/mobile_change_password {mobile, code, new_pwd}` — the code
/// comes from `/api/common/mobile_code` sent to the account's own bound number.
pub async fn mobile_change_password(
    state: web::Data<AppState>,
    user: CurrentUser,
    req: HttpRequest,
    body: web::Json<Map<String, Value>>,
) -> ApiResult {
    let mobile = field(&body, "mobile")?.trim().to_owned();
    let code = field(&body, "code")?.trim().to_owned();
    let new = field(&body, "new_pwd")?;
    if mobile.is_empty() {
        return Err(ApiError::bad("请输入手机号"));
    }
    if code.is_empty() {
        return Err(ApiError::bad("请输入短信验证码"));
    }
    let bound = mobile.clone();
    let check = move |stored: &Credentials| {
        if stored.mobile.is_empty() || stored.mobile != bound {
            return Err(ApiError::bad("手机号与账号绑定的手机号不一致"));
        }
        Ok(())
    };
    let spend = move |tx: &Connection| sms::consume_code(tx, &mobile, &code);
    change_own_password((&state, &user, &req), new, check, spend).await
}

/// `POST /api/organization/account/accept_agreement` — records that the account accepted the
/// platform agreement (`in_agreement` 0 → 1); accepting again changes nothing.
pub async fn accept_agreement(state: web::Data<AppState>, user: CurrentUser) -> ApiResult {
    state
        .db
        .run(move |conn| {
            conn.execute(
                "UPDATE accounts SET in_agreement = 1 WHERE id = ?1",
                [user.account_id],
            )?;
            Ok(())
        })
        .await?;
    Ok(ok("已同意平台协议", Value::Null))
}
