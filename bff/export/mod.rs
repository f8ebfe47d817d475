//! `POST /api/bff/export/{name}` (`activity`, `activity_signup`, `sale`, `wish`, `project_donate`, `mproject_donate`, `data_center`): pages through the platform's
//! export call 1000 rows at a time, writes an .xlsx in constant memory on a blocking thread
//! (a temporary file, never the whole sheet in memory), and streams the file back with a UTF-8
//! file name. Any failure is the envelope `{code: 500, msg: "生成 excel 失败!"}` (spec §8),
//! except an ended session (code 300, as everywhere).

pub mod sheets;
pub mod writer;

use actix_web::http::{header, Method, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use bytes::Bytes;
use percent_encoding::{utf8_percent_encode, NON_ALPHANUMERIC};
use serde_json::{Map, Value};

use crate::error::envelope;
use crate::session::csrf;
use crate::state::{call_context, AppState};
use crate::upstream::{envelope_code, Upstream, CODE_SESSION_OVER};

pub const FAILED_MSG: &str = "生成 excel 失败!";
/// Rows asked for per platform call.
pub const PAGE_SIZE: u64 = 1000;
/// Largest filter body accepted.
const MAX_FILTER_BYTES: usize = 16 * 1024;

enum Failure {
    SessionOver,
    /// The platform refused the filters (code 400): its envelope goes to the caller as is,
    /// like any refused call, not as a failed export.
    Refused(Value),
    Failed(String),
}

pub async fn export(
    req: HttpRequest,
    name: web::Path<String>,
    body: Bytes,
    state: web::Data<AppState>,
    upstream: web::Data<Upstream>,
) -> HttpResponse {
    if let Err(reason) = csrf::check(&req) {
        return envelope(StatusCode::FORBIDDEN, 403, reason);
    }
    let Some(sheet) = sheets::find(&name) else {
        return envelope(StatusCode::NOT_FOUND, 404, "接口不存在");
    };
    let filters = match parse_filters(&body) {
        Some(f) => f,
        None => return envelope(StatusCode::BAD_REQUEST, 400, "请求参数格式错误"),
    };
    if let Some((key, missing)) = sheet.answer_columns {
        if !filters.contains_key(key) {
            return envelope(StatusCode::BAD_REQUEST, 400, missing);
        }
    }
    let ctx = call_context(&req, &state);
    if ctx.token.is_none() {
        return session_over(&state);
    }
    // An export of an area the user may not see is refused like the area's own calls.
    if let Some(refused) = crate::proxy::area_gate(sheet.upstream, &state, &upstream, &ctx).await {
        return refused;
    }
    let tmp = match tempfile::Builder::new()
        .prefix("orgcenter-export-")
        .suffix(".xlsx")
        .tempfile()
    {
        Ok(t) => t,
        Err(e) => return failed(&format!("temp file: {e}")),
    };
    let (tx, rx) = tokio::sync::mpsc::channel::<writer::Page>(1);
    let path = tmp.path().to_path_buf();
    let writing = web::block(move || writer::write(sheet, rx, path));

    let fetching = async move {
        let mut page_num: u64 = 1;
        let mut written: u64 = 0;
        loop {
            let mut call = filters.clone();
            call.insert("pageNum".into(), page_num.into());
            call.insert("pageSize".into(), PAGE_SIZE.into());
            let answer = upstream
                .json(
                    Method::POST,
                    sheet.upstream,
                    &ctx,
                    Some(&Value::Object(call)),
                )
                .await
                .map_err(|e| Failure::Failed(format!("page {page_num}: {e}")))?;
            match envelope_code(&answer) {
                Some(200) => {}
                Some(CODE_SESSION_OVER) => return Err(Failure::SessionOver),
                Some(400) => return Err(Failure::Refused(answer)),
                code => return Err(Failure::Failed(format!("page {page_num}: code {code:?}"))),
            }
            let total = answer
                .pointer("/data/total")
                .and_then(Value::as_u64)
                .unwrap_or(0);
            let list = match answer.pointer("/data/list") {
                Some(Value::Array(list)) => list.clone(),
                _ => return Err(Failure::Failed(format!("page {page_num}: no list"))),
            };
            let n = list.len() as u64;
            // The first page goes even when empty: it names the answer columns of the header.
            let columns = if page_num == 1 && sheet.answer_columns.is_some() {
                answer_columns(&answer)
            } else {
                Vec::new()
            };
            let page = writer::Page {
                rows: list,
                columns,
            };
            if (n > 0 || page_num == 1) && tx.send(page).await.is_err() {
                // The writer stopped (its error is reported below).
                break;
            }
            written += n;
            if n == 0 || written >= total || n < PAGE_SIZE {
                break;
            }
            page_num += 1;
        }
        drop(tx);
        Ok(ctx)
    };
    let (fetched, wrote) = futures_util::join!(fetching, writing);
    let ctx = match fetched {
        Ok(ctx) => ctx,
        Err(Failure::SessionOver) => return session_over(&state),
        Err(Failure::Refused(answer)) => {
            return HttpResponse::Ok()
                .insert_header((header::CACHE_CONTROL, "private, no-store"))
                .json(answer)
        }
        Err(Failure::Failed(why)) => return failed(&why),
    };
    let rows = match wrote {
        Ok(Ok(rows)) => rows,
        Ok(Err(e)) => return failed(&format!("xlsx: {e}")),
        Err(e) => return failed(&format!("writer thread: {e}")),
    };
    let file = match tokio::fs::File::open(tmp.path()).await {
        Ok(f) => f,
        Err(e) => return failed(&format!("reopen: {e}")),
    };
    let size = file.metadata().await.map(|m| m.len()).ok();
    // The open handle keeps the bytes readable; the name goes now (Unix), nothing is left behind.
    drop(tmp);
    tracing::info!(sheet = sheet.name, rows, request_id = ?ctx.request_id, "export written");

    let filename = format!(
        "{}_{}.xlsx",
        sheet.title,
        writer::china_time(&unix_now().into())
            .get(..10)
            .unwrap_or("")
            .replace('-', "")
    );
    let mut out = HttpResponse::Ok();
    out.insert_header((
        header::CONTENT_TYPE,
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ))
    .insert_header((header::CONTENT_DISPOSITION, content_disposition(&filename)))
    .insert_header((header::CACHE_CONTROL, "private, no-store"));
    if let Some(size) = size {
        out.no_chunking(size);
    }
    out.streaming(tokio_util::io::ReaderStream::new(file))
}

/// The answer columns a first page names: `data.columns: [{field, header}]`.
fn answer_columns(answer: &Value) -> Vec<(String, String)> {
    answer
        .pointer("/data/columns")
        .and_then(Value::as_array)
        .map(|cols| {
            cols.iter()
                .filter_map(|c| {
                    Some((
                        c.get("field")?.as_str()?.to_owned(),
                        c.get("header")?.as_str()?.to_owned(),
                    ))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// `attachment; filename="export.xlsx"; filename*=UTF-8''<percent-encoded name>` (RFC 6266).
pub fn content_disposition(filename: &str) -> String {
    format!(
        "attachment; filename=\"export.xlsx\"; filename*=UTF-8''{}",
        utf8_percent_encode(filename, NON_ALPHANUMERIC)
    )
}

/// The caller's filters: a JSON object (or nothing); paging keys are ours to set.
fn parse_filters(body: &Bytes) -> Option<Map<String, Value>> {
    if body.len() > MAX_FILTER_BYTES {
        return None;
    }
    if body.iter().all(u8::is_ascii_whitespace) {
        return Some(Map::new());
    }
    let mut map = match serde_json::from_slice::<Value>(body).ok()? {
        Value::Object(map) => map,
        _ => return None,
    };
    map.remove("pageNum");
    map.remove("pageSize");
    Some(map)
}

fn session_over(state: &AppState) -> HttpResponse {
    let mut out = envelope(StatusCode::OK, CODE_SESSION_OVER, "登录已过期，请重新登录");
    let _ = out.add_cookie(&state.cookies.clear_token());
    out
}

fn failed(why: &str) -> HttpResponse {
    tracing::warn!(why, "export failed");
    envelope(StatusCode::BAD_GATEWAY, 500, FAILED_MSG)
}

fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chinese_file_name_is_percent_encoded_as_utf8() {
        assert_eq!(
            content_disposition("义卖订单_20260102.xlsx"),
            "attachment; filename=\"export.xlsx\"; filename*=UTF-8''%E4%B9%89%E5%8D%96%E8%AE%A2%E5%8D%95%5F20260102%2Exlsx"
        );
    }

    #[test]
    fn filters_must_be_an_object_and_paging_is_ours() {
        assert!(parse_filters(&Bytes::from_static(b"[1]")).is_none());
        let f = parse_filters(&Bytes::from_static(br#"{"pageSize":5,"title":"x"}"#)).unwrap();
        assert!(f.get("pageSize").is_none() && f.get("title").is_some());
        assert!(parse_filters(&Bytes::new()).unwrap().is_empty());
    }
}
