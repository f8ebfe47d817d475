//! Why the platform could not be reached, in the log: a failed TLS handshake, a certificate from
//! an unknown CA, a host name the certificate does not cover, a proxy that refuses the tunnel or
//! wants credentials, a refused or timed-out connection. One WARN line per cause per minute (with
//! how many more there were), not one per request: an outage must not flood the log. Users get
//! the same 502 envelope as for any unreachable platform (`UpstreamError::Unreachable`).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use awc::error::{ConnectError, SendRequestError};

use super::egress::TunnelError;

/// At most one line per cause in this long.
pub const WARN_EVERY: Duration = Duration::from_secs(60);

/// One cause: a stable key (the log's `cause` field) and what to tell the operator.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cause {
    pub key: &'static str,
    /// What happened, in words.
    pub what: String,
    /// What to check.
    pub hint: &'static str,
    /// The underlying error's own text.
    pub detail: String,
}

/// The cause of a failed platform call, when it is about reaching the platform at all (not a
/// slow answer or a closed keep-alive connection, which have their own handling).
pub fn explain(e: &SendRequestError) -> Option<Cause> {
    match e {
        SendRequestError::Connect(c) => Some(explain_connect(c)),
        // With TLS 1.3 a platform that refuses our client certificate says so only after the
        // handshake, on the first read: the alert arrives as a send or read error.
        SendRequestError::Send(io)
        | SendRequestError::Response(actix_http::error::ParseError::Io(io)) => {
            tls_error(io).map(|t| explain_tls(t, io.to_string()))
        }
        _ => None,
    }
}

fn explain_connect(e: &ConnectError) -> Cause {
    let detail = e.to_string();
    let cause = |key, what: &str, hint| Cause {
        key,
        what: what.to_owned(),
        hint,
        detail: detail.clone(),
    };
    match e {
        ConnectError::Timeout => cause(
            "connect_timeout",
            "connecting to the platform timed out (TCP, proxy tunnel or TLS handshake)",
            "check that the platform (or the egress proxy) is reachable from this host",
        ),
        ConnectError::Resolver(_) | ConnectError::NoRecords | ConnectError::Unresolved => cause(
            "dns",
            "the platform's host name does not resolve",
            "check the host in upstream.base_url and this host's DNS; behind an egress proxy, \
             set upstream.proxy_url (the proxy resolves names)",
        ),
        ConnectError::SslIsNotSupported => cause(
            "tls_not_configured",
            "an https platform without a TLS configuration",
            "this is a bug: the TLS configuration is built at start-up for https platforms",
        ),
        ConnectError::Io(io) => {
            if let Some(tunnel) = io.get_ref().and_then(|e| e.downcast_ref::<TunnelError>()) {
                return explain_tunnel(tunnel, detail.clone());
            }
            if let Some(tls) = tls_error(io) {
                return explain_tls(tls, detail.clone());
            }
            match io.kind() {
                std::io::ErrorKind::ConnectionRefused => cause(
                    "connection_refused",
                    "the platform refused the connection",
                    "check the host and port in upstream.base_url",
                ),
                std::io::ErrorKind::UnexpectedEof | std::io::ErrorKind::ConnectionReset => cause(
                    "tls_handshake",
                    "the platform closed the connection during the TLS handshake",
                    "is it really https on that port? Does it require a client certificate \
                     (upstream.client_cert_file)?",
                ),
                _ => cause(
                    "connect_failed",
                    "connecting to the platform failed",
                    "check upstream.base_url and the network path to it",
                ),
            }
        }
        _ => cause(
            "connect_failed",
            "connecting to the platform failed",
            "check upstream.base_url and the network path to it",
        ),
    }
}

fn tls_error(io: &std::io::Error) -> Option<&rustls::Error> {
    io.get_ref().and_then(|e| e.downcast_ref::<rustls::Error>())
}

fn explain_tls(e: &rustls::Error, detail: String) -> Cause {
    use rustls::{CertificateError as C, Error as E};
    let (key, what, hint): (&'static str, String, &'static str) = match e {
        E::InvalidCertificate(C::UnknownIssuer) => (
            "tls_unknown_ca",
            "the platform's TLS certificate is signed by a CA this host does not trust".into(),
            "add that CA's certificate (PEM) to upstream.ca_file; a TLS-inspecting company proxy \
             re-signs with the company's own CA",
        ),
        E::InvalidCertificate(C::NotValidForName | C::NotValidForNameContext { .. }) => (
            "tls_hostname_mismatch",
            "the platform's TLS certificate is not valid for the host name in upstream.base_url"
                .into(),
            "use the host name the certificate was issued for (an IP address only matches an IP \
             entry of the certificate)",
        ),
        E::InvalidCertificate(
            C::Expired | C::ExpiredContext { .. } | C::NotValidYet | C::NotValidYetContext { .. },
        ) => (
            "tls_certificate_expired",
            "the platform's TLS certificate is expired or not yet valid".into(),
            "check the platform's certificate and this host's clock",
        ),
        E::InvalidCertificate(_) => (
            "tls_certificate_rejected",
            "the platform's TLS certificate was rejected".into(),
            "see the error for the reason",
        ),
        E::AlertReceived(alert) => (
            "tls_alert",
            format!("the platform ended the TLS handshake with the alert {alert:?}"),
            "a platform that requires a client certificate needs upstream.client_cert_file and \
             upstream.client_key_file (and accepts only certificates its CA signed)",
        ),
        _ => (
            "tls_handshake",
            "the TLS handshake with the platform failed".into(),
            "is it really https on that port? See the error for the reason",
        ),
    };
    Cause {
        key,
        what,
        hint,
        detail,
    }
}

