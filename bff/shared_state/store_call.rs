//! What every shared store's code shares (the replicas' state here, the export jobs in
//! `export::store`): the error of a store that did not answer, the digest that stands for a
//! token in key names, and a Redis call bounded by its timeout. A leaf: it imports neither, so
//! the stores import it without an import circle.

use std::time::Duration;

/// The shared store did not answer (down, unreachable or slower than `shared_state.timeout_ms`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("shared state store unavailable")]
pub struct Unavailable;

/// A short, fixed-length stand-in for a token in a key name: the token itself never reaches
/// the shared store (whoever reads Redis must not be able to act as the user).
pub fn token_digest(token: &str) -> String {
    use sha2::{Digest, Sha256};
    let digest = Sha256::digest(token.as_bytes());
    digest[..16].iter().map(|b| format!("{b:02x}")).collect()
}

/// Runs `fut` within `timeout`; an error or a late answer is `Unavailable` (logged once here).
pub(crate) async fn within<T>(
    timeout: Duration,
    what: &'static str,
    fut: impl std::future::Future<Output = redis::RedisResult<T>>,
) -> Result<T, Unavailable> {
    match tokio::time::timeout(timeout, fut).await {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(e)) => {
            tracing::warn!(error = %e, what, "Redis call failed");
            Err(Unavailable)
        }
        Err(_) => {
            tracing::warn!(what, "Redis call timed out");
            Err(Unavailable)
        }
    }
}
