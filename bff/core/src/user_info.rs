//! The user-info answer (`get_now_msg`) mapped to the session fields of spec §3, validated as
//! spec §5 says.

use serde::Serialize;
use serde_json::Value;

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

/// Why user info cannot start a session; the texts are the spec's exact messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum UserInfoError {
    #[error("Verification failed, please Login again.")]
    VerificationFailed,
    #[error("getInfo: roles must be a non-null array!")]
    RolesMissing,
}

/// Maps the user-info envelope to the session (spec §3, §5).
pub fn map_user_info(body: &Value) -> Result<SessionUser, UserInfoError> {
    let data = match body.get("data") {
        Some(Value::Object(map)) if !map.is_empty() => map,
        _ => return Err(UserInfoError::VerificationFailed),
    };
    let roles: Vec<i64> = match data.get("roles") {
        Some(Value::Array(items)) if !items.is_empty() => items
            .iter()
            .map(|r| {
                r.as_i64()
                    .or_else(|| r.as_str().and_then(|s| s.parse().ok()))
            })
            .collect::<Option<Vec<i64>>>()
            .ok_or(UserInfoError::RolesMissing)?,
        _ => return Err(UserInfoError::RolesMissing),
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
            assert_eq!(map_user_info(&body), Err(UserInfoError::VerificationFailed));
        }
    }

    #[test]
    fn roles_must_be_a_non_empty_array_of_numbers() {
        for roles in [json!(null), json!([]), json!("1"), json!([{}])] {
            let body = json!({"code":200,"data":{"name":"x","roles":roles}});
            assert_eq!(map_user_info(&body), Err(UserInfoError::RolesMissing));
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
