//! Calls to the platform API: one awc client per worker, a fixed base URL, a 5000 ms budget
//! for the whole exchange (awc's client timeout up to the response head, the rest of it set on
//! the response for its body: awc reuses its timer), no redirects followed, and only the
//! headers we choose sent upstream. https goes over rustls (`tls`), through the company's
//! proxy when one is set (`egress`); why a call could not reach the platform is logged (`why`).

pub mod egress;
pub mod probe;
pub mod tls;
pub mod why;

use std::sync::Arc;
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

/// How upstream connections are made, built once at start-up and shared by every worker's
/// client: the TLS configuration (for an https platform) and the egress proxy, if any.
#[derive(Debug, Clone, Default)]
pub struct Egress {
    pub tls: Option<Arc<rustls::ClientConfig>>,
    pub proxy: Option<Arc<egress::Proxy>>,
    /// For the start-up line: what the TLS configuration holds.
    pub tls_summary: Option<tls::TlsSummary>,
}

impl Egress {
    /// From the settings of a configured platform (not the bundled sandbox): every unreadable
    /// or invalid CA file, certificate or key is an error here, so the server does not start.
    pub fn from_settings(s: &crate::settings::UpstreamSettings) -> anyhow::Result<Self> {
        let https = s.base_url.to_ascii_lowercase().starts_with("https://");
        let (tls, tls_summary) = if https {
            let (config, summary) = tls::client_config(s)?;
            (Some(config), Some(summary))
        } else {
            if !s.ca_file.is_empty() || !s.client_cert_file.is_empty() {
                tracing::warn!(
                    "upstream.ca_file / upstream.client_cert_file are set but upstream.base_url \
                     is http://: they are not used"
                );
            }
            (None, None)
        };
        let proxy = if s.proxy_url.is_empty() {
            None
        } else {
            let proxy = s
                .proxy_url
                .parse()
                .map_err(|e| anyhow::anyhow!("{}: {e}", s.proxy_setting_name()))?;
            Some(Arc::new(proxy))
        };
        Ok(Self {
            tls,
            proxy,
            tls_summary,
        })
    }

    /// One line for the start-up output: the route to the platform.
    pub fn describe(&self, s: &crate::settings::UpstreamSettings) -> String {
        let mut out = String::new();
        if let Some(t) = &self.tls_summary {
            out.push_str(&format!(
                "TLS verified against {} system roots{}{}",
                t.system_roots,
                if t.extra_roots > 0 {
                    format!(" + {} from upstream.ca_file", t.extra_roots)
                } else {
                    String::new()
                },
                if t.client_certificate {
                    ", with a client certificate"
                } else {
                    ""
                }
            ));
        }
        if let Some(p) = &self.proxy {
            if !out.is_empty() {
                out.push_str("; ");
            }
            out.push_str(&format!(
                "through the egress proxy {} ({})",
                p.shown,
                s.proxy_setting_name()
            ));
        }
        if out.is_empty() {
            out.push_str("direct");
        }
        out
    }
}

#[derive(Clone)]
pub struct Upstream {
    client: awc::Client,
    base: std::sync::Arc<str>,
    budget: Duration,
    through_proxy: bool,
}

/// How long the readiness probe may take (`probe`).
pub const PROBE_TIMEOUT: Duration = Duration::from_secs(2);

impl Upstream {
    /// `base` is scheme + authority (+ optional path prefix) without a trailing slash. Direct,
    /// plain HTTP only (tests, the bundled sandbox); see [`Upstream::with_egress`].
    pub fn new(base: &str, budget: Duration) -> Self {
        Self::with_egress(base, budget, &Egress::default())
    }

    /// A client whose connections go the way `egress` says (TLS, proxy).
    pub fn with_egress(base: &str, budget: Duration, egress: &Egress) -> Self {
        // A dead host should fail fast, well inside the total budget: the connect timeout covers
        // dialing (and the proxy's CONNECT), the handshake timeout the TLS handshake after it.
        let mut connector = awc::Connector::new()
            .connector(egress::EgressConnector::new(egress.proxy.clone()))
            .timeout(CONNECT_TIMEOUT.min(budget))
            .handshake_timeout(CONNECT_TIMEOUT.min(budget))
            .conn_keep_alive(POOL_IDLE);
        if let Some(tls) = &egress.tls {
            connector = connector.rustls_0_23(tls.clone());
        }
        let client = awc::Client::builder()
            .connector(connector)
            .disable_redirects()
            .timeout(budget)
            .finish();
        Self {
            client,
            base: base.trim_end_matches('/').into(),
            budget,
            through_proxy: egress.proxy.is_some(),
        }
    }

    /// Whether calls go through the egress proxy.
    pub fn through_proxy(&self) -> bool {
        self.through_proxy
    }

    /// `HEAD` of the platform's root within [`PROBE_TIMEOUT`]: any HTTP answer means it is
    /// reachable (connection, proxy tunnel and TLS all worked). Not counted in the metrics.
    pub async fn probe(&self) -> Result<u16, UpstreamError> {
        let resp = self
            .client
            .request(Method::HEAD, format!("{}/", self.base))
            .timeout(PROBE_TIMEOUT)
            .send()
            .await
            .map_err(map_send_error)?;
        Ok(resp.status().as_u16())
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

/// The error a failed send becomes; why it failed is logged (once per cause per minute) when it
/// is about reaching the platform (`why`).
pub fn map_send_error(e: awc::error::SendRequestError) -> UpstreamError {
    use awc::error::SendRequestError as E;
    if let Some(cause) = why::explain(&e) {
        why::warn(&cause);
        return UpstreamError::Unreachable(format!("{}: {}", cause.what, cause.detail));
    }
    match e {
        E::Timeout => UpstreamError::Timeout,
        E::Connect(c) => UpstreamError::Unreachable(c.to_string()),
        other => UpstreamError::Unreachable(other.to_string()),
    }
}
