//! The review round trip every reviewed area goes through, as one reusable scenario: submit →
//! claim → return with a reason → resubmit → pass. Each refused step (deciding before the claim,
//! claiming twice, a return without a reason, deciding a returned item, passing twice) is a
//! code 400 that leaves the item's state as it was; each decision raises the owner's bell.
//! An area calls `review_round_trip` with its own calls.

use super::calls::new_id;
use super::{assert_code, TestApp, TestService};
use serde_json::{json, Value};

/// A call: its URI and JSON body.
pub type Call = (String, Value);

/// An area's calls and states for the round trip.
pub struct ReviewCalls {
    pub owner: &'static str,
    pub reviewer: &'static str,
    /// Creates and submits a new item; the answer's `data.id` is its id.
    pub submit: fn() -> Call,
    pub claim: fn(i64) -> Call,
    /// `reason` is put in the body by the scenario.
    pub return_: fn(i64) -> Call,
    pub resubmit: fn(i64) -> Call,
    pub pass: fn(i64) -> Call,
    /// The detail URI; its `data.status` is the state.
    pub detail: fn(i64) -> String,
    /// States after submit, claim, return, resubmit and pass.
    pub states: [i64; 5],
}

async fn state<S: TestService>(app: &TestApp<S>, calls: &ReviewCalls, id: i64, token: &str) -> i64 {
    let d = app.get(&(calls.detail)(id), Some(token)).await;
    d["data"]["status"].as_i64().unwrap_or(-1)
}

/// Posts `call` as `token` and checks it is refused with code 400 and changes no state.
async fn refused<S: TestService>(
    app: &TestApp<S>,
    calls: &ReviewCalls,
    id: i64,
    call: Call,
    token: &str,
    owner: &str,
) {
    let before = state(app, calls, id, owner).await;
    let resp = app.post(&call.0, call.1, Some(token)).await;
    assert_eq!(resp["code"], 400, "{}: {resp}", call.0);
    assert!(!resp["msg"].as_str().unwrap_or("").is_empty(), "{resp}");
    assert_eq!(
        state(app, calls, id, owner).await,
        before,
        "{} changed the state",
        call.0
    );
}

async fn accepted<S: TestService>(app: &TestApp<S>, call: Call, token: &str) -> Value {
    let resp = app.post(&call.0, call.1, Some(token)).await;
    assert_eq!(resp["code"], 200, "{}: {resp}", call.0);
    resp
}

pub async fn review_round_trip<S: TestService>(app: &TestApp<S>, calls: &ReviewCalls) {
    let owner = app.login(calls.owner).await;
    let reviewer = app.login(calls.reviewer).await;
    let [submitted, claimed, returned, resubmitted, passed] = calls.states;

    let id = new_id(&accepted(app, (calls.submit)(), &owner).await);
    assert_eq!(state(app, calls, id, &owner).await, submitted);
    let bell_start = app.unread_messages(&owner).await;
    refused(app, calls, id, (calls.pass)(id), &reviewer, &owner).await;
    refused(app, calls, id, (calls.claim)(id), &owner, &owner).await;

    accepted(app, (calls.claim)(id), &reviewer).await;
    assert_eq!(state(app, calls, id, &owner).await, claimed);
    assert_eq!(
        app.unread_messages(&owner).await,
        bell_start + 1,
        "the claim reaches the owner"
    );
    refused(app, calls, id, (calls.claim)(id), &reviewer, &owner).await;

    let (uri, mut body) = (calls.return_)(id);
    body["reason"] = json!("  ");
    let resp = app.post(&uri, body.clone(), Some(&reviewer)).await;
    assert_code(&resp, 400, "请填写退回原因");
    assert_eq!(state(app, calls, id, &owner).await, claimed);
    body["reason"] = json!("材料不全，请补充");
    accepted(app, (uri, body), &reviewer).await;
    assert_eq!(state(app, calls, id, &owner).await, returned);
    assert_eq!(
        app.unread_messages(&owner).await,
        bell_start + 2,
        "the return reaches the owner"
    );
    refused(app, calls, id, (calls.pass)(id), &reviewer, &owner).await;

    accepted(app, (calls.resubmit)(id), &owner).await;
    assert_eq!(state(app, calls, id, &owner).await, resubmitted);
    accepted(app, (calls.pass)(id), &reviewer).await;
    assert_eq!(state(app, calls, id, &owner).await, passed);
    assert_eq!(
        app.unread_messages(&owner).await,
        bell_start + 3,
        "the pass reaches the owner"
    );
    refused(app, calls, id, (calls.pass)(id), &reviewer, &owner).await;
    refused(app, calls, id, (calls.return_)(id), &reviewer, &owner).await;
}

