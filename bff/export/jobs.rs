//! Exports as jobs, for the browser: `POST /api/bff/export/{name}/jobs` checks the request as
//! the one-shot export does and answers at once with a job id; the workbook is built in the
//! background while `GET /api/bff/export/jobs/{id}` reports its progress in rows and percent;
//! `GET /api/bff/export/jobs/{id}/file` downloads it; `GET /api/bff/export/jobs` lists the
//! account's exports of the last day (导出记录). Each request is short, so a company proxy with a
//! 60 s read timeout no longer cuts off a large export, and the user sees the file being built.
//!
//! Jobs and files are kept in the shared-state backend (`store`), so with several replicas any
//! of them answers any job: no routing by session is needed. A job is its account's (another
//! account gets 404, as for a job that never was).

use actix_web::http::{header, StatusCode};
use actix_web::{web, HttpRequest, HttpResponse};
use serde_json::{json, Value};

use super::store::{self, now_ms, Fault, Job, Kept, State};
use super::{content_disposition, file_response, prepare, session_over, ExportCall, FAILED_MSG};
use crate::error::envelope;
use crate::session::cookies::token_from;
use crate::shared_state::store_call::token_digest;
use crate::state::{AppAndUpstream, AppState};

/// The answer for a job that is not there: never started, another account's, or expired.
pub use crate::reasons::JOB_GONE;
const TOO_MANY: &str = "正在生成的导出过多，请等当前的导出完成后再试";
const SESSION_ENDED: &str = "登录已过期，导出未完成";
const INTERRUPTED: &str = "导出中断（服务重启），请重新导出";
const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// A call on one job: the request (with the caller's session), the job's id (`{id}`) and the
/// app.
type JobCall = (HttpRequest, web::Path<String>, web::Data<AppState>);

/// `POST /api/bff/export/{name}/jobs`: `{code: 200, data: {job}}` at once; refusals as the
/// one-shot export answers them; 429 while the account has `MAX_RUNNING` unfinished.
pub async fn start((req, name, body): ExportCall, app: AppAndUpstream) -> HttpResponse {
    let AppAndUpstream { state, upstream } = app;
    let asked = match prepare(&req, &name, &body, &state, &upstream).await {
        Ok(asked) => asked,
        Err(refusal) => return refusal,
    };
    let Some(token) = token_from(&req) else {
        return session_over(&state);
    };
    let jobs = state.export_jobs.clone();
    let Ok(owner) = store::owner_for(jobs.as_ref(), &token).await else {
        return unavailable();
    };
    let now = now_ms();
    let sheet = (asked.sheet.name, asked.sheet.title);
    let job = Job::started(job_id(), (owner, token_digest(&token)), sheet, now);
    match jobs.start(job.clone()).await {
        Ok(true) => {}
        Ok(false) => return envelope(StatusCode::TOO_MANY_REQUESTS, 429, TOO_MANY),
        Err(_) => return unavailable(),
    }
    let id = job.id.clone();
    actix_web::rt::spawn(super::runner::run(job, asked, upstream, jobs));
    HttpResponse::Ok().json(json!({ "code": 200, "msg": "导出已开始", "data": { "job": id } }))
}

/// `GET /api/bff/export/jobs/{id}`: `{state: running | done, rows_done, rows_total, percent,
/// file_name}`. A failed job answers what the one-shot export would have (code 300 to the
/// session that started it, 403 with the platform's reason, 413 when too large for the shared
/// store, 「导出中断（服务重启），请重新导出」 when its replica stopped, or 「生成 excel 失败!」),
/// each time it is asked; 导出记录 shows why.
pub async fn status((req, id, state): JobCall) -> HttpResponse {
    let (job, session) = match caller_job(&req, &id, &state).await {
        Ok(found) => found,
        Err(answer) => return answer,
    };
    if job.state == State::Failed {
        return fault_answer(&job, &session, &state);
    }
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .json(json!({ "code": 200, "msg": "获取成功", "data": progress_of(&job) }))
}

