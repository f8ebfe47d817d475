//! Jobs in the shared Redis (the `redis` backend), so every replica answers every job:
//! - `<prefix>export:job:<id>`: the job as JSON, kept `KEEP_RECORD` after its last write;
//! - `<prefix>export:owner:<owner>`: a sorted set of the owner's job ids by start time (same TTL);
//! - `<prefix>export:file:<id>:<n>`: the finished workbook in `CHUNK` pieces, kept `KEEP_FILE`,
//!   at most `max_file` in all (`shared_state.export_file_max_bytes`) (a larger file fails the job with a message saying so);
//! - `<prefix>export:login:<digest of the token>`: the account the session logged in as.
//!
//! Pieces keep every command small (well under `shared_state.timeout_ms`, and Redis is never
//! blocked by one large value) and let a download stream without the whole file in memory.

use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use futures_util::future::{BoxFuture, FutureExt};
use futures_util::stream::{self, StreamExt};
use redis::aio::ConnectionManager;
use redis::Script;
use tokio::io::AsyncReadExt;

use super::{
    now_ms, Job, JobStore, KeepError, Kept, KEEP_FILE, KEEP_OWNER, KEEP_RECORD, LIST_LENGTH,
    MAX_RUNNING, STALE_AFTER,
};
use crate::export::built::Built;
use crate::shared_state::store_call::{token_digest, within, Unavailable};

/// Bytes per piece of a kept file.
pub const CHUNK: usize = 512 * 1024;
/// The largest file kept in Redis unless configured: 64 MiB, about ten times the workbook of
/// 100 000 sale orders (6.7 MB, docs/performance.md); a larger export fails its job.
pub const DEFAULT_MAX_FILE: u64 = 64 * 1024 * 1024;

/// KEYS[1]: the owner's list; KEYS[2]: the new job. ARGV: job key prefix, limit, now (ms),
/// stale after (ms), id, job JSON, record TTL (s), start time (score). Counts the owner's
/// running jobs (dropping ids whose record expired) and records the new one when below the
/// limit, in one step for every replica. Returns 1 when recorded, 0 when refused.
const START: &str = r"
local running = 0
for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  local raw = redis.call('GET', ARGV[1] .. id)
  if raw then
    local job = cjson.decode(raw)
    if job.state == 'running' and tonumber(ARGV[3]) - job.beat <= tonumber(ARGV[4]) then
      running = running + 1
    end
  else
    redis.call('ZREM', KEYS[1], id)
  end
end
if running >= tonumber(ARGV[2]) then return 0 end
redis.call('SET', KEYS[2], ARGV[6], 'EX', ARGV[7])
redis.call('ZADD', KEYS[1], ARGV[8], ARGV[5])
redis.call('EXPIRE', KEYS[1], ARGV[7])
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -101)
return 1
";

#[derive(Clone)]
pub struct RedisJobs {
    conn: ConnectionManager,
    prefix: String,
    timeout: Duration,
    start: Arc<Script>,
    max_file: u64,
}

impl RedisJobs {
    pub fn new(conn: ConnectionManager, prefix: &str, timeout: Duration, max_file: u64) -> Self {
        Self {
            conn,
            prefix: format!("{prefix}export:"),
            timeout,
            start: Arc::new(Script::new(START)),
            max_file,
        }
    }

    fn job_key(&self, id: &str) -> String {
        format!("{}job:{id}", self.prefix)
    }

    fn owner_key(&self, owner: &str) -> String {
        format!("{}owner:{owner}", self.prefix)
    }

    fn chunk_key(&self, id: &str, n: u64) -> String {
        format!("{}file:{id}:{n}", self.prefix)
    }

    fn login_key(&self, token: &str) -> String {
        format!("{}login:{}", self.prefix, token_digest(token))
    }
}

fn decode(raw: Option<String>) -> Option<Job> {
    serde_json::from_str(&raw?).ok()
}

