//! Response compression that leaves small bodies alone.
//!
//! actix's `Compress` compresses every body whose client accepts gzip. For a typical API answer
//! (a few hundred bytes) that builds a fresh deflate state per response — ~20 µs of CPU, most of
//! it zeroing the state's tables, measured with `perf` under the proxy bench — and saves nothing:
//! the answer fits in one TCP segment either way. So bodies of known size under
//! [`MIN_COMPRESS_BYTES`] go out as they are; everything else (pages, large lists, streams) is
//! negotiated and encoded exactly as `Compress` does, with actix's own encoder.

use actix_http::encoding::Encoder;
use actix_web::body::{BodySize, EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, AcceptEncoding, ContentEncoding, Encoding, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{Error, HttpMessage, HttpResponse};

/// Bodies smaller than this are sent uncompressed: below about one segment, gzip's header and
/// the CPU spent cost more than the bytes saved.
pub const MIN_COMPRESS_BYTES: u64 = 1024;

/// What the build can encode (actix-web's `compress-gzip` feature), identity first.
const SUPPORTED: [Encoding; 3] = [Encoding::identity(), Encoding::gzip(), Encoding::deflate()];

/// Middleware: `App::new().wrap(from_fn(compress_large))`.
pub async fn compress_large(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<Encoder<impl MessageBody>>>, Error> {
    let encoding = match negotiate(req.get_header::<AcceptEncoding>()) {
        Ok(encoding) => encoding,
        Err(()) => {
            let mut res = HttpResponse::NotAcceptable().body("identity, gzip, deflate");
            res.headers_mut()
                .insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
            let res = req.into_response(res).map_into_boxed_body();
            return Ok(res.map_into_right_body());
        }
    };
    let res = next.call(req).await?;
    Ok(res.map_body(move |head, body| {
        let encoding = if worth_compressing(body.size(), head.headers.get(header::CONTENT_TYPE)) {
            encoding
        } else {
            ContentEncoding::Identity
        };
        EitherBody::left(Encoder::response(encoding, head, body))
    }))
}

/// The encoding to use for this client; `Err` when it accepts none we can produce (406).
/// A missing or unreadable header means identity, as with `Compress`.
pub(crate) fn negotiate(accept: Option<AcceptEncoding>) -> Result<ContentEncoding, ()> {
    let Some(accept) = accept else {
        return Ok(ContentEncoding::Identity);
    };
    match accept.negotiate(SUPPORTED.iter()) {
        Some(Encoding::Known(encoding)) => Ok(encoding),
        Some(Encoding::Unknown(_)) => Ok(ContentEncoding::Identity),
        None => Err(()),
    }
}

/// Small bodies of known size, images other than SVG and video are sent as they are.
pub fn worth_compressing(size: BodySize, content_type: Option<&HeaderValue>) -> bool {
    if let BodySize::Sized(n) = size {
        if n < MIN_COMPRESS_BYTES {
            return false;
        }
    }
    let Some(mime) = content_type
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<mime::Mime>().ok())
    else {
        return true;
    };
    match mime.type_() {
        mime::IMAGE => mime.subtype() == mime::SVG,
        mime::VIDEO => false,
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(s: &'static str) -> HeaderValue {
        HeaderValue::from_static(s)
    }

    #[test]
    fn a_small_json_answer_is_not_worth_compressing() {
        let json = value("application/json; charset=utf-8");
        assert!(!worth_compressing(BodySize::Sized(90), Some(&json)));
        assert!(worth_compressing(BodySize::Sized(32_000), Some(&json)));
        assert!(worth_compressing(BodySize::Stream, Some(&json)));
    }

    #[test]
    fn images_other_than_svg_and_video_are_sent_as_they_are() {
        assert!(!worth_compressing(
            BodySize::Sized(50_000),
            Some(&value("image/png"))
        ));
        assert!(worth_compressing(
            BodySize::Sized(50_000),
            Some(&value("image/svg+xml"))
        ));
        assert!(!worth_compressing(
            BodySize::Stream,
            Some(&value("video/mp4"))
        ));
    }

    fn accept(header: &'static str) -> Option<AcceptEncoding> {
        actix_web::test::TestRequest::default()
            .insert_header((header::ACCEPT_ENCODING, header))
            .to_http_request()
            .get_header::<AcceptEncoding>()
    }

    #[test]
    fn negotiation_picks_gzip_for_browsers_and_identity_without_a_header() {
        assert_eq!(negotiate(None), Ok(ContentEncoding::Identity));
        assert_eq!(
            negotiate(accept("gzip, deflate, br, zstd")),
            Ok(ContentEncoding::Gzip)
        );
        assert_eq!(negotiate(accept("identity;q=0")), Err(()));
    }
}