/// `GET /api/bff/export/jobs/{id}/file`: the workbook, as the one-shot export sends it. It may
/// be fetched again while the file is kept (a download the browser lost can be repeated).
pub async fn file((req, id, state): JobCall) -> HttpResponse {
    let (job, session) = match caller_job(&req, &id, &state).await {
        Ok(found) => found,
        Err(answer) => return answer,
    };
    match job.state {
        State::Failed => fault_answer(&job, &session, &state),
        State::Running => envelope(StatusCode::CONFLICT, 409, "导出文件尚未生成完毕"),
        State::Done => match state.export_jobs.file(&job.id, job.size).await {
            Ok(Some(Kept::Local(built))) => file_response(&built).await,
            Ok(Some(Kept::Streamed { size, body })) => HttpResponse::Ok()
                .insert_header((header::CONTENT_TYPE, XLSX))
                .insert_header((
                    header::CONTENT_DISPOSITION,
                    content_disposition(job.file_name.as_deref().unwrap_or("export.xlsx")),
                ))
                .insert_header((header::CACHE_CONTROL, "private, no-store"))
                .no_chunking(size)
                .streaming(body),
            Ok(None) => gone(),
            Err(_) => unavailable(),
        },
    }
}

/// `GET /api/bff/export/jobs`: the caller's account's exports of the last day, newest first
/// (at most 20), each with its Chinese name, start time, state, rows and, while the file is
/// kept, its download path.
pub async fn list(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    let Some(token) = token_from(&req) else {
        return session_over(&state);
    };
    let jobs = state.export_jobs.as_ref();
    let Ok(owner) = store::owner_for(jobs, &token).await else {
        return unavailable();
    };
    let Ok(found) = jobs.list(&owner).await else {
        return unavailable();
    };
    let kept_since = now_ms() / 1000 - store::KEEP_FILE.as_secs() as i64;
    let session = token_digest(&token);
    let list: Vec<Value> = found
        .iter()
        .map(|job| {
            let mut entry = list_entry(job, kept_since);
            // This browser's own exports: the ones a page picks up again after a reload (another
            // login of the account, on another computer, only lists them).
            entry["this_session"] = (job.session == session).into();
            entry
        })
        .collect();
    HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .json(json!({ "code": 200, "msg": "获取成功", "data": { "list": list } }))
}

/// One row of 导出记录. A finished file is offered while younger than `KEEP_FILE` (its pieces
/// expire then; the job's last write is when it finished).
fn list_entry(job: &Job, kept_since: i64) -> Value {
    let download = (job.state == State::Done && job.beat / 1000 > kept_since)
        .then(|| format!("/api/bff/export/jobs/{}/file", job.id));
    let mut entry = progress_of(job);
    if let Value::Object(map) = &mut entry {
        map.insert("id".into(), job.id.clone().into());
        map.insert("name".into(), job.name.clone().into());
        map.insert("title".into(), job.title.clone().into());
        map.insert(
            "started".into(),
            orgcenter_core::china_time::date_time(job.created)
                .unwrap_or_default()
                .into(),
        );
        map.insert("error".into(), job.fault.as_ref().map(fault_message).into());
        map.insert("download".into(), download.into());
    }
    entry
}

fn progress_of(job: &Job) -> Value {
    let state = match job.state {
        State::Running => "running",
        State::Done => "done",
        State::Failed => "failed",
    };
    json!({
        "state": state,
        "rows_done": job.rows_done,
        "rows_total": job.rows_total,
        "percent": job.percent,
        "file_name": job.file_name,
    })
}

/// The job `id` when the caller's account (or session) owns it, and the caller's session
/// digest; else the answer to send (404 for any job not the caller's).
async fn caller_job(
    req: &HttpRequest,
    id: &str,
    state: &AppState,
) -> Result<(Job, String), HttpResponse> {
    let token = token_from(req).ok_or_else(gone)?;
    let jobs = state.export_jobs.as_ref();
    let owner = store::owner_for(jobs, &token)
        .await
        .map_err(|_| unavailable())?;
    match jobs.get(id).await {
        Ok(Some(job)) if job.owner == owner => Ok((job, token_digest(&token))),
        Ok(_) => Err(gone()),
        Err(_) => Err(unavailable()),
    }
}

