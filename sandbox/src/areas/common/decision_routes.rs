//! A reviewed item's decision calls, registered together: its pass and return calls and the
//! bulk call deciding many at once (`{action, ids}`), which also takes the area's other
//! decisions (claim, ignore, a preliminary review). Each handler is named once.

use crate::http::bulk::{self, Action};
use crate::http::envelope::ApiResult;
use crate::http::input::Body;
use crate::http::session::CurrentUser;
use crate::http::{post, Routes};
use crate::state::AppState;
use actix_web::web::Data;
use std::future::Future;

/// The names of the calls: pass, return, and the bulk call.
pub struct DecisionCalls {
    pub pass: String,
    pub return_: String,
    pub bulk: String,
}

impl DecisionCalls {
    /// `pass_<item>`, `return_<item>`, `bulk_<item>`: the names most contracts give them.
    pub fn of(item: &str) -> Self {
        Self::named(
            &format!("pass_{item}"),
            &format!("return_{item}"),
            &format!("bulk_{item}"),
        )
    }

    pub fn named(pass: &str, return_: &str, bulk: &str) -> Self {
        Self {
            pass: pass.to_owned(),
            return_: return_.to_owned(),
            bulk: bulk.to_owned(),
        }
    }
}

/// Registers `pass` and `give_back` under `names`, and the bulk call taking them as `pass` and
/// `return` after the `others` (already registered one by one).
pub fn decision_routes<P, PF, R, RF>(
    cfg: &mut Routes,
    names: DecisionCalls,
    (pass, give_back): (P, R),
    others: Vec<Action>,
) where
    P: Fn(Data<AppState>, CurrentUser, Body) -> PF + Clone + 'static,
    PF: Future<Output = ApiResult> + 'static,
    R: Fn(Data<AppState>, CurrentUser, Body) -> RF + Clone + 'static,
    RF: Future<Output = ApiResult> + 'static,
{
    let mut actions = others;
    actions.push(bulk::by("pass", pass.clone()));
    actions.push(bulk::by("return", give_back.clone()));
    cfg.service(post(&format!("/{}", names.pass), pass))
        .service(post(&format!("/{}", names.return_), give_back))
        .service(post(&format!("/{}", names.bulk), bulk::endpoint(actions)));
}
