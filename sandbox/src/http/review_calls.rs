//! The review handlers every reviewed area registers, written once: an area's `pass` and
//! `return` calls differ only in the table and the write (`decision_calls!`), its `claim` and
//! `ignore` calls only in the table, the SQL rows and the loader (`claim_calls!`).

/// `pub async fn $pass` and `$give_back`: `POST …{id}` and `POST …{id, reason}`, the steps
/// `pass` and `return` of `$table`, written by `$decide` in one transaction (see
/// `review::decision_in_transaction`).
macro_rules! decision_calls {
    ($table:expr, $decide:expr, $pass:ident, $give_back:ident) => {
        /// `POST pass_… {id}`: the table's `pass` step.
        pub async fn $pass(
            state: actix_web::web::Data<$crate::state::AppState>,
            user: $crate::http::session::CurrentUser,
            body: $crate::http::input::Body,
        ) -> $crate::http::envelope::ApiResult {
            let step = ($table, "pass");
            $crate::http::review::decision_in_transaction(&state, user, &body, step, $decide).await
        }

        /// `POST return_… {id, reason}`: the table's `return` step, with the reason.
        pub async fn $give_back(
            state: actix_web::web::Data<$crate::state::AppState>,
            user: $crate::http::session::CurrentUser,
            body: $crate::http::input::Body,
        ) -> $crate::http::envelope::ApiResult {
            let step = ($table, "return");
            $crate::http::review::decision_in_transaction(&state, user, &body, step, $decide).await
        }
    };
}

/// `pub async fn claim` and `ignore`: `POST …{id}` on `$table`'s claim pool, the item a row of
/// `$rows` loaded by `$load` (see `review::claim`, `review::ignore`).
macro_rules! claim_calls {
    ($table:expr, $rows:expr, $load:expr) => {
        /// `POST claim_… {id}`: 待认领 → 审核中, claimed by the caller. Of concurrent claims
        /// exactly one wins: the check and the write are one transaction.
        pub async fn claim(
            state: actix_web::web::Data<$crate::state::AppState>,
            user: $crate::http::session::CurrentUser,
            body: $crate::http::input::Body,
        ) -> $crate::http::envelope::ApiResult {
            $crate::http::review::claim(&state, user, &body, $table, $rows, $load).await
        }

        /// `POST ignore_… {id}`: hides a waiting item from the caller's pool only.
        pub async fn ignore(
            state: actix_web::web::Data<$crate::state::AppState>,
            user: $crate::http::session::CurrentUser,
            body: $crate::http::input::Body,
        ) -> $crate::http::envelope::ApiResult {
            $crate::http::review::ignore(&state, user, &body, $table, $load).await
        }
    };
}

pub(crate) use claim_calls;
pub(crate) use decision_calls;
