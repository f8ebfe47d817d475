//! Over-long request URIs, answered by the console itself: 414 with the JSON envelope and
//! reason `too_large`. The console's own URLs are short (a list's filters are a few hundred
//! bytes), so 16 KB leaves room for any real call while refusing what no page sends.
//!
//! Beyond the `http` crate's limit (65 534 bytes) the URI is refused while the request line is
//! parsed, before any of our code runs; actix-http answers that with an empty 400 and closes the
//! connection. That case stays the stack's own: a fork of actix-http only to dress it as a 414
//! was 30 000 lines to follow through every security release (docs/decisions.md).

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::middleware::Next;
use actix_web::Error;

use crate::error::envelope;

/// The longest path-and-query the console accepts.
pub const MAX_URI_BYTES: usize = 16 * 1024;
pub const URI_TOO_LONG: &str = "请求地址过长";

pub async fn refuse_overlong(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, Error> {
    let length = req.uri().path_and_query().map_or(0, |pq| pq.as_str().len());
    if length > MAX_URI_BYTES {
        tracing::warn!(length, "request URI over 16 KB; answered 414");
        let answer = envelope(StatusCode::URI_TOO_LONG, 414, URI_TOO_LONG);
        return Ok(req.into_response(answer).map_into_right_body());
    }
    next.call(req)
        .await
        .map(ServiceResponse::map_into_left_body)
}
