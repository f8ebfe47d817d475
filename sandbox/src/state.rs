use crate::db::Db;
use std::path::Path;

/// Shared by every handler: the store and whether test-only behaviour is on.
#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub test_mode: bool,
}

impl AppState {
    /// Opens `<data_dir>/sandbox.db` (creating the directory), migrates it and seeds it if empty.
    pub fn open(data_dir: &Path, test_mode: bool) -> anyhow::Result<Self> {
        let db = Db::open(data_dir)?;
        Ok(Self { db, test_mode })
    }
}
