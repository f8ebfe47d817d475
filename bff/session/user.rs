//! The user behind a token: fetched from the platform's user-info call, validated as spec §5
//! says, and cached per token for a short time. Concurrent misses for one token share one
//! upstream call, and failures are never cached.

use std::sync::Arc;
use std::time::Duration;

use actix_web::http::Method;
use serde::Serialize;
use serde_json::Value;

use crate::error::UpstreamError;
use crate::upstream::{envelope_code, CallContext, Upstream, CODE_SESSION_OVER};

const USER_INFO_PATH: &str = "/api/organization/message/get_now_msg";

/// The session fields of spec §3 (everything but the token, which stays in the cookie).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SessionUser {
    pub name: String,
    pub avatar: String,
    pub introduction: String,
    pub roles: Vec<i64>,
    pub certification: Value,
    #[serde(rename = "orgId")]
    pub org_id: Value,
    pub un_read_msg: i64,
    pub is_sj_limit: Value,
    pub return_reason: String,
    pub agreemenet: Value,
    pub agreemenetdoc: Value,
}

#[derive(Debug, Clone, thiserror::Error, PartialEq, Eq)]
pub enum UserError {
    /// Code 300 from the platform: the token is unknown or expired.
    #[error("登录已过期，请重新登录")]
    SessionOver,
    #[error("Verification failed, please Login again.")]
    VerificationFailed,
    #[error("getInfo: roles must be a non-null array!")]
    RolesMissing,
    #[error(transparent)]
    Upstream(#[from] UpstreamError),
}

impl UserError {
    /// Whether the token must be dropped (as opposed to a platform outage, where it may still be good).
    pub fn ends_session(&self) -> bool {
        !matches!(self, Self::Upstream(_))
    }

    /// The short reason code put on `/login?error=`, which the login page turns into the message.
    pub fn login_reason(&self) -> &'static str {
        match self {
            Self::SessionOver => "expired",
            Self::VerificationFailed => "verify",
            Self::RolesMissing => "roles",
            Self::Upstream(_) => "upstream",
        }
    }
}

#[derive(Clone)]
pub struct Sessions {
    cache: moka::future::Cache<String, Arc<SessionUser>>,
}

impl Sessions {
    pub fn new(ttl: Duration) -> Self {
        Self {
            cache: moka::future::Cache::builder()
                .max_capacity(100_000)
                .time_to_live(ttl)
                .build(),
        }
    }

    pub async fn current_user(
        &self,
        upstream: &Upstream,
        ctx: &CallContext,
    ) -> Result<Arc<SessionUser>, UserError> {
        let token = ctx.token.clone().ok_or(UserError::SessionOver)?;
        self.cache
            .try_get_with(token, async {
                fetch_user(upstream, ctx).await.map(Arc::new)
            })
            .await
            .map_err(|e: Arc<UserError>| (*e).clone())
    }

    pub async fn forget(&self, token: &str) {
        self.cache.invalidate(token).await;
    }
}

async fn fetch_user(upstream: &Upstream, ctx: &CallContext) -> Result<SessionUser, UserError> {
    // The token goes in the `token` header only, never in the URL, so it stays out of logs.
    let body = upstream
        .json(Method::GET, USER_INFO_PATH, ctx, None)
        .await?;
    if envelope_code(&body) == Some(CODE_SESSION_OVER) {
        return Err(UserError::SessionOver);
    }
    map_user_info(&body)
}

/// Maps the user-info envelope to the session (spec §3, §5).
pub fn map_user_info(body: &Value) -> Result<SessionUser, UserError> {
    let data = match body.get("data") {
        Some(Value::Object(map)) if !map.is_empty() => map,
        _ => return Err(UserError::VerificationFailed),
    };
    let roles: Vec<i64> = match data.get("roles") {
        Some(Value::Array(items)) if !items.is_empty() => items
            .iter()
            .map(|r| {
                r.as_i64()
                    .or_else(|| r.as_str().and_then(|s| s.parse().ok()))
            })
            .collect::<Option<Vec<i64>>>()
            .ok_or(UserError::RolesMissing)?,
        _ => return Err(UserError::RolesMissing),
    };
    let text = |key: &str| match data.get(key) {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Null) | None => String::new(),
        Some(other) => other.to_string(),
    };
    let raw = |key: &str| data.get(key).cloned().unwrap_or(Value::Null);
    Ok(SessionUser {
        name: text("name"),
        avatar: text("avatar"),
        introduction: text("introduction"),
        roles,
        certification: raw("certification"),
        org_id: raw("id"),
        un_read_msg: data.get("un_read_msg").and_then(Value::as_i64).unwrap_or(0),
        is_sj_limit: raw("is_sj_limit"),
        return_reason: text("return_reason"),
        agreemenet: raw("in_agreement"),
        agreemenetdoc: raw("in_agreement_doc"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn user_info_without_data_fails_verification() {
        for body in [
            json!({"code":200}),
            json!({"code":200,"data":null}),
            json!({"code":200,"data":{}}),
        ] {
            assert_eq!(map_user_info(&body), Err(UserError::VerificationFailed));
        }
    }

    #[test]
    fn roles_must_be_a_non_empty_array_of_numbers() {
        for roles in [json!(null), json!([]), json!("1"), json!([{}])] {
            let body = json!({"code":200,"data":{"name":"x","roles":roles}});
            assert_eq!(map_user_info(&body), Err(UserError::RolesMissing));
        }
    }

    #[test]
    fn the_agreement_fields_and_org_id_are_renamed_as_the_spec_says() {
        let body = json!({"code":200,"data":{"id":12,"name":"春晖","roles":[1],"in_agreement":1,
            "in_agreement_doc":"doc","un_read_msg":3,"certification":2}});
        let user = map_user_info(&body).unwrap();
        assert_eq!(user.org_id, json!(12));
        assert_eq!(user.agreemenet, json!(1));
        assert_eq!(user.agreemenetdoc, json!("doc"));
        assert_eq!(user.un_read_msg, 3);
        let out = serde_json::to_value(&user).unwrap();
        assert!(out.get("orgId").is_some() && out.get("token").is_none());
    }
}
