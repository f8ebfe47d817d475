//! Facts about the incoming request that we pass on or log: its id and the client address.

use std::net::IpAddr;

use actix_web::{HttpMessage, HttpRequest};

/// The id tracing-actix-web gave this request (it is on every log line of the request).
pub fn request_id(req: &HttpRequest) -> Option<String> {
    req.extensions()
        .get::<tracing_actix_web::RequestId>()
        .map(|id| id.to_string())
}

/// The client's address. `X-Forwarded-For` is believed only when the direct peer is one of the
/// configured trusted proxies, and then only its right-most entry that is not itself a trusted
/// proxy: anything to the left of that was written by the client and can be spoofed.
pub fn client_ip(req: &HttpRequest, trusted: &[IpAddr]) -> Option<IpAddr> {
    let peer = req.peer_addr()?.ip();
    if !trusted.contains(&peer) {
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
        .find(|ip| !trusted.contains(ip))
        .or(Some(peer))
}