impl JobStore for RedisJobs {
    fn start(&self, job: Job) -> BoxFuture<'static, Result<bool, Unavailable>> {
        let this = self.clone();
        async move {
            let json = serde_json::to_string(&job).map_err(|_| Unavailable)?;
            let mut conn = this.conn.clone();
            let mut call = this.start.prepare_invoke();
            call.key(this.owner_key(&job.owner))
                .key(this.job_key(&job.id))
                .arg(format!("{}job:", this.prefix))
                .arg(MAX_RUNNING)
                .arg(now_ms())
                .arg(STALE_AFTER.as_millis() as u64)
                .arg(&job.id)
                .arg(json)
                .arg(KEEP_RECORD.as_secs())
                .arg(job.created);
            let started: i64 = within(
                this.timeout,
                "start an export",
                call.invoke_async(&mut conn),
            )
            .await?;
            Ok(started == 1)
        }
        .boxed()
    }

    fn update(&self, job: Job) -> BoxFuture<'static, Result<(), Unavailable>> {
        let this = self.clone();
        async move {
            let json = serde_json::to_string(&job).map_err(|_| Unavailable)?;
            let mut conn = this.conn.clone();
            let set = redis::cmd("SET")
                .arg(this.job_key(&job.id))
                .arg(json)
                .arg("EX")
                .arg(KEEP_RECORD.as_secs())
                .clone();
            within(this.timeout, "export progress", set.query_async(&mut conn)).await
        }
        .boxed()
    }

    fn get(&self, id: &str) -> BoxFuture<'static, Result<Option<Job>, Unavailable>> {
        let (key, mut conn, timeout) = (self.job_key(id), self.conn.clone(), self.timeout);
        async move {
            let get = redis::cmd("GET").arg(key).clone();
            let raw: Option<String> =
                within(timeout, "export job", get.query_async(&mut conn)).await?;
            Ok(decode(raw).map(|job| job.seen_at(now_ms())))
        }
        .boxed()
    }

    fn list(&self, owner: &str) -> BoxFuture<'static, Result<Vec<Job>, Unavailable>> {
        let this = self.clone();
        let owner_key = self.owner_key(owner);
        async move {
            let mut conn = this.conn.clone();
            let newest = redis::cmd("ZREVRANGE")
                .arg(&owner_key)
                .arg(0)
                .arg(LIST_LENGTH as i64 - 1)
                .clone();
            let ids: Vec<String> =
                within(this.timeout, "export list", newest.query_async(&mut conn)).await?;
            if ids.is_empty() {
                return Ok(Vec::new());
            }
            let keys: Vec<String> = ids.iter().map(|id| this.job_key(id)).collect();
            let get = redis::cmd("MGET").arg(keys).clone();
            let raws: Vec<Option<String>> =
                within(this.timeout, "export list", get.query_async(&mut conn)).await?;
            let now = now_ms();
            Ok(raws
                .into_iter()
                .filter_map(decode)
                // The id names the owner's list, the record names its owner: both must agree.
                .filter(|job| owner_key == this.owner_key(&job.owner))
                .map(|job| job.seen_at(now))
                .collect())
        }
        .boxed()
    }

    fn keep_file(&self, id: &str, built: Built) -> BoxFuture<'static, Result<u64, KeepError>> {
        let this = self.clone();
        let id = id.to_owned();
        async move {
            let mut file = tokio::fs::File::open(built.file.path())
                .await
                .map_err(|_| Unavailable)?;
            let size = file.metadata().await.map_err(|_| Unavailable)?.len();
            if size > this.max_file {
                return Err(KeepError::TooLarge {
                    size,
                    limit: this.max_file,
                });
            }
            let mut conn = this.conn.clone();
            let mut piece = vec![0u8; CHUNK];
            let mut n = 0u64;
            loop {
                let mut filled = 0;
                while filled < CHUNK {
                    let read = file
                        .read(&mut piece[filled..])
                        .await
                        .map_err(|_| Unavailable)?;
                    if read == 0 {
                        break;
                    }
                    filled += read;
                }
                if filled == 0 && n > 0 {
                    break;
                }
                let set = redis::cmd("SET")
                    .arg(this.chunk_key(&id, n))
                    .arg(&piece[..filled])
                    .arg("EX")
                    .arg(KEEP_FILE.as_secs())
                    .clone();
                // A piece is retried: on a busy host one late answer should not fail the export.
                let mut tries = 0;
                while let Err(e) =
                    within::<()>(this.timeout, "keep export file", set.query_async(&mut conn)).await
                {
                    tries += 1;
                    if tries == 3 {
                        return Err(e.into());
                    }
                }
                n += 1;
                if filled < CHUNK {
                    break;
                }
            }
            Ok(size)
        }
        .boxed()
    }

    fn file(&self, id: &str, size: u64) -> BoxFuture<'static, Result<Option<Kept>, Unavailable>> {
        let this = self.clone();
        let id = id.to_owned();
        async move {
            // The first piece is fetched now: a file that has expired is a 404, not a broken
            // download. The rest follow as the response is sent.
            let mut conn = this.conn.clone();
            let first = redis::cmd("GET").arg(this.chunk_key(&id, 0)).clone();
            let first: Option<Vec<u8>> =
                within(this.timeout, "export file", first.query_async(&mut conn)).await?;
            let Some(first) = first else {
                return Ok(None);
            };
            let pieces = size.div_ceil(CHUNK as u64).max(1);
            let rest = stream::iter(1..pieces).then(move |n| {
                let (key, mut conn, timeout) = (this.chunk_key(&id, n), conn.clone(), this.timeout);
                async move {
                    let get = redis::cmd("GET").arg(key).clone();
                    match within::<Option<Vec<u8>>>(
                        timeout,
                        "export file",
                        get.query_async(&mut conn),
                    )
                    .await
                    {
                        Ok(Some(piece)) => Ok(Bytes::from(piece)),
                        _ => Err(std::io::Error::other("a piece of the export file is gone")),
                    }
                }
            });
            let body = stream::once(async move { Ok(Bytes::from(first)) })
                .chain(rest)
                .boxed();
            Ok(Some(Kept::Streamed { size, body }))
        }
        .boxed()
    }

    fn remember_owner(&self, token: &str, owner: String) -> BoxFuture<'static, ()> {
        let (key, mut conn, timeout) = (self.login_key(token), self.conn.clone(), self.timeout);
        async move {
            let set = redis::cmd("SET")
                .arg(key)
                .arg(owner)
                .arg("EX")
                .arg(KEEP_OWNER.as_secs())
                .clone();
            // Not kept: the session owns its exports alone, which is safe.
            let _ = within::<()>(
                timeout,
                "remember the login's account",
                set.query_async(&mut conn),
            )
            .await;
        }
        .boxed()
    }

    fn owner_of(&self, token: &str) -> BoxFuture<'static, Result<Option<String>, Unavailable>> {
        let (key, mut conn, timeout) = (self.login_key(token), self.conn.clone(), self.timeout);
        async move {
            let get = redis::cmd("GET").arg(key).clone();
            within(timeout, "the session's account", get.query_async(&mut conn)).await
        }
        .boxed()
    }
}
