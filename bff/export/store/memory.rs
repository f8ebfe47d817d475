//! Jobs in this process (the `memory` backend: one replica). Files stay in their temporary
//! files on disk, deleted when they leave the cache.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::future::{self, BoxFuture, FutureExt};
use moka::sync::Cache;

use super::{
    now_ms, Job, JobStore, KeepError, Kept, KEEP_FILE, KEEP_OWNER, KEEP_RECORD, LIST_LENGTH,
    MAX_RUNNING,
};
use crate::export::built::Built;
use crate::shared_state::store_call::{token_digest, Unavailable};

pub struct MemoryJobs {
    jobs: Cache<String, Job>,
    files: Cache<String, Arc<Built>>,
    owners: Cache<String, String>,
    /// Makes the running count and the insert of `start` one step.
    starting: Mutex<()>,
}

/// A cache of at most `capacity` entries, each forgotten `ttl` after it was put in.
fn kept_for<V: Clone + Send + Sync + 'static>(ttl: Duration, capacity: u64) -> Cache<String, V> {
    Cache::builder()
        .max_capacity(capacity)
        .time_to_live(ttl)
        .build()
}

impl Default for MemoryJobs {
    fn default() -> Self {
        Self {
            jobs: kept_for(KEEP_RECORD, 10_000),
            files: kept_for(KEEP_FILE, 1_000),
            owners: kept_for(KEEP_OWNER, 100_000),
            starting: Mutex::new(()),
        }
    }
}

impl MemoryJobs {
    fn of(&self, owner: &str) -> Vec<Job> {
        let now = now_ms();
        let mut jobs: Vec<Job> = self
            .jobs
            .iter()
            .filter(|(_, job)| job.owner == owner)
            .map(|(_, job)| job.seen_at(now))
            .collect();
        jobs.sort_by(|a, b| (b.created, &b.id).cmp(&(a.created, &a.id)));
        jobs
    }
}

/// Every method does its work when called (the futures are already resolved).
impl JobStore for MemoryJobs {
    fn start(&self, job: Job) -> BoxFuture<'static, Result<bool, Unavailable>> {
        // The data is `()`: a poisoned lock holds nothing half-written.
        let _step = self.starting.lock().unwrap_or_else(|e| e.into_inner());
        let now = now_ms();
        let running = self
            .of(&job.owner)
            .iter()
            .filter(|j| j.is_running_at(now))
            .count();
        let started = running < MAX_RUNNING;
        if started {
            self.jobs.insert(job.id.clone(), job);
        }
        future::ready(Ok(started)).boxed()
    }

    fn update(&self, job: Job) -> BoxFuture<'static, Result<(), Unavailable>> {
        self.jobs.insert(job.id.clone(), job);
        future::ready(Ok(())).boxed()
    }

    fn get(&self, id: &str) -> BoxFuture<'static, Result<Option<Job>, Unavailable>> {
        future::ready(Ok(self.jobs.get(id).map(|job| job.seen_at(now_ms())))).boxed()
    }

    fn list(&self, owner: &str) -> BoxFuture<'static, Result<Vec<Job>, Unavailable>> {
        let mut jobs = self.of(owner);
        jobs.truncate(LIST_LENGTH);
        future::ready(Ok(jobs)).boxed()
    }

    fn keep_file(&self, id: &str, built: Built) -> BoxFuture<'static, Result<u64, KeepError>> {
        let size = built.file.as_file().metadata().map_or(0, |m| m.len());
        self.files.insert(id.to_owned(), Arc::new(built));
        future::ready(Ok(size)).boxed()
    }

    fn file(&self, id: &str, _size: u64) -> BoxFuture<'static, Result<Option<Kept>, Unavailable>> {
        future::ready(Ok(self.files.get(id).map(Kept::Local))).boxed()
    }

    fn remember_owner(&self, token: &str, owner: String) -> BoxFuture<'static, ()> {
        self.owners.insert(token_digest(token), owner);
        future::ready(()).boxed()
    }

    fn owner_of(&self, token: &str) -> BoxFuture<'static, Result<Option<String>, Unavailable>> {
        future::ready(Ok(self.owners.get(&token_digest(token)))).boxed()
    }
}

#[cfg(test)]
mod tests {
    use super::super::State;
    use super::*;

    fn running(id: &str, owner: &str, created: i64) -> Job {
        let job = Job::started(
            id.into(),
            (owner.into(), "s".into()),
            ("sale", "义卖订单"),
            now_ms(),
        );
        Job { created, ..job }
    }

    #[actix_web::test]
    async fn an_owner_runs_at_most_three_and_lists_only_their_own_newest_first() {
        let store = MemoryJobs::default();
        for (i, id) in ["j1", "j2", "j3"].iter().enumerate() {
            assert!(store.start(running(id, "a:x", i as i64)).await.unwrap());
        }
        assert!(!store.start(running("j4", "a:x", 9)).await.unwrap());
        assert!(store.start(running("k1", "a:y", 9)).await.unwrap());
        let mut done = store.get("j1").await.unwrap().unwrap();
        done.state = State::Done;
        store.update(done).await.unwrap();
        assert!(store.start(running("j4", "a:x", 9)).await.unwrap());
        let ids: Vec<String> = store
            .list("a:x")
            .await
            .unwrap()
            .into_iter()
            .map(|j| j.id)
            .collect();
        assert_eq!(ids, ["j4", "j3", "j2", "j1"]);
    }

    #[actix_web::test]
    async fn a_session_is_its_logins_account_once_remembered() {
        let store = MemoryJobs::default();
        assert_eq!(store.owner_of("t1").await.unwrap(), None);
        store.remember_owner("t1", "a:x".into()).await;
        assert_eq!(store.owner_of("t1").await.unwrap().as_deref(), Some("a:x"));
        assert_eq!(store.owner_of("t2").await.unwrap(), None);
    }
}