/// What the user reads in 导出记录 for a failed job.
fn fault_message(fault: &Fault) -> String {
    match fault {
        Fault::SessionOver => SESSION_ENDED.to_owned(),
        Fault::Refused(why) | Fault::TooLarge(why) => why.clone(),
        Fault::Interrupted => INTERRUPTED.to_owned(),
        Fault::Failed => FAILED_MSG.to_owned(),
    }
}

/// A failed job's answer. "Log in again" (code 300, which clears the cookie) goes only to the
/// session that ended: a new login of the same account reading its old job stays logged in.
fn fault_answer(job: &Job, session: &str, state: &AppState) -> HttpResponse {
    match &job.fault {
        Some(Fault::SessionOver) if job.session == session => session_over(state),
        Some(Fault::Refused(why)) => envelope(StatusCode::FORBIDDEN, 403, why),
        Some(Fault::TooLarge(why)) => envelope(StatusCode::PAYLOAD_TOO_LARGE, 413, why),
        // Whoever follows the job reads why, as 导出记录 says it: a restart, not a broken export.
        Some(Fault::Interrupted) => envelope(StatusCode::BAD_GATEWAY, 500, INTERRUPTED),
        _ => envelope(StatusCode::BAD_GATEWAY, 500, FAILED_MSG),
    }
}

fn gone() -> HttpResponse {
    envelope(StatusCode::NOT_FOUND, 404, JOB_GONE)
}

/// The shared store did not answer: nothing is known about the job, so nothing is promised.
fn unavailable() -> HttpResponse {
    tracing::warn!("export jobs: the shared store did not answer");
    envelope(StatusCode::BAD_GATEWAY, 500, FAILED_MSG)
}

/// 128 random bits, hex: not guessable, so the id alone never names another user's job.
fn job_id() -> String {
    let bytes: [u8; 16] = rand::random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::Ordering;

    use super::super::Progress;

    #[test]
    fn progress_counts_rows_and_stays_below_100_until_the_file_is_saved() {
        let progress = Progress::default();
        assert_eq!(progress.percent(), 0, "nothing known yet");
        progress.total.store(2_500, Ordering::Relaxed);
        progress.done.store(1_000, Ordering::Relaxed);
        assert_eq!(progress.percent(), 39);
        progress.done.store(2_500, Ordering::Relaxed);
        assert_eq!(
            progress.percent(),
            99,
            "all rows in, workbook not yet closed"
        );
        progress.done.store(3_000, Ordering::Relaxed);
        assert_eq!(
            progress.percent(),
            99,
            "rows added while exporting do not pass 99"
        );
    }

    #[test]
    fn job_ids_are_128_random_bits() {
        let (a, b) = (job_id(), job_id());
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
    }

    #[test]
    fn a_finished_export_offers_its_file_only_while_it_is_kept() {
        let mut job = Job {
            id: "j".into(),
            owner: "a:x".into(),
            session: "s".into(),
            name: "sale".into(),
            title: "义卖订单".into(),
            created: 1_780_000_000,
            state: State::Done,
            rows_done: 3,
            rows_total: 3,
            percent: 100,
            file_name: Some("义卖订单_20260601.xlsx".into()),
            size: 10,
            fault: None,
            beat: 1_780_000_060_000,
        };
        let entry = list_entry(&job, 1_780_000_000);
        assert_eq!(entry["download"], "/api/bff/export/jobs/j/file");
        assert_eq!(entry["title"], "义卖订单");
        assert_eq!(entry["started"], "2026-05-29 04:26:40");
        assert!(list_entry(&job, 1_780_000_060)["download"].is_null());
        job.state = State::Failed;
        job.fault = Some(Fault::Interrupted);
        let failed = list_entry(&job, 0);
        assert!(failed["download"].is_null());
        assert_eq!(failed["error"], INTERRUPTED);
        assert_eq!(failed["state"], "failed");
    }
}
