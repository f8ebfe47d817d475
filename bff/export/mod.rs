//! `POST /api/bff/export/{name}` (`activity`, `activity_signup`, `sale`, `wish`, `project_donate`, `mproject_donate`, `data_center`): pages through the platform's
//! export call 1000 rows at a time, writes an .xlsx in constant memory on a blocking thread
//! (a temporary file, never the whole sheet in memory), and streams the file back with a UTF-8
//! file name. Any failure is the envelope `{code: 500, msg: "生成 excel 失败!"}` (spec §8),
//! except an ended session (code 300, as everywhere) and the platform's refusal of the call
//! (code 400: no right, another organisation's item): a 403 with the platform's reason, since
//! nothing failed (issue 40). The browser runs the same steps as a job (`jobs`): short
//! requests, with progress, however long the file takes.

pub mod built;
pub mod cell;
pub mod jobs;
pub mod runner;
pub mod sheets;
pub mod store;
pub mod writer;

pub use built::Built;

use actix_web::http::{header, Method, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use bytes::Bytes;
use percent_encoding::{utf8_percent_encode, NON_ALPHANUMERIC};
use serde_json::{Map, Value};
use std::sync::atomic::{AtomicU64, Ordering};

use crate::error::envelope;
use crate::session::csrf;
use crate::state::{call_context, AppAndUpstream, AppState};
use crate::upstream::{envelope_code, CallContext, Upstream, CODE_SESSION_OVER};

pub const FAILED_MSG: &str = "生成 excel 失败!";
/// Rows asked for per platform call.
pub const PAGE_SIZE: u64 = 1000;
/// Largest filter body accepted.
const MAX_FILTER_BYTES: usize = 16 * 1024;

/// An export call as actix reads it: the request, the export's name (`{name}`) and the body
/// of filters; the one-shot export and a job's start take it alike.
pub type ExportCall = (HttpRequest, web::Path<String>, Bytes);

pub async fn export((req, name, body): ExportCall, app: AppAndUpstream) -> HttpResponse {
    let AppAndUpstream { state, upstream } = app;
    let asked = match prepare(&req, &name, &body, &state, &upstream).await {
        Ok(asked) => asked,
        Err(refusal) => return refusal,
    };
    match build(asked, &upstream, &Progress::default()).await {
        Ok(built) => file_response(&built).await,
        Err(failure) => failure.answer(&state),
    }
}

/// An export the caller may have: the sheet, the filters and whom the platform is asked for.
pub struct Asked {
    sheet: &'static sheets::Sheet,
    filters: Map<String, Value>,
    ctx: CallContext,
}

/// Checks an export request before any row is fetched: CSRF, a known sheet, readable filters,
/// a session, and the area's gate (an export of an area the user may not see is refused like
/// the area's own calls). `Err` is the answer to send.
pub async fn prepare(
    req: &HttpRequest,
    name: &str,
    body: &Bytes,
    state: &AppState,
    upstream: &Upstream,
) -> Result<Asked, HttpResponse> {
    if let Err(reason) = csrf::check(req) {
        return Err(envelope(StatusCode::FORBIDDEN, 403, reason));
    }
    let Some(sheet) = sheets::find(name) else {
        return Err(envelope(StatusCode::NOT_FOUND, 404, "接口不存在"));
    };
    let Some(filters) = parse_filters(body) else {
        return Err(envelope(StatusCode::BAD_REQUEST, 400, "请求参数格式错误"));
    };
    if let Some((key, missing)) = sheet.answer_columns {
        if !filters.contains_key(key) {
            return Err(envelope(StatusCode::BAD_REQUEST, 400, missing));
        }
    }
    let ctx = call_context(req, state);
    if ctx.token.is_none() {
        return Err(session_over(state));
    }
    if let Some(refused) = crate::proxy::area_gate(sheet.upstream, state, upstream, &ctx).await {
        return Err(refused);
    }
    Ok(Asked {
        sheet,
        filters,
        ctx,
    })
}

/// How far an export has come, in rows: `total` is the platform's count (known after the first
/// page), `done` the rows handed to the writer.
#[derive(Debug, Default)]
pub struct Progress {
    pub done: AtomicU64,
    pub total: AtomicU64,
}

impl Progress {
    /// Percent of the rows fetched and written, never 100 before the file is saved (the
    /// workbook is still being closed when the last row is in).
    pub fn percent(&self) -> u8 {
        let (done, total) = (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        );
        if total == 0 {
            return 0;
        }
        (done.min(total) * 99 / total) as u8
    }
}

/// Why an export did not finish.
#[derive(Debug, Clone)]
pub enum Failure {
    SessionOver,
    /// The platform said no, with its message for the user.
    Refused(String),
    Failed(String),
}

impl Failure {
    /// The answer the user gets: code 300 (log in again), 403 with the platform's reason, or
    /// the spec's 「生成 excel 失败!」.
    pub fn answer(self, state: &AppState) -> HttpResponse {
        match self {
            Failure::SessionOver => session_over(state),
            Failure::Refused(why) => refused(&why),
            Failure::Failed(why) => failed(&why),
        }
    }
}

/// Pages through the platform's export call 1000 rows at a time while a blocking thread writes
/// them, counting progress as it goes.
pub async fn build(
    asked: Asked,
    upstream: &Upstream,
    progress: &Progress,
) -> Result<Built, Failure> {
    let Asked {
        sheet,
        filters,
        ctx,
    } = asked;
    let tmp = tempfile::Builder::new()
        .prefix("orgcenter-export-")
        .suffix(".xlsx")
        .tempfile()
        .map_err(|e| Failure::Failed(format!("temp file: {e}")))?;
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
                Some(CODE_REFUSED) => return Err(Failure::Refused(refusal(&answer))),
                code => return Err(Failure::Failed(format!("page {page_num}: code {code:?}"))),
            }
            let total = answer
                .pointer("/data/total")
                .and_then(Value::as_u64)
                .unwrap_or(0);
            progress.total.store(total, Ordering::Relaxed);
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
            progress.done.store(written, Ordering::Relaxed);
            if n == 0 || written >= total || n < PAGE_SIZE {
                break;
            }
            page_num += 1;
        }
        drop(tx);
        Ok(ctx)
    };
    let (fetched, wrote) = futures_util::join!(fetching, writing);
    let ctx = fetched?;
    let rows = match wrote {
        Ok(Ok(rows)) => rows,
        Ok(Err(e)) => return Err(Failure::Failed(format!("xlsx: {e}"))),
        Err(e) => return Err(Failure::Failed(format!("writer thread: {e}"))),
    };
    tracing::info!(sheet = sheet.name, rows, request_id = ?ctx.request_id, "export written");
    let file_name = format!(
        "{}_{}.xlsx",
        sheet.title,
        writer::china_time(&unix_now().into())
            .get(..10)
            .unwrap_or("")
            .replace('-', "")
    );
    Ok(Built {
        file: tmp,
        rows,
        file_name,
    })
}

