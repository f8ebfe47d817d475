//! Where export jobs and their files are kept, so that any replica answers a job's progress and
//! download, not only the one that builds it: in this process with the `memory` shared-state
//! backend (one replica), in Redis with the `redis` backend (docs/decisions.md, "Export jobs
//! across replicas").
//!
//! A job belongs to an account, not a session: the account is recorded when a login succeeds
//! (`remember_owner`), so a new login of the same account finds its recent exports and no other
//! account ever does. A session whose login was not recorded (started before this was deployed)
//! owns its jobs alone.

pub mod memory;
pub mod redis;

use std::time::Duration;

use bytes::Bytes;
use futures_util::future::BoxFuture;
use futures_util::stream::BoxStream;
use serde::{Deserialize, Serialize};

use crate::export::built::Built;
use crate::shared_state::store_call::{token_digest, Unavailable};

/// A job's record and its place in its owner's list are kept this long after it last changed.
pub const KEEP_RECORD: Duration = Duration::from_secs(24 * 60 * 60);
/// A finished file is kept this long (then the list shows the job without a download).
pub const KEEP_FILE: Duration = Duration::from_secs(60 * 60);
/// A login's account is remembered this long (a longer session owns its later jobs alone).
pub const KEEP_OWNER: Duration = Duration::from_secs(7 * 24 * 60 * 60);
/// Unfinished jobs one account may have at once.
pub const MAX_RUNNING: usize = 3;
/// The most jobs an owner's list shows (newest first).
pub const LIST_LENGTH: usize = 20;
/// The building replica writes a running job's progress this often, which also says it is
/// alive; a running job not written for `STALE_AFTER` was cut off (its replica stopped).
pub const REPORT_EVERY: Duration = Duration::from_secs(1);
pub const STALE_AFTER: Duration = Duration::from_secs(30);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum State {
    Running,
    Done,
    Failed,
}

/// Why a job failed, as kept (the internal reason is logged, never stored).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "msg", rename_all = "snake_case")]
pub enum Fault {
    /// The session that started it ended (code 300).
    SessionOver,
    /// The platform refused, with its reason for the user.
    Refused(String),
    /// The file is larger than the shared store keeps; the message says the limit.
    TooLarge(String),
    /// Its replica stopped while building it.
    Interrupted,
    /// Anything else: the spec's 「生成 excel 失败!」.
    Failed,
}

/// One export, as every replica sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Job {
    pub id: String,
    /// `a:<digest of the account>`, or `s:<digest of the session>` when the login's account is
    /// not known.
    pub owner: String,
    /// The digest of the session that started it (only that session is told "log in again").
    pub session: String,
    /// The sheet (`sale`) and its Chinese title (义卖订单).
    pub name: String,
    pub title: String,
    /// Unix seconds.
    pub created: i64,
    pub state: State,
    pub rows_done: u64,
    pub rows_total: u64,
    pub percent: u8,
    pub file_name: Option<String>,
    pub size: u64,
    pub fault: Option<Fault>,
    /// Unix milliseconds of the last write by the building replica.
    pub beat: i64,
}

impl Job {
    /// A job just started at `now_ms` by `session` for `owner`: running, nothing written yet.
    pub fn started(
        id: String,
        (owner, session): (String, String),
        (name, title): (&str, &str),
        now_ms: i64,
    ) -> Self {
        Job {
            id,
            owner,
            session,
            name: name.to_owned(),
            title: title.to_owned(),
            created: now_ms / 1000,
            state: State::Running,
            rows_done: 0,
            rows_total: 0,
            percent: 0,
            file_name: None,
            size: 0,
            fault: None,
            beat: now_ms,
        }
    }

    /// The job as a reader sees it at `now_ms`: a running job its replica stopped writing is
    /// reported failed (interrupted), so nobody waits on it forever.
    pub fn seen_at(mut self, now_ms: i64) -> Self {
        if self.state == State::Running && now_ms - self.beat > STALE_AFTER.as_millis() as i64 {
            self.state = State::Failed;
            self.fault = Some(Fault::Interrupted);
        }
        self
    }

