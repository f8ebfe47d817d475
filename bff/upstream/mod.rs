//! Calls to the platform API: one awc client per worker, a fixed base URL, a 5000 ms budget
//! for the whole exchange (awc's client timeout up to the response head, the rest of it set on
//! the response for its body: awc reuses its timer), no redirects followed, and only the
//! headers we choose sent upstream.

use std::time::Duration;

use actix_web::http::Method;
use bytes::Bytes;
use serde_json::Value;

use crate::error::UpstreamError;

/// How long opening a connection to the platform may take.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(2);

/// How long an idle pooled connection to the platform is kept for reuse: short, so a burst does
/// not leave hundreds of sockets open, and shorter than the platform's own keep-alive (nginx
/// defaults to 75 s; the sandbox uses that), or a call sent on a connection the server is
/// closing fails.
pub const POOL_IDLE: Duration = Duration::from_secs(10);

/// Largest JSON body we read from the platform; anything larger is a bad answer, not a page.
pub const MAX_JSON_BYTES: usize = 16 * 1024 * 1024;

/// Who a call is made for: forwarded upstream as the `token`, `X-Request-Id` and
/// `X-Forwarded-For` headers.
#[derive(Debug, Default, Clone)]
pub struct CallContext {
    pub token: Option<String>,
    pub request_id: Option<String>,
    pub client_ip: Option<String>,
}

#[derive(Clone)]
pub struct Upstream {
    client: awc::Client,
    base: std::sync::Arc<str>,
    budget: Duration,
}

impl Upstream {
    /// `base` is scheme + authority (+ optional path prefix) without a trailing slash.
    pub fn new(base: &str, budget: Duration) -> Self {
        // A dead host should fail fast, well inside the total budget.
        let connector = awc::Connector::new()
            .timeout(CONNECT_TIMEOUT.min(budget))
            .conn_keep_alive(POOL_IDLE);
        let client = awc::Client::builder()
            .connector(connector)
            .disable_redirects()
            .timeout(budget)
            .finish();
        Self {
            client,
            base: base.trim_end_matches('/').into(),
            budget,
        }
    }

    /// What is left of the budget for reading the body of an answer whose request was sent at
    /// `sent` (awc's client timeout covers only up to the response head).
    pub fn body_budget(&self, sent: std::time::Instant) -> Duration {
        self.budget.saturating_sub(sent.elapsed())
    }

    /// Sends, and gives the answer what is left of the budget for reading its whole body.
    async fn exchange<S>(
        &self,
        sending: impl std::future::Future<
            Output = Result<awc::ClientResponse<S>, awc::error::SendRequestError>,
        >,
    ) -> Result<awc::ClientResponse<S>, UpstreamError> {
        let sent = std::time::Instant::now();
        let resp = send_timed(sending).await?;
        Ok(resp.timeout(self.body_budget(sent)))
    }

    /// A request to `path_and_query`, which must start with `/` (callers validate it), so the
    /// host of the URL is always the configured one.
    pub fn request(
        &self,
        method: Method,
        path_and_query: &str,
        ctx: &CallContext,
    ) -> awc::ClientRequest {
        debug_assert!(path_and_query.starts_with('/'));
        let mut req = self
            .client
            .request(method, format!("{}{}", self.base, path_and_query));
        if let Some(token) = &ctx.token {
            req = req.insert_header(("token", token.as_str()));
        }
        if let Some(id) = &ctx.request_id {
            req = req.insert_header(("x-request-id", id.as_str()));
        }
        if let Some(ip) = &ctx.client_ip {
            req = req.insert_header(("x-forwarded-for", ip.as_str()));
        }
        req
    }

