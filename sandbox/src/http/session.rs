//! Sessions: random tokens handed out at login, stored only as their SHA-256 (a leaked
//! database file does not hand out live sessions), looked up by the `CurrentUser` extractor.

use super::envelope::ApiError;
use crate::clock::{self, HOUR};
use crate::password;
use crate::state::AppState;
use actix_web::{dev::Payload, web, FromRequest, HttpMessage, HttpRequest};
use rusqlite::{params, Connection, OptionalExtension};
use std::future::Future;
use std::pin::Pin;

/// How long a session lasts after login.
pub const SESSION_TTL_SECS: i64 = 12 * HOUR;

/// The logged-in account behind the request's token.
#[derive(Debug, Clone)]
pub struct CurrentUser {
    pub account_id: i64,
    pub org_id: i64,
    pub role: i64,
}

impl CurrentUser {
    /// The caller as the workflow tables see them.
    pub fn actor(&self) -> crate::workflow::Actor {
        crate::workflow::Actor {
            account_id: self.account_id,
            org_id: self.org_id,
            role: self.role,
        }
    }

    /// Reviewers, partners and the super admin see every organisation's records.
    pub fn sees_all_orgs(&self) -> bool {
        matches!(self.role, 2 | 3 | 99)
    }
}

/// Like `CurrentUser`, but also accepts `?token=` (only `get_now_msg` does, as the platform).
#[derive(Debug, Clone)]
pub struct CurrentUserOrQuery(pub CurrentUser);

/// Creates a session and returns the token to hand to the client.
pub fn create(conn: &Connection, account_id: i64, now: i64) -> rusqlite::Result<String> {
    let token = password::random_hex(24);
    conn.execute(
        "INSERT INTO sessions (token_hash, account_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)",
        params![password::sha256_hex(&token), account_id, now, now + SESSION_TTL_SECS],
    )?;
    Ok(token)
}

/// Ends the session of `token`, if any.
pub fn delete(conn: &Connection, token: &str) -> rusqlite::Result<()> {
    conn.execute(
        "DELETE FROM sessions WHERE token_hash = ?1",
        [password::sha256_hex(token)],
    )?;
    Ok(())
}

fn lookup(conn: &Connection, token: &str, now: i64) -> Result<CurrentUser, ApiError> {
    let hash = password::sha256_hex(token);
    let row = conn
        .prepare_cached(
            "SELECT s.expires_at, a.id, a.org_id, a.role
               FROM sessions s JOIN accounts a ON a.id = s.account_id
              WHERE s.token_hash = ?1",
        )?
        .query_row([&hash], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                CurrentUser {
                    account_id: r.get(1)?,
                    org_id: r.get(2)?,
                    role: r.get(3)?,
                },
            ))
        })
        .optional()?;
    match row {
        Some((expires_at, user)) if expires_at > now => Ok(user),
        Some(_) => {
            conn.execute("DELETE FROM sessions WHERE token_hash = ?1", [&hash])?;
            Err(ApiError::SessionExpired)
        }
        None => Err(ApiError::SessionExpired),
    }
}

/// The token of a request: the `token` header, then (if allowed) the `token` query parameter.
pub fn token_of(req: &HttpRequest, allow_query: bool) -> Option<String> {
    let header = req
        .headers()
        .get("token")
        .and_then(|v| v.to_str().ok())
        .map(str::trim)
        .filter(|s| !s.is_empty());
    if let Some(t) = header {
        return Some(t.to_owned());
    }
    if !allow_query {
        return None;
    }
    web::Query::<std::collections::HashMap<String, String>>::from_query(req.query_string())
        .ok()
        .and_then(|q| q.get("token").map(|s| s.trim().to_owned()))
        .filter(|s| !s.is_empty())
}

/// The session of a request (looked up once: an area gate leaves it in the extensions).
pub fn resolve(
    req: &HttpRequest,
    allow_query: bool,
) -> Pin<Box<dyn Future<Output = Result<CurrentUser, ApiError>>>> {
    if let Some(user) = req.extensions().get::<CurrentUser>().cloned() {
        return Box::pin(async move { Ok(user) });
    }
    let token = token_of(req, allow_query);
    let state = req.app_data::<web::Data<AppState>>().cloned();
    Box::pin(async move {
        // Real tokens are 48 hex characters; an oversized one cannot be a session, so skip the lookup.
        let token = token
            .filter(|t| t.len() <= 128)
            .ok_or(ApiError::SessionExpired)?;
        let state = state.ok_or_else(|| ApiError::Internal(anyhow::anyhow!("AppState missing")))?;
        state
            .db
            .run(move |conn| lookup(conn, &token, clock::now()))
            .await
    })
}

impl FromRequest for CurrentUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        resolve(req, false)
    }
}

impl FromRequest for CurrentUserOrQuery {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let fut = resolve(req, true);
        Box::pin(async move { fut.await.map(CurrentUserOrQuery) })
    }
}
