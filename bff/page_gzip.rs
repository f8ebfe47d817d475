//! A page's HTML gzipped in one piece, at a higher level than the compression middleware's
//! (issue 37). `CompressLarge` encodes with actix's encoder: the fastest level, flushed chunk by
//! chunk, which sent a list page's 177 KB of HTML as 43 KB; whole and at level 6 it is 29 KB, and
//! the document is the first thing a phone waits for (its first paint, its scripts' URLs, the
//! inlined rules). A page is compressed once per response, in a few milliseconds.

use actix_web::http::header::{self, AcceptEncoding, ContentEncoding, Header};
use actix_web::{HttpRequest, HttpResponse, HttpResponseBuilder};
use flate2::write::GzEncoder;
use flate2::Compression;
use std::io::Write;

use crate::compress::{negotiate, MIN_COMPRESS_BYTES};

/// zlib's default level: within 1 % of level 9 on a page, several times faster.
const LEVEL: u32 = 6;

/// `html` as the response body: gzipped here when the client's best encoding is gzip (the
/// middleware then leaves the body alone, as it carries a Content-Encoding), as it is otherwise.
pub fn page_body(
    mut response: HttpResponseBuilder,
    req: &HttpRequest,
    html: String,
) -> HttpResponse {
    let accept = AcceptEncoding::parse(req).ok();
    if html.len() as u64 >= MIN_COMPRESS_BYTES && negotiate(accept) == Ok(ContentEncoding::Gzip) {
        if let Some(gzipped) = gzip(html.as_bytes()) {
            return response
                .insert_header((header::CONTENT_ENCODING, "gzip"))
                .append_header((header::VARY, "Accept-Encoding"))
                .body(gzipped);
        }
    }
    response.body(html)
}

/// The bytes gzipped, or None if the encoder failed (never, writing to memory).
fn gzip(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut encoder = GzEncoder::new(Vec::with_capacity(bytes.len() / 4), Compression::new(LEVEL));
    encoder.write_all(bytes).ok()?;
    encoder.finish().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::body::to_bytes;
    use actix_web::test::TestRequest;
    use flate2::read::GzDecoder;
    use std::io::Read;

    fn page() -> String {
        (0..2000)
            .map(|i| format!("<tr class=\"ant-table-row\"><td>第 {i} 行</td></tr>"))
            .collect()
    }

    #[actix_web::test]
    async fn a_browser_that_takes_gzip_gets_the_page_gzipped_and_whole() {
        let req = TestRequest::default()
            .insert_header((header::ACCEPT_ENCODING, "gzip, deflate, br, zstd"))
            .to_http_request();
        let res = page_body(HttpResponse::Ok(), &req, page());
        assert_eq!(res.headers().get(header::CONTENT_ENCODING).unwrap(), "gzip");
        assert!(res
            .headers()
            .get_all(header::VARY)
            .any(|v| v == "Accept-Encoding"));
        let body = to_bytes(res.into_body()).await.unwrap();
        assert!(body.len() < page().len() / 10);
        let mut text = String::new();
        GzDecoder::new(&body[..]).read_to_string(&mut text).unwrap();
        assert_eq!(text, page());
    }

    #[actix_web::test]
    async fn a_client_without_gzip_or_a_small_page_gets_it_as_it_is() {
        for (accept, html) in [
            (Some("identity"), page()),
            (Some("gzip;q=0, deflate"), page()),
            (None, page()),
            (Some("gzip"), "<p>短</p>".to_owned()),
        ] {
            let mut req = TestRequest::default();
            if let Some(accept) = accept {
                req = req.insert_header((header::ACCEPT_ENCODING, accept));
            }
            let res = page_body(HttpResponse::Ok(), &req.to_http_request(), html.clone());
            assert!(
                res.headers().get(header::CONTENT_ENCODING).is_none(),
                "{accept:?}"
            );
            assert_eq!(to_bytes(res.into_body()).await.unwrap(), html.as_bytes());
        }
    }
}