/// An area's calls for an item decided without a claim (progress reports, end reports, change
/// requests): submit → return with a reason → resubmit (or a new request) → pass.
pub struct DecisionCalls {
    pub owner: &'static str,
    pub reviewer: &'static str,
    pub submit: fn() -> Call,
    pub return_: fn(i64) -> Call,
    /// `None`: a returned item is followed by a new one (change requests).
    pub resubmit: Option<fn(i64) -> Call>,
    pub pass: fn(i64) -> Call,
    pub detail: fn(i64) -> String,
    /// States after submit, return and pass.
    pub states: [i64; 3],
}

/// `calls` reads its state from the detail's `data.status`; `status_at` says where (e.g.
/// `/data/change/status`).
pub async fn decision_round_trip<S: TestService>(
    app: &TestApp<S>,
    calls: &DecisionCalls,
    status_at: &str,
) {
    let owner = app.login(calls.owner).await;
    let reviewer = app.login(calls.reviewer).await;
    let [submitted, returned, passed] = calls.states;
    let state = |id: i64| {
        let uri = (calls.detail)(id);
        let owner = owner.clone();
        async move {
            app.get(&uri, Some(&owner))
                .await
                .pointer(status_at)
                .and_then(Value::as_i64)
                .unwrap_or(-1)
        }
    };
    let refused_here = |id: i64, call: Call, token: String| {
        let before = state(id);
        async move {
            let before = before.await;
            let resp = app.post(&call.0, call.1, Some(&token)).await;
            assert_eq!(resp["code"], 400, "{}: {resp}", call.0);
            assert!(!resp["msg"].as_str().unwrap_or("").is_empty(), "{resp}");
            assert_eq!(state(id).await, before, "{} changed the state", call.0);
        }
    };

    let id = new_id(&accepted(app, (calls.submit)(), &owner).await);
    assert_eq!(state(id).await, submitted);
    let bell_start = app.unread_messages(&owner).await;
    refused_here(id, (calls.pass)(id), owner.clone()).await;

    let (uri, mut body) = (calls.return_)(id);
    body["reason"] = json!("  ");
    app.post_expect(&uri, body.clone(), &reviewer, 400, "请填写退回原因")
        .await;
    assert_eq!(state(id).await, submitted);
    body["reason"] = json!("内容不完整，请补充");
    accepted(app, (uri, body), &reviewer).await;
    assert_eq!(state(id).await, returned);
    assert_eq!(
        app.unread_messages(&owner).await,
        bell_start + 1,
        "the return reaches the owner"
    );
    refused_here(id, (calls.pass)(id), reviewer.clone()).await;

    let id = match calls.resubmit {
        Some(resubmit) => {
            accepted(app, resubmit(id), &owner).await;
            id
        }
        None => new_id(&accepted(app, (calls.submit)(), &owner).await),
    };
    assert_eq!(state(id).await, submitted);
    accepted(app, (calls.pass)(id), &reviewer).await;
    assert_eq!(state(id).await, passed);
    assert_eq!(
        app.unread_messages(&owner).await,
        bell_start + 2,
        "the pass reaches the owner"
    );
    refused_here(id, (calls.pass)(id), reviewer.clone()).await;
    refused_here(id, (calls.return_)(id), reviewer.clone()).await;
}
