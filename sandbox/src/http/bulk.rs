//! Deciding many items at once (issue 42): `POST …/bulk_… {action, ids, reason?}` runs the
//! area's single-item call for each id — the very handler `pass_…`, `claim_…` or
//! `draft_box_delete` answers with, so the same role check, workflow step, transaction, audit
//! row and owner's message apply, and no rule has a second copy here. Each item is its own
//! call and so its own transaction: one refusal never undoes the others, and under concurrency
//! each item still has exactly one winner (the single calls' guarantee). The answer lists one
//! result per id, `{id, ok, reason, message}`, the refusal's stable reason and Chinese message
//! being those the single call gives.

use super::envelope::{ok, ApiError, ApiResult};
use super::input::{id_value, text_field, Body};
use super::session::CurrentUser;
use crate::state::AppState;
use actix_web::web;
use futures_util::future::LocalBoxFuture;
use serde::Serialize;
use serde_json::{Map, Value};
use std::future::Future;
use std::rc::Rc;

/// The most ids one call decides; the console sends longer selections in chunks.
pub const MAX_IDS: usize = 100;
pub const MSG_TOO_MANY: &str = "一次最多处理100项，请分批提交";
pub const MSG_NO_IDS: &str = "请选择要处理的项目";
pub const MSG_IDS_FORMAT: &str = "所选项目格式不正确";
pub const MSG_UNKNOWN_ACTION: &str = "该列表不支持此批量操作";

/// One single-item call, boxed so that an area's different handlers fit one list.
type Single =
    Rc<dyn Fn(web::Data<AppState>, CurrentUser, Body) -> LocalBoxFuture<'static, ApiResult>>;

/// An action a bulk call offers: its name (as in the rows' `actions`), the single call that
/// takes it, and fixed fields that call needs besides `id` and `reason`.
#[derive(Clone)]
pub struct Action {
    name: &'static str,
    single: Single,
    fields: &'static [(&'static str, &'static str)],
}

/// `name` taken by the single-item `handler` (`review::pass`, `drafts::delete_draft::<…>`…).
pub fn by<H, F>(name: &'static str, handler: H) -> Action
where
    H: Fn(web::Data<AppState>, CurrentUser, Body) -> F + 'static,
    F: Future<Output = ApiResult> + 'static,
{
    Action {
        name,
        single: Rc::new(move |state, user, body| Box::pin(handler(state, user, body))),
        fields: &[],
    }
}

impl Action {
    /// The same action with fixed `fields` added to each item's body (a call that takes its
    /// decision as a field, `result: 1`).
    pub fn with(self, fields: &'static [(&'static str, &'static str)]) -> Self {
        Self { fields, ..self }
    }
}

/// What happened to one item.
#[derive(Debug, Serialize, PartialEq, Eq)]
pub struct ItemResult {
    pub id: i64,
    pub ok: bool,
    /// The refusal's stable reason (`null` when done).
    pub reason: Option<String>,
    /// The single call's message: 审核通过, or why it was refused.
    pub message: String,
}

/// The handler of a bulk call offering `actions`.
pub fn endpoint(
    actions: Vec<Action>,
) -> impl Fn(web::Data<AppState>, CurrentUser, Body) -> LocalBoxFuture<'static, ApiResult>
       + Clone
       + 'static {
    let actions = Rc::new(actions);
    move |state, user, body| {
        let actions = actions.clone();
        Box::pin(async move { run(&actions, state, user, body.into_inner()).await })
    }
}

/// The ids of a bulk body: 1 to `MAX_IDS` positive ids, each once, in the order given.
pub fn ids(body: &Map<String, Value>) -> Result<Vec<i64>, ApiError> {
    let list = match body.get("ids") {
        None | Some(Value::Null) => return Err(ApiError::bad(MSG_NO_IDS)),
        Some(Value::Array(list)) => list,
        Some(_) => return Err(ApiError::bad(MSG_IDS_FORMAT)),
    };
    if list.is_empty() {
        return Err(ApiError::bad(MSG_NO_IDS));
    }
    let mut out: Vec<i64> = Vec::with_capacity(list.len());
    for v in list {
        let id = id_value(v).ok_or_else(|| ApiError::bad(MSG_IDS_FORMAT))?;
        if !out.contains(&id) {
            out.push(id);
        }
    }
    if out.len() > MAX_IDS {
        return Err(ApiError::bad(MSG_TOO_MANY));
    }
    Ok(out)
}

