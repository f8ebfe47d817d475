use crate::db::Db;
use crate::objects::{ObjectStore, UploadKeys};
use std::path::Path;
use std::sync::Arc;

/// Shared by every handler: the store, the upload keys and object store, and whether
/// test-only behaviour is on.
#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub test_mode: bool,
    pub upload: Arc<UploadKeys>,
    pub objects: ObjectStore,
}

impl AppState {
    /// Opens `<data_dir>/sandbox.db` (creating the directory) and migrates it, dated by `clock`
    /// (held in test mode by `sandbox.clock`); loads or creates the upload key pair and access
    /// key. The demo data comes from `seed::open_seeded`, which calls this: the state, which
    /// every handler reads, knows no area.
    pub fn open_with_clock(
        data_dir: &Path,
        test_mode: bool,
        clock: crate::clock::Clock,
    ) -> anyhow::Result<Self> {
        let db = Db::open(data_dir, clock)?;
        let upload = Arc::new(UploadKeys::load_or_create(data_dir)?);
        let objects = ObjectStore::new(data_dir)?;
        Ok(Self {
            db,
            test_mode,
            upload,
            objects,
        })
    }
}
