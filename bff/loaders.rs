//! Runs a route's loaders (declared in the route table) for the first paint: concurrently,
//! each within the upstream budget. The client runs the same declarations through `/api/**`
//! when it navigates, so both sides fetch the same data the same way.

use std::collections::BTreeMap;

use actix_web::http::Method;
use futures_util::future::join_all;
use serde_json::{Map, Value};

use crate::access::{LoaderDef, ParamSource};
use crate::upstream::{envelope_code, CallContext, Upstream, CODE_SESSION_OVER};

/// Loader results keyed by loader `key`, and whether any of them said the session is over.
pub struct LoadedData {
    pub data: Map<String, Value>,
    pub session_over: bool,
}

pub async fn run(
    loaders: &[LoaderDef],
    path_params: &BTreeMap<String, String>,
    query: &BTreeMap<String, String>,
    upstream: &Upstream,
    ctx: &CallContext,
) -> LoadedData {
    let applicable = loaders
        .iter()
        .filter(|loader| loader.applies(path_params, query));
    let calls = applicable.map(|loader| async move {
        let params = resolve_params(&loader.params, path_params, query);
        let value = if loader.method.eq_ignore_ascii_case("POST") {
            upstream
                .json(
                    Method::POST,
                    &loader.path,
                    ctx,
                    Some(&Value::Object(params)),
                )
                .await
        } else {
            let path = with_query(&loader.path, &params);
            upstream.json(Method::GET, &path, ctx, None).await
        };
        let value = value.unwrap_or_else(|e| {
            tracing::warn!(loader = %loader.key, error = %e, "page loader failed");
            e.to_loader_value()
        });
        (loader.key.clone(), value)
    });
    let results = join_all(calls).await;
    let session_over = results
        .iter()
        .any(|(_, v)| envelope_code(v) == Some(CODE_SESSION_OVER));
    LoadedData {
        data: results.into_iter().collect(),
        session_over,
    }
}

/// Builds the parameter object: literal values, path parameters and query parameters (with
/// their defaults). Absent parameters without a default are left out.
pub fn resolve_params(
    spec: &BTreeMap<String, ParamSource>,
    path_params: &BTreeMap<String, String>,
    query: &BTreeMap<String, String>,
) -> Map<String, Value> {
    let mut out = Map::new();
    for (name, source) in spec {
        let value = if let Some(v) = &source.value {
            Some(v.clone())
        } else {
            let key = source.name.as_deref().unwrap_or(name);
            let found = match source.from.as_deref() {
                Some("path") => path_params.get(key),
                Some("query") => query.get(key).filter(|v| !v.is_empty()),
                _ => None,
            };
            found
                .map(|v| Value::String(v.clone()))
                .or_else(|| source.default.clone())
        };
        if let Some(v) = value {
            out.insert(name.clone(), v);
        }
    }
    out
}

fn with_query(path: &str, params: &Map<String, Value>) -> String {
    if params.is_empty() {
        return path.to_owned();
    }
    let encode = |s: &str| {
        percent_encoding::utf8_percent_encode(s, percent_encoding::NON_ALPHANUMERIC).to_string()
    };
    let pairs: Vec<String> = params
        .iter()
        .map(|(k, v)| {
            let text = match v {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            format!("{}={}", encode(k), encode(&text))
        })
        .collect();
    format!("{path}?{}", pairs.join("&"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn source(v: Value) -> ParamSource {
        serde_json::from_value(v).unwrap()
    }

    #[test]
    fn a_loader_that_requires_a_query_parameter_runs_only_when_the_url_has_it() {
        let staged: LoaderDef = serde_json::from_value(json!({
            "key": "batch", "method": "GET", "path": "/api/x", "requires": "batch"
        }))
        .unwrap();
        let query = |pairs: &[(&str, &str)]| -> BTreeMap<String, String> {
            pairs
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect()
        };
        let none = BTreeMap::new();
        assert!(staged.applies(&none, &query(&[("batch", "7")])));
        assert!(!staged.applies(&none, &query(&[("batch", "")])));
        assert!(!staged.applies(&none, &query(&[("page", "2")])));
        let always: LoaderDef =
            serde_json::from_value(json!({"key": "k", "method": "GET", "path": "/api/x"})).unwrap();
        assert!(always.applies(&none, &query(&[])));
    }

    #[test]
    fn a_loader_for_one_view_runs_only_when_the_path_parameter_names_that_view() {
        let bids: LoaderDef = serde_json::from_value(json!({
            "key": "bids", "method": "GET", "path": "/api/x",
            "params": {"goods_id": {"from": "path", "name": "id"}}, "pathIs": {"type": "2"}
        }))
        .unwrap();
        let path = |t: &str| -> BTreeMap<String, String> {
            [("id", "7"), ("type", t)]
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect()
        };
        let none = BTreeMap::new();
        assert!(bids.applies(&path("2"), &none));
        assert!(!bids.applies(&path("1"), &none));
        assert!(!bids.applies(&BTreeMap::new(), &none));
    }

    #[test]
    fn a_loader_reading_an_optional_path_parameter_runs_only_when_the_url_has_it() {
        let detail: LoaderDef = serde_json::from_value(json!({
            "key": "detail", "method": "GET", "path": "/api/x",
            "params": {"id": {"from": "path", "name": "id"}}
        }))
        .unwrap();
        let with_id = BTreeMap::from([("id".to_owned(), "7".to_owned())]);
        assert!(detail.applies(&with_id, &BTreeMap::new()));
        assert!(!detail.applies(&BTreeMap::new(), &BTreeMap::new()));
    }

    #[test]
    fn parameters_come_from_the_path_the_query_defaults_and_literals() {
        let mut spec = BTreeMap::new();
        spec.insert("id".into(), source(json!({"from":"path","name":"id"})));
        spec.insert(
            "pageNum".into(),
            source(json!({"from":"query","name":"page","default":"1"})),
        );
        spec.insert("pageSize".into(), source(json!({"value":10})));
        spec.insert(
            "title".into(),
            source(json!({"from":"query","name":"title"})),
        );
        let path = BTreeMap::from([("id".to_owned(), "7".to_owned())]);
        let query = BTreeMap::new();
        let params = resolve_params(&spec, &path, &query);
        assert_eq!(
            Value::Object(params.clone()),
            json!({"id":"7","pageNum":"1","pageSize":10})
        );
        assert_eq!(
            with_query("/api/x", &params),
            "/api/x?id=7&pageNum=1&pageSize=10"
        );
    }

    #[test]
    fn query_values_are_percent_encoded() {
        let params = json!({"title": "春晖 & co"}).as_object().unwrap().clone();
        assert_eq!(
            with_query("/api/x", &params),
            "/api/x?title=%E6%98%A5%E6%99%96%20%26%20co"
        );
    }
}
