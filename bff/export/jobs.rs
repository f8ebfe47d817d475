//! Exports as jobs, for the browser: `POST /api/bff/export/{name}/jobs` checks the request as
//! the one-shot export does and answers at once with a job id; the workbook is built in the
//! background while `GET /api/bff/export/jobs/{id}` reports its progress in rows and percent;
//! `GET /api/bff/export/jobs/{id}/file` downloads it. Each request is short, so a company proxy
//! with a 60 s read timeout no longer cuts off a large export, and the user sees the file being
//! built instead of 0 %.
//!
//! A job lives in the memory of the replica that runs it and belongs to the session that
//! started it (another session gets 404, as for a job that never was). Several replicas behind
//! one proxy route `/api/bff/export/` by the session cookie (deploy/nginx/orgcenter.conf).

use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use bytes::Bytes;
use moka::sync::Cache;
use serde_json::json;

use super::{build, file_response, prepare, Built, Failure, Progress};
use crate::error::envelope;
use crate::session::cookies::token_from;
use crate::state::AppState;
use crate::upstream::Upstream;

/// The answer for a job that is not there: never started, another session's, or expired.
pub const JOB_GONE: &str = "导出文件不存在或已过期，请重新导出";
/// Unfinished jobs one session may have at once.
pub const MAX_RUNNING_PER_SESSION: usize = 3;
const TOO_MANY: &str = "正在生成的导出过多，请等当前的导出完成后再试";
/// A job (and its file) is kept this long after it was last asked about.
const KEEP_IDLE: Duration = Duration::from_secs(10 * 60);

/// The jobs of this replica, by id.
pub struct ExportJobs {
    jobs: Cache<String, Arc<Job>>,
}

impl Default for ExportJobs {
    fn default() -> Self {
        Self {
            jobs: Cache::builder()
                .max_capacity(1_000)
                .time_to_idle(KEEP_IDLE)
                .build(),
        }
    }
}

/// One export under way or done.
pub struct Job {
    /// The session that started it; only it may see the job.
    owner: String,
    progress: Progress,
    outcome: Mutex<Option<Outcome>>,
}

enum Outcome {
    Done(Arc<Built>),
    /// Kept as the answer the one-shot export would have given.
    Failed(Failure),
}

impl ExportJobs {
    /// The job `id` when `token`'s session started it.
    fn of(&self, id: &str, token: &str) -> Option<Arc<Job>> {
        self.jobs.get(id).filter(|job| job.owner == token)
    }

    fn running_for(&self, token: &str) -> usize {
        self.jobs
            .iter()
            .filter(|(_, job)| job.owner == token && !job.is_finished())
            .count()
    }
}

impl Job {
    fn is_finished(&self) -> bool {
        self.outcome.lock().map_or(true, |o| o.is_some())
    }

    /// `None` while running; the workbook when done, or why it failed.
    fn finished(&self) -> Option<Result<Arc<Built>, Failure>> {
        match self.outcome.lock().ok()?.as_ref()? {
            Outcome::Done(built) => Some(Ok(built.clone())),
            Outcome::Failed(failure) => Some(Err(failure.clone())),
        }
    }
}

/// `POST /api/bff/export/{name}/jobs`: `{code: 200, data: {job}}` at once; refusals as the
/// one-shot export answers them.
pub async fn start(
    req: HttpRequest,
    name: web::Path<String>,
    body: Bytes,
    state: web::Data<AppState>,
    upstream: web::Data<Upstream>,
) -> HttpResponse {
    let asked = match prepare(&req, &name, &body, &state, &upstream).await {
        Ok(asked) => asked,
        Err(refusal) => return refusal,
    };
    let Some(owner) = token_from(&req) else {
        return super::session_over(&state);
    };
    if state.export_jobs.running_for(&owner) >= MAX_RUNNING_PER_SESSION {
        return envelope(StatusCode::TOO_MANY_REQUESTS, 429, TOO_MANY);
    }
    let id = job_id();
    let job = Arc::new(Job {
        owner,
        progress: Progress::default(),
        outcome: Mutex::new(None),
    });
    state.export_jobs.jobs.insert(id.clone(), job.clone());
    actix_web::rt::spawn(async move {
        let outcome = match build(asked, &upstream, &job.progress).await {
            Ok(built) => Outcome::Done(Arc::new(built)),
            Err(failure) => Outcome::Failed(failure),
        };
        if let Ok(mut slot) = job.outcome.lock() {
            *slot = Some(outcome);
        }
    });
    HttpResponse::Ok().json(json!({ "code": 200, "msg": "导出已开始", "data": { "job": id } }))
}

