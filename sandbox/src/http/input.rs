//! Reading a request's input: JSON body fields and query parameters, with the 400 messages
//! every call gives for a malformed one.

use super::envelope::ApiError;
use super::field_names::label;
use super::paging;
use actix_web::dev::Payload;
use actix_web::{web, FromRequest, HttpRequest};
use futures_util::future::LocalBoxFuture;
use serde_json::{Map, Value};
use std::collections::HashMap;

/// A call's query string, as every list and detail handler takes it.
pub type Query = web::Query<HashMap<String, String>>;
/// A call's JSON body, as every write handler takes it.
pub type Body = web::Json<Map<String, Value>>;

/// Body fields as query-like text, so the one page parser serves both.
pub fn as_query(body: &Map<String, Value>) -> HashMap<String, String> {
    body.iter()
        .filter_map(|(k, v)| match v {
            Value::String(s) => Some((k.clone(), s.clone())),
            Value::Number(n) => Some((k.clone(), n.to_string())),
            _ => None,
        })
        .collect()
}

/// The parameters of a list call the platform defines as POST (spec §7 "Lists, exports and
/// statistics") and the console's loaders call with GET: the query string of a GET, the JSON
/// body of a POST, read the same way either way.
pub struct Params(pub HashMap<String, String>);

impl std::ops::Deref for Params {
    type Target = HashMap<String, String>;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl FromRequest for Params {
    type Error = actix_web::Error;
    type Future = LocalBoxFuture<'static, Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        if req.method() == actix_web::http::Method::POST {
            let body = web::Json::<Map<String, Value>>::from_request(req, payload);
            Box::pin(async move { Ok(Params(as_query(&body.await?.into_inner()))) })
        } else {
            let query = Query::from_request(req, payload);
            Box::pin(async move { Ok(Params(query.await?.into_inner())) })
        }
    }
}

/// A text field of a JSON body: strings as given, numbers as their decimal text (clients send
/// captcha codes both ways), absent or null as `None`; anything else is a format error.
pub fn text_field(body: &Map<String, Value>, key: &str) -> Result<Option<String>, ApiError> {
    match body.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(Value::Number(n)) => Ok(Some(n.to_string())),
        Some(_) => Err(ApiError::bad(format!("{}格式错误", label(key)))),
    }
}

/// A positive integer id given as a JSON number or a numeric string.
pub fn id_value(v: &Value) -> Option<i64> {
    match v {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
    .filter(|id| *id > 0)
}

/// A positive id from the query string, or `msg`.
pub fn query_id(q: &HashMap<String, String>, key: &str, msg: &str) -> Result<i64, ApiError> {
    q.get(key)
        .and_then(|s| id_value(&Value::String(s.clone())))
        .ok_or_else(|| ApiError::bad(msg))
}

/// A positive id from a JSON body, or `msg`.
pub fn body_id(body: &Map<String, Value>, key: &str, msg: &str) -> Result<i64, ApiError> {
    body.get(key)
        .and_then(id_value)
        .ok_or_else(|| ApiError::bad(msg))
}

/// An optional id filter; present but malformed is a 400.
pub fn optional_id(q: &HashMap<String, String>, key: &str) -> Result<Option<i64>, ApiError> {
    match paging::non_empty(q, key) {
        None => Ok(None),
        Some(s) => id_value(&Value::String(s.to_owned()))
            .map(Some)
            .ok_or_else(|| ApiError::bad(format!("{}不正确", label(key)))),
    }
}

/// The query map of `pairs`, as a call's query string would give it (for tests of the code
/// that reads one).
#[cfg(test)]
pub fn query_of(pairs: &[(&str, &str)]) -> HashMap<String, String> {
    pairs
        .iter()
        .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
        .collect()
}