async fn run(
    actions: &[Action],
    state: web::Data<AppState>,
    user: CurrentUser,
    body: Map<String, Value>,
) -> ApiResult {
    let name = text_field(&body, "action")?.unwrap_or_default();
    let action = actions
        .iter()
        .find(|a| a.name == name)
        .ok_or_else(|| ApiError::bad(MSG_UNKNOWN_ACTION))?;
    let ids = ids(&body)?;
    let reason = body.get("reason").cloned();
    let mut results = Vec::with_capacity(ids.len());
    for id in ids {
        let mut one = Map::new();
        one.insert("id".into(), Value::from(id));
        if let Some(r) = &reason {
            one.insert("reason".into(), r.clone());
        }
        for (k, v) in action.fields {
            one.insert((*k).into(), Value::from(*v));
        }
        let answer = (action.single)(state.clone(), user.clone(), web::Json(one)).await;
        results.push(result_of(id, answer).await);
    }
    let done = results.iter().filter(|r| r.ok).count();
    let msg = format!("已处理{}项，成功{}项", results.len(), done);
    Ok(ok(&msg, serde_json::json!({ "results": results })))
}

/// One item's result from its single call's answer.
async fn result_of(id: i64, answer: ApiResult) -> ItemResult {
    match answer {
        Ok(response) => ItemResult {
            id,
            ok: true,
            reason: None,
            message: done_message(response).await,
        },
        Err(e) => ItemResult {
            id,
            ok: false,
            reason: Some(e.reason().as_str().to_owned()),
            message: e.to_string(),
        },
    }
}

/// The `msg` of a single call's success (已认领, 审核通过…).
async fn done_message(response: actix_web::HttpResponse) -> String {
    let bytes = actix_web::body::to_bytes(response.into_body())
        .await
        .unwrap_or_default();
    serde_json::from_slice::<Value>(&bytes)
        .ok()
        .and_then(|v| v.get("msg").and_then(Value::as_str).map(str::to_owned))
        .unwrap_or_else(|| "操作成功".to_owned())
}

/// The bulk call of a draft box: 删除, as `draft_box_delete` takes it.
pub fn drafts<D: super::drafts::Drafts>(
) -> impl Fn(web::Data<AppState>, CurrentUser, Body) -> LocalBoxFuture<'static, ApiResult>
       + Clone
       + 'static {
    endpoint(vec![by("delete", super::drafts::delete_draft::<D>)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn body(ids: &[i64]) -> Map<String, Value> {
        let mut m = Map::new();
        m.insert("ids".into(), serde_json::json!(ids));
        m
    }

    proptest! {
        #[test]
        fn the_ids_are_each_once_in_the_order_given_and_at_most_the_bound(
            ids in proptest::collection::vec(1i64..300, 1..250)
        ) {
            let mut distinct: Vec<i64> = Vec::new();
            for id in &ids {
                if !distinct.contains(id) {
                    distinct.push(*id);
                }
            }
            match super::ids(&body(&ids)) {
                Ok(got) => {
                    prop_assert!(distinct.len() <= MAX_IDS);
                    prop_assert_eq!(got, distinct);
                }
                Err(e) => {
                    prop_assert!(distinct.len() > MAX_IDS);
                    prop_assert_eq!(e.to_string(), MSG_TOO_MANY);
                }
            }
        }
    }

    #[test]
    fn an_id_that_is_not_a_positive_number_refuses_the_whole_call() {
        for bad in [
            serde_json::json!([1, 0]),
            serde_json::json!([1, "x"]),
            serde_json::json!("1,2"),
        ] {
            let mut m = Map::new();
            m.insert("ids".into(), bad);
            assert_eq!(
                super::ids(&m).map_err(|e| e.to_string()),
                Err(MSG_IDS_FORMAT.to_owned())
            );
        }
    }
}