/// `GET /api/bff/export/jobs/{id}`: `{state: running | done, rows_done, rows_total, percent,
/// file_name}`. A failed job answers what the one-shot export would have (code 300 to log in
/// again, 403 with the platform's reason, or 「生成 excel 失败!」); the job is then dropped.
pub async fn status(
    req: HttpRequest,
    id: web::Path<String>,
    state: web::Data<AppState>,
) -> HttpResponse {
    let Some(job) = token_from(&req).and_then(|token| state.export_jobs.of(&id, &token)) else {
        return gone();
    };
    let (state_name, percent, file_name) = match job.finished() {
        None => ("running", job.progress.percent(), None),
        Some(Ok(built)) => ("done", 100, Some(built.file_name.clone())),
        Some(Err(failure)) => {
            state.export_jobs.jobs.invalidate(id.as_str());
            return failure.answer(&state);
        }
    };
    let (rows_done, rows_total) = (
        job.progress.done.load(Ordering::Relaxed),
        job.progress.total.load(Ordering::Relaxed),
    );
    HttpResponse::Ok()
        .insert_header((actix_web::http::header::CACHE_CONTROL, "private, no-store"))
        .json(json!({
            "code": 200,
            "msg": "获取成功",
            "data": {
                "state": state_name,
                "rows_done": rows_done,
                "rows_total": rows_total,
                "percent": percent,
                "file_name": file_name,
            }
        }))
}

/// `GET /api/bff/export/jobs/{id}/file`: the workbook, as the one-shot export sends it. It may
/// be fetched again until the job expires (a download the browser lost can be repeated).
pub async fn file(
    req: HttpRequest,
    id: web::Path<String>,
    state: web::Data<AppState>,
) -> HttpResponse {
    let Some(job) = token_from(&req).and_then(|token| state.export_jobs.of(&id, &token)) else {
        return gone();
    };
    match job.finished() {
        Some(Ok(built)) => file_response(&built).await,
        Some(Err(failure)) => {
            state.export_jobs.jobs.invalidate(id.as_str());
            failure.answer(&state)
        }
        None => envelope(StatusCode::CONFLICT, 409, "导出文件尚未生成完毕"),
    }
}

fn gone() -> HttpResponse {
    envelope(StatusCode::NOT_FOUND, 404, JOB_GONE)
}

/// 128 random bits, hex: not guessable, so the id alone never names another user's job.
fn job_id() -> String {
    let bytes: [u8; 16] = rand::random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn a_job_is_seen_only_by_the_session_that_started_it() {
        let jobs = ExportJobs::default();
        let job = Arc::new(Job {
            owner: "token-a".into(),
            progress: Progress::default(),
            outcome: Mutex::new(None),
        });
        jobs.jobs.insert("j1".into(), job);
        assert!(jobs.of("j1", "token-a").is_some());
        assert!(jobs.of("j1", "token-b").is_none());
        assert!(jobs.of("j2", "token-a").is_none());
        assert_eq!(jobs.running_for("token-a"), 1);
        assert_eq!(jobs.running_for("token-b"), 0);
    }

    #[test]
    fn job_ids_are_128_random_bits() {
        let (a, b) = (job_id(), job_id());
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
    }
}
