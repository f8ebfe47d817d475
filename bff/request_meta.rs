//! Facts about the incoming request that we pass on or log: its id and the client address.

use std::net::IpAddr;

use actix_web::dev::ServiceRequest;
use actix_web::{HttpMessage, HttpRequest};

use crate::cidr::{any_contains, Cidr};

pub const REQUEST_ID_HEADER: &str = "x-request-id";

/// This request's id: on every log line of the request, sent upstream and back to the client.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestId(pub String);

impl std::fmt::Display for RequestId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The id given to this request by [`assign_request_id`].
pub fn request_id(req: &HttpRequest) -> Option<String> {
    req.extensions().get::<RequestId>().map(|id| id.0.clone())
}

/// Gives the request its id before anything logs it: the `X-Request-Id` a trusted proxy sent
/// when it is a plausible id, so one id follows the request from the load balancer through
/// every replica's logs to the platform; otherwise a fresh one. A client that is not a trusted
/// proxy cannot choose its id (it could forge another request's trail in the logs).
pub fn assign_request_id(req: &ServiceRequest, trusted: &[Cidr]) -> RequestId {
    let from_proxy = req
        .peer_addr()
        .is_some_and(|p| any_contains(trusted, p.ip()));
    let inbound = from_proxy
        .then(|| req.headers().get(REQUEST_ID_HEADER))
        .flatten()
        .and_then(|v| v.to_str().ok())
        .filter(|v| is_valid_request_id(v));
    let id = RequestId(match inbound {
        Some(id) => id.to_owned(),
        None => uuid::Uuid::new_v4().to_string(),
    });
    req.extensions_mut().insert(id.clone());
    id
}

/// 1–128 characters of letters, digits and `-_.:/+=`: what proxies put there (UUIDs, nginx's
/// `$request_id` hex, trace ids), and nothing that could break a log line or a header.
pub fn is_valid_request_id(id: &str) -> bool {
    (1..=128).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_.:/+=".contains(&b))
}

/// The client's address. `X-Forwarded-For` is believed only when the direct peer is in one of
/// the configured trusted proxy ranges, and then only its right-most entry that is not itself a
/// trusted proxy: anything to the left of that was written by the client and can be spoofed.
pub fn client_ip(req: &HttpRequest, trusted: &[Cidr]) -> Option<IpAddr> {
    let peer = req.peer_addr()?.ip();
    if !any_contains(trusted, peer) {
        return Some(peer);
    }
    let forwarded = req
        .headers()
        .get_all("x-forwarded-for")
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .collect::<Vec<_>>();
    forwarded
        .iter()
        .rev()
        .filter_map(|s| s.parse::<IpAddr>().ok())
        .find(|ip| !any_contains(trusted, *ip))
        .or(Some(peer))
}

/// The body length the request declares (`Content-Length`), when it declares a readable one.
pub fn declared_length(req: &HttpRequest) -> Option<usize> {
    req.headers()
        .get(actix_web::http::header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok())
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    fn trusted() -> Vec<Cidr> {
        vec!["10.0.0.0/8".parse().unwrap()]
    }

    fn id_for(peer: &str, header: Option<&str>) -> String {
        let mut req = TestRequest::default().peer_addr(peer.parse().unwrap());
        if let Some(h) = header {
            req = req.insert_header((REQUEST_ID_HEADER, h));
        }
        assign_request_id(&req.to_srv_request(), &trusted()).0
    }

    #[test]
    fn a_trusted_proxys_request_id_is_kept() {
        assert_eq!(id_for("10.1.2.3:5000", Some("lb-7f3a.42")), "lb-7f3a.42");
    }

    #[test]
    fn a_request_id_from_anyone_else_is_replaced() {
        let id = id_for("203.0.113.5:5000", Some("chosen-by-client"));
        assert_ne!(id, "chosen-by-client");
        assert!(uuid::Uuid::parse_str(&id).is_ok());
    }

    #[test]
    fn an_invalid_request_id_from_a_trusted_proxy_is_replaced() {
        let long = "a".repeat(129);
        for bad in [
            "",
            "has space",
            "quote\"",
            "semi;colon",
            "中文",
            long.as_str(),
        ] {
            let id = id_for("10.0.0.9:5000", Some(bad));
            assert!(
                uuid::Uuid::parse_str(&id).is_ok(),
                "{bad:?} was kept as {id:?}"
            );
        }
        assert!(is_valid_request_id(&"a".repeat(128)));
    }

    #[test]
    fn without_a_header_every_request_gets_a_fresh_id() {
        assert_ne!(id_for("10.0.0.9:1", None), id_for("10.0.0.9:1", None));
    }

    #[test]
    fn forwarded_for_is_believed_from_a_trusted_range_only() {
        let req = |peer: &str| {
            TestRequest::default()
                .peer_addr(peer.parse().unwrap())
                .insert_header(("x-forwarded-for", "198.51.100.1, 203.0.113.7, 10.9.9.9"))
                .to_http_request()
        };
        assert_eq!(
            client_ip(&req("10.20.30.40:1"), &trusted()),
            Some("203.0.113.7".parse().unwrap()),
            "the right-most entry outside the trusted range"
        );
        assert_eq!(
            client_ip(&req("192.0.2.1:1"), &trusted()),
            Some("192.0.2.1".parse().unwrap())
        );
    }
}