/// The workbook as a download with its UTF-8 name. The open handle keeps the bytes readable
/// even when the temporary file's name goes while it streams (Unix).
pub async fn file_response(built: &Built) -> HttpResponse {
    let file = match tokio::fs::File::open(built.file.path()).await {
        Ok(f) => f,
        Err(e) => return failed(&format!("reopen: {e}")),
    };
    let size = file.metadata().await.map(|m| m.len()).ok();
    let mut out = HttpResponse::Ok();
    out.insert_header((
        header::CONTENT_TYPE,
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ))
    .insert_header((
        header::CONTENT_DISPOSITION,
        content_disposition(&built.file_name),
    ))
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

pub fn session_over(state: &AppState) -> HttpResponse {
    let mut out = envelope(StatusCode::OK, CODE_SESSION_OVER, "登录已过期，请重新登录");
    let _ = out.add_cookie(&state.cookies.clear_token());
    out
}

/// The platform's code for a broken rule or a refusal, its message meant for the user.
const CODE_REFUSED: i64 = 400;
/// When a refusal comes without a message.
const REFUSED_MSG: &str = "无权导出该数据";

/// The user-facing message of a refusal (`msg`, else a fixed one).
fn refusal(answer: &Value) -> String {
    answer
        .get("msg")
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|m| !m.is_empty())
        .unwrap_or(REFUSED_MSG)
        .to_owned()
}

fn refused(why: &str) -> HttpResponse {
    tracing::info!(why, "export refused by the platform");
    envelope(StatusCode::FORBIDDEN, 403, why)
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
