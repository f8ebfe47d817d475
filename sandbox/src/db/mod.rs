//! The SQLite store: one connection behind a mutex (the sandbox is a single-node stand-in),
//! used on the calling worker when it is free and from actix's blocking pool otherwise, and for
//! long tasks, so a worker never waits for another task's queries. It opens and
//! migrates the file; the demo data is the caller's (`crate::seed`), and its errors are the
//! crate's own (`crate::error`), which only the HTTP layer turns into answers.

pub mod migrations;

use crate::clock;
use crate::error::ApiError;
use actix_web::web;
use anyhow::Context;
use rusqlite::Connection;
use std::panic::AssertUnwindSafe;
use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError, TryLockError};
use std::time::Duration;

pub const FILE_NAME: &str = "sandbox.db";

/// Prepared statements kept per connection (rusqlite's default is 16).
const STATEMENT_CACHE: usize = 256;

#[derive(Clone)]
pub struct Db {
    conn: Arc<Mutex<Connection>>,
    /// This sandbox's "now", installed around every store call (`clock.rs` says why).
    pub clock: clock::Clock,
}

impl Db {
    pub fn open(data_dir: &Path, clock: clock::Clock) -> anyhow::Result<Self> {
        clock::with(&clock.clone(), || Self::open_now(data_dir, clock))
    }

    fn open_now(data_dir: &Path, clock: clock::Clock) -> anyhow::Result<Self> {
        std::fs::create_dir_all(data_dir)
            .with_context(|| format!("cannot create sandbox data dir {}", data_dir.display()))?;
        let path = data_dir.join(FILE_NAME);
        let mut conn = Connection::open(&path)
            .with_context(|| format!("cannot open sandbox database {}", path.display()))?;
        // WAL keeps readers (a second process inspecting the file) off the writer's back.
        conn.pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get::<_, String>(0))?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.busy_timeout(Duration::from_secs(5))?;
        // The hot reads (the session of every call, a list's page and count) keep their
        // prepared statements: parsing the same SQL again cost a list page 12–17 % of the
        // sandbox's CPU. A list's filters make a few dozen shapes of SQL per table, so the cache
        // is sized for them.
        conn.set_prepared_statement_cache_capacity(STATEMENT_CACHE);
        migrations::run(&mut conn).context("sandbox migrations failed")?;
        Ok(Self {
            conn: Arc::new(Mutex::new(conn)),
            clock,
        })
    }

    /// Runs `f` with the connection now, on the caller's thread and under this store's clock:
    /// for the start (the seed), before any call is served.
    pub fn at_start<T>(&self, f: impl FnOnce(&mut Connection) -> T) -> T {
        let mut guard = self.conn.lock().unwrap_or_else(PoisonError::into_inner);
        clock::with(&self.clock, || f(&mut guard))
    }

    /// Runs `f` with the connection: on the caller's thread when no one holds it, else on the
    /// blocking pool. A call's own queries (its session by token, a page of a list, a decision)
    /// take microseconds to a few milliseconds; handing each to the pool and back cost more CPU
    /// than the queries themselves (thread wake-ups on every call). The connection is free only
    /// when no other task runs on it, so an async worker never waits here for someone else's
    /// work; what may run long goes through [`Db::run_long`].
    pub async fn run<T, F>(&self, f: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Connection) -> Result<T, ApiError> + Send + 'static,
    {
        let free = match self.conn.try_lock() {
            Ok(guard) => Some(guard),
            Err(TryLockError::Poisoned(poisoned)) => Some(poisoned.into_inner()),
            Err(TryLockError::WouldBlock) => None,
        };
        match free {
            Some(mut guard) => {
                // As on the pool, a panic is the call's error, not the worker's end.
                std::panic::catch_unwind(AssertUnwindSafe(|| {
                    clock::with(&self.clock, || f(&mut guard))
                }))
                .map_err(|_| ApiError::Internal(anyhow::anyhow!("store task panicked")))?
            }
            None => self.run_long(f).await,
        }
    }

    /// Runs `f` with the connection on the blocking pool: for tasks that read or write
    /// thousands of rows (exports, the batch import, the test seeds), so they
    /// never hold an async worker.
    pub async fn run_long<T, F>(&self, f: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Connection) -> Result<T, ApiError> + Send + 'static,
    {
        let conn = Arc::clone(&self.conn);
        let clock = self.clock.clone();
        web::block(move || {
            // A panic elsewhere cannot leave SQLite half-written (statements are atomic), so a
            // poisoned lock is still a usable connection.
            let mut guard = conn.lock().unwrap_or_else(PoisonError::into_inner);
            clock::with(&clock, || f(&mut guard))
        })
        .await
        .map_err(|e| ApiError::Internal(anyhow::anyhow!("blocking task failed: {e}")))?
    }
}