    pub fn is_running_at(&self, now_ms: i64) -> bool {
        self.clone().seen_at(now_ms).state == State::Running
    }
}

/// Why a finished file was not kept.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KeepError {
    #[error("the file is {size} bytes, more than the {limit} the shared store keeps")]
    TooLarge { size: u64, limit: u64 },
    #[error(transparent)]
    Unavailable(#[from] Unavailable),
}

/// A kept file, ready to send.
pub enum Kept {
    /// The workbook on this replica's disk.
    Local(std::sync::Arc<Built>),
    /// Read from the shared store piece by piece while it is sent (never whole in memory).
    Streamed {
        size: u64,
        body: BoxStream<'static, Result<Bytes, std::io::Error>>,
    },
}

pub trait JobStore: Send + Sync {
    /// Records a new running job unless its owner already has `MAX_RUNNING` running (`false`),
    /// checked and recorded in one step.
    fn start(&self, job: Job) -> BoxFuture<'static, Result<bool, Unavailable>>;
    /// Writes a job's new progress or outcome.
    fn update(&self, job: Job) -> BoxFuture<'static, Result<(), Unavailable>>;
    fn get(&self, id: &str) -> BoxFuture<'static, Result<Option<Job>, Unavailable>>;
    /// The owner's jobs, newest first, at most `LIST_LENGTH`.
    fn list(&self, owner: &str) -> BoxFuture<'static, Result<Vec<Job>, Unavailable>>;
    /// Keeps a finished file for `KEEP_FILE`; returns its size.
    fn keep_file(&self, id: &str, built: Built) -> BoxFuture<'static, Result<u64, KeepError>>;
    /// The kept file of job `id`, `None` once it has expired.
    fn file(&self, id: &str, size: u64) -> BoxFuture<'static, Result<Option<Kept>, Unavailable>>;
    /// Remembers that `token`'s session is `owner`'s (at login).
    fn remember_owner(&self, token: &str, owner: String) -> BoxFuture<'static, ()>;
    /// The owner recorded for `token`'s session, if any.
    fn owner_of(&self, token: &str) -> BoxFuture<'static, Result<Option<String>, Unavailable>>;
}

/// The owner a login of `account` gives its session.
pub fn account_owner(account: &str) -> String {
    format!("a:{}", token_digest(&format!("account:{}", account.trim())))
}

/// The owner of `token`'s jobs: its login's account when recorded, else the session alone.
pub async fn owner_for(store: &dyn JobStore, token: &str) -> Result<String, Unavailable> {
    Ok(store
        .owner_of(token)
        .await?
        .unwrap_or_else(|| format!("s:{}", token_digest(token))))
}

pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn running(id: &str, owner: &str, beat: i64) -> Job {
        Job::started(
            id.into(),
            (owner.into(), "s".into()),
            ("sale", "义卖订单"),
            beat,
        )
    }

    #[test]
    fn a_running_job_whose_replica_stopped_writing_reads_as_interrupted() {
        let job = running("j", "a:x", 1_000_000);
        assert_eq!(
            job.clone().seen_at(1_000_000 + 29_000).state,
            State::Running
        );
        let late = job.seen_at(1_000_000 + 31_000);
        assert_eq!(late.state, State::Failed);
        assert_eq!(late.fault, Some(Fault::Interrupted));
    }

    #[test]
    fn the_same_account_typed_with_spaces_is_one_owner_and_another_account_is_not() {
        assert_eq!(account_owner("demo_org"), account_owner(" demo_org "));
        assert_ne!(account_owner("demo_org"), account_owner("demo_admin"));
        assert!(account_owner("demo_org").starts_with("a:"));
        assert!(
            !account_owner("demo_org").contains("demo_org"),
            "never the name itself"
        );
    }

    #[test]
    fn a_fault_is_kept_as_its_kind_and_the_users_message() {
        let kept = serde_json::to_value(Fault::Refused("无权导出".into())).unwrap();
        assert_eq!(
            kept,
            serde_json::json!({"kind": "refused", "msg": "无权导出"})
        );
        let back: Fault =
            serde_json::from_value(serde_json::json!({"kind": "interrupted"})).unwrap();
        assert_eq!(back, Fault::Interrupted);
    }
}
