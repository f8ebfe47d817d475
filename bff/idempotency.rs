//! `Idempotency-Key` for every POST under `/api`: the console's create forms send one key per
//! form instance, and a repeat with the same key in the same session (a double click, a retry
//! after a timeout, the same form submitted twice) gets the first call's answer instead of
//! creating a second record. A repeat that arrives while the first call is still with the
//! platform waits for it: one upstream call (moka coalesces concurrent loads of one key).
//!
//! Only a success (code 200) is kept, for `TTL`: a refused form (code 400) that the user corrects
//! and sends again with the same key must reach the platform again.

use std::time::Duration;

use actix_web::http::Method;
use actix_web::HttpRequest;
use bytes::Bytes;
use moka::future::Cache;

use crate::error::UpstreamError;
use crate::upstream::CallContext;

pub const HEADER: &str = "idempotency-key";
/// How long a first answer is replayed.
pub const TTL: Duration = Duration::from_secs(10 * 60);
const MAX_KEY_LEN: usize = 128;

/// An envelope answer, read whole so it can be given again.
#[derive(Clone)]
pub struct Answer {
    pub status: u16,
    pub code: i64,
    pub body: Bytes,
}

/// Why a first call's outcome is not kept: a refusal or an error, shared with the callers that
/// waited for it but not replayed later.
pub enum NotKept {
    Answer(Answer),
    Failed(UpstreamError),
}

#[derive(Clone)]
pub struct Idempotency {
    answers: Cache<String, Answer>,
}

impl Default for Idempotency {
    fn default() -> Self {
        Self {
            answers: Cache::builder()
                .max_capacity(20_000)
                .time_to_live(TTL)
                .build(),
        }
    }
}

impl Idempotency {
    /// The first answer for `key`: kept, being fetched (then waited for), or fetched by `call`.
    pub async fn once(
        &self,
        key: String,
        call: impl std::future::Future<Output = Result<Answer, NotKept>>,
    ) -> Result<Answer, std::sync::Arc<NotKept>> {
        self.answers.try_get_with(key, call).await
    }
}

/// The cache key of a POST that carries a valid `Idempotency-Key` in a session: session, path
/// and key, so one user's key never answers another's call. `None`: handled as usual.
pub fn key_of(req: &HttpRequest, ctx: &CallContext) -> Option<String> {
    if *req.method() != Method::POST {
        return None;
    }
    let token = ctx.token.as_deref()?;
    let key = req.headers().get(HEADER)?.to_str().ok()?;
    let valid =
        !key.is_empty() && key.len() <= MAX_KEY_LEN && key.bytes().all(|b| b.is_ascii_graphic());
    valid.then(|| format!("{token}\n{}\n{key}", req.uri()))
}
