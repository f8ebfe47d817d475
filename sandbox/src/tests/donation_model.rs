//! What the two money models (project_money, micro_money) share: reading an amount, and
//! refunding one of the donations made so far the way the model expects.

use super::{assert_code, TestApp, TestService};
use serde_json::{json, Value};

/// A yuan amount as the API writes it, in fen; -1 (no amount has it) when it is not one.
pub fn fen(v: &Value) -> i64 {
    v.as_str()
        .and_then(|s| crate::rules::form::parse_fen(&json!(s)))
        .unwrap_or(-1)
}

/// A donation the model made: its order id, its fen, where it went, and whether it is still paid.
pub type Made<T> = (i64, i64, T, bool);

/// Asks the sandbox to refund the `n`-th donation made (modulo): a paid one is refunded (and
/// the model marks it so), one refunded before is refused.
pub async fn refund_nth<S: TestService, T>(app: &TestApp<S>, made: &mut [Made<T>], n: usize) {
    if made.is_empty() {
        return;
    }
    let i = n % made.len();
    let refund = json!({"refund_of": made[i].0});
    let resp = app.sandbox("project_donation", refund).await;
    if made[i].3 {
        assert_code(&resp, 200, "已退款");
        made[i].3 = false;
    } else {
        assert_code(&resp, 400, "只有已支付的订单可以退款");
    }
}