    /// Sends a request and reads a JSON envelope, all within the budget.
    pub async fn json(
        &self,
        method: Method,
        path_and_query: &str,
        ctx: &CallContext,
        body: Option<&Value>,
    ) -> Result<Value, UpstreamError> {
        let req = self.request(method, path_and_query, ctx);
        let mut resp = self
            .exchange(match body {
                Some(b) => req.send_json(b),
                None => req.send(),
            })
            .await?;
        if !resp.status().is_success() && !resp.status().is_client_error() {
            // 3xx (never followed) and 5xx: not an envelope we can trust.
            return Err(crate::metrics::upstream_failed(UpstreamError::BadResponse(
                format!("HTTP {}", resp.status()),
            )));
        }
        let bytes = resp
            .body()
            .limit(MAX_JSON_BYTES)
            .await
            .map_err(map_body_error)?;
        parse_envelope(&bytes)
    }
}

pub use orgcenter_core::envelope::{envelope_code, CODE_SESSION_OVER};

/// A small non-JSON answer (an image, a stored file), read whole.
pub struct Fetched {
    pub status: actix_web::http::StatusCode,
    pub headers: actix_web::http::header::HeaderMap,
    pub body: Bytes,
}

impl Upstream {
    /// GETs `path` and reads at most `limit` bytes, all within the budget.
    pub async fn fetch_bytes(
        &self,
        path: &str,
        ctx: &CallContext,
        limit: usize,
    ) -> Result<Fetched, UpstreamError> {
        let mut resp = self
            .exchange(self.request(Method::GET, path, ctx).send())
            .await?;
        let body = resp.body().limit(limit).await.map_err(map_body_error)?;
        let status = actix_web::http::StatusCode::from_u16(resp.status().as_u16())
            .map_err(|e| UpstreamError::BadResponse(e.to_string()))?;
        let mut headers = actix_web::http::header::HeaderMap::new();
        for (name, value) in resp.headers() {
            headers.append(name.clone(), value.clone());
        }
        Ok(Fetched {
            status,
            headers,
            body,
        })
    }
}

/// A JSON object with a numeric `code`, or a bad answer.
pub fn parse_envelope(bytes: &Bytes) -> Result<Value, UpstreamError> {
    orgcenter_core::envelope::parse_envelope(bytes)
        .map_err(|e| crate::metrics::upstream_failed(UpstreamError::BadResponse(e.to_string())))
}

/// The code of an envelope, checked exactly as `parse_envelope` does but without building the
/// document (for the proxy, which passes the bytes on unchanged).
pub fn proxied_envelope_code(bytes: &[u8]) -> Result<i64, UpstreamError> {
    orgcenter_core::envelope::envelope_code_of(bytes)
        .map_err(|e| crate::metrics::upstream_failed(UpstreamError::BadResponse(e.to_string())))
}

/// Reading the body failed; the rest of the budget ran out when awc says `TimedOut`.
pub fn map_body_error(e: awc::error::PayloadError) -> UpstreamError {
    crate::metrics::upstream_failed(match e {
        awc::error::PayloadError::Io(io) if io.kind() == std::io::ErrorKind::TimedOut => {
            UpstreamError::Timeout
        }
        other => UpstreamError::BadResponse(other.to_string()),
    })
}

/// Sends a platform call and records how long it took to the response head, by status class,
/// or as an error (counted by kind) when no answer came.
pub async fn send_timed<S>(
    sending: impl std::future::Future<
        Output = Result<awc::ClientResponse<S>, awc::error::SendRequestError>,
    >,
) -> Result<awc::ClientResponse<S>, UpstreamError> {
    let started = std::time::Instant::now();
    match sending.await {
        Ok(resp) => {
            crate::metrics::upstream_answered(resp.status().as_u16(), started.elapsed());
            Ok(resp)
        }
        Err(e) => {
            crate::metrics::upstream_unanswered(started.elapsed());
            Err(crate::metrics::upstream_failed(map_send_error(e)))
        }
    }
}

pub fn map_send_error(e: awc::error::SendRequestError) -> UpstreamError {
    use awc::error::SendRequestError as E;
    match e {
        E::Timeout => UpstreamError::Timeout,
        E::Connect(c) => UpstreamError::Unreachable(c.to_string()),
        other => UpstreamError::Unreachable(other.to_string()),
    }
}