fn explain_tunnel(e: &TunnelError, detail: String) -> Cause {
    let (key, what, hint): (&'static str, &str, &'static str) = match e {
        TunnelError::ProxyUnreachable { .. } => (
            "proxy_unreachable",
            "the egress proxy cannot be reached",
            "check upstream.proxy_url (or HTTPS_PROXY / HTTP_PROXY)",
        ),
        TunnelError::ProxyAuthentication {
            sent_credentials: false,
            ..
        } => (
            "proxy_authentication_required",
            "the egress proxy demands authentication (407)",
            "put the credentials in the proxy URL: http://user:password@host:port",
        ),
        TunnelError::ProxyAuthentication { .. } => (
            "proxy_authentication_failed",
            "the egress proxy refused the credentials (407 or 401)",
            "check the user and password in the proxy URL (percent-encode @ : / in them)",
        ),
        TunnelError::Refused { .. } => (
            "proxy_refused",
            "the egress proxy refused the tunnel to the platform",
            "the proxy must allow CONNECT to the platform's host and port (many allow port 443 \
             only); or list the platform in NO_PROXY",
        ),
        TunnelError::BadAnswer { .. } => (
            "proxy_bad_answer",
            "the egress proxy gave no usable answer to CONNECT",
            "is upstream.proxy_url an HTTP proxy?",
        ),
    };
    Cause {
        key,
        what: what.to_owned(),
        hint,
        detail,
    }
}

/// When each cause was last logged, and how many were left out since.
static LAST_WARNED: Mutex<Option<HashMap<&'static str, (Instant, u64)>>> = Mutex::new(None);

/// Logs `cause` at WARN unless the same cause was logged less than a minute ago.
pub fn warn(cause: &Cause) {
    let now = Instant::now();
    let suppressed = {
        let mut last = LAST_WARNED.lock().unwrap_or_else(|p| p.into_inner());
        let entry = last
            .get_or_insert_with(HashMap::new)
            .entry(cause.key)
            .or_insert((now - WARN_EVERY - Duration::from_secs(1), 0));
        if now.duration_since(entry.0) < WARN_EVERY {
            entry.1 += 1;
            return;
        }
        let suppressed = entry.1;
        *entry = (now, 0);
        suppressed
    };
    tracing::warn!(
        cause = cause.key,
        error = %cause.detail,
        hint = cause.hint,
        same_cause_in_the_last_minute = suppressed,
        "platform unreachable: {}",
        cause.what
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn io_of(e: impl std::error::Error + Send + Sync + 'static) -> SendRequestError {
        SendRequestError::Connect(ConnectError::Io(std::io::Error::other(e)))
    }

    #[test]
    fn tls_and_proxy_failures_are_told_apart() {
        let unknown_ca = io_of(rustls::Error::InvalidCertificate(
            rustls::CertificateError::UnknownIssuer,
        ));
        assert_eq!(explain(&unknown_ca).unwrap().key, "tls_unknown_ca");
        let name = io_of(rustls::Error::InvalidCertificate(
            rustls::CertificateError::NotValidForName,
        ));
        assert_eq!(explain(&name).unwrap().key, "tls_hostname_mismatch");
        let auth = io_of(TunnelError::ProxyAuthentication {
            proxy: "http://p:1".into(),
            target: "x:443".into(),
            status_line: "HTTP/1.0 407 Proxy Authentication Required".into(),
            sent_credentials: false,
        });
        let cause = explain(&auth).unwrap();
        assert_eq!(cause.key, "proxy_authentication_required");
        assert!(cause.detail.contains("407"), "{}", cause.detail);
        let refused = SendRequestError::Connect(ConnectError::Io(std::io::Error::from(
            std::io::ErrorKind::ConnectionRefused,
        )));
        assert_eq!(explain(&refused).unwrap().key, "connection_refused");
        assert_eq!(explain(&SendRequestError::Timeout), None);
    }
}
