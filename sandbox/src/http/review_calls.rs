//! The review handlers every reviewed area registers, written once: an area's `pass` and
//! `return` calls differ only in the table and the write (`decision_calls!`), its `claim` and
//! `ignore` calls only in the table, the SQL rows and the loader (`claim_calls!`).

/// `pub async fn $name(state, user, body) -> ApiResult`, answering `$call` (an actix handler
/// of a `POST` with a JSON body).
macro_rules! body_handler {
    ($(#[$doc:meta])* $name:ident => |$state:ident, $user:ident, $body:ident| $call:expr) => {
        $(#[$doc])*
        pub async fn $name(
            $state: actix_web::web::Data<$crate::state::AppState>,
            $user: $crate::http::session::CurrentUser,
            $body: $crate::http::input::Body,
        ) -> $crate::http::envelope::ApiResult {
            $call.await
        }
    };
}

/// `pub async fn $pass` and `$give_back`: `POST …{id}` and `POST …{id, reason}`, the steps
/// `pass` and `return` of `$table`, written by `$decide` in one transaction (see
/// `review::decision_in_transaction`).
macro_rules! decision_calls {
    ($table:expr, $decide:expr, $pass:ident, $give_back:ident) => {
        $crate::http::review_calls::body_handler!(
            /// `POST pass_… {id}`: the table's `pass` step.
            $pass => |state, user, body| $crate::http::review::decision_in_transaction(
                &state, user, &body, ($table, "pass"), $decide)
        );
        $crate::http::review_calls::body_handler!(
            /// `POST return_… {id, reason}`: the table's `return` step, with the reason.
            $give_back => |state, user, body| $crate::http::review::decision_in_transaction(
                &state, user, &body, ($table, "return"), $decide)
        );
    };
}

/// `pub async fn claim` and `ignore`: `POST …{id}` on `$table`'s claim pool, the item a row of
/// `$rows` loaded by `$load` (see `review::claim`, `review::ignore`).
macro_rules! claim_calls {
    ($table:expr, $rows:expr, $load:expr) => {
        $crate::http::review_calls::body_handler!(
            /// `POST claim_… {id}`: 待认领 → 审核中, claimed by the caller. Of concurrent
            /// claims exactly one wins: the check and the write are one transaction.
            claim => |state, user, body| $crate::http::review::claim(
                &state, user, &body, $table, $rows, $load)
        );
        $crate::http::review_calls::body_handler!(
            /// `POST ignore_… {id}`: hides a waiting item from the caller's pool only.
            ignore => |state, user, body| $crate::http::review::ignore(
                &state, user, &body, $table, $load)
        );
    };
}

pub(crate) use body_handler;
pub(crate) use claim_calls;
pub(crate) use decision_calls;
