//! Where uploaded objects live: `<data_dir>/oss/<bucket>/<key>` on disk, the content type in the
//! `oss_objects` table. Uploads are written to a temporary file first and renamed into place, so
//! a broken upload never leaves half an object behind.

use std::path::{Path, PathBuf};

/// Image types served inline; everything else is served as a download, so an uploaded HTML or
/// SVG file can never run script on the console's origin.
pub const INLINE_TYPES: [&str; 4] = ["image/jpeg", "image/png", "image/gif", "image/webp"];

#[derive(Clone)]
pub struct ObjectStore {
    root: PathBuf,
}

impl ObjectStore {
    pub fn new(data_dir: &Path) -> std::io::Result<Self> {
        let root = data_dir.join("oss");
        std::fs::create_dir_all(root.join(".incoming"))?;
        Ok(Self { root })
    }

    /// A fresh temporary file for an upload in progress.
    pub fn incoming(&self) -> std::io::Result<tempfile::NamedTempFile> {
        tempfile::NamedTempFile::new_in(self.root.join(".incoming"))
    }

    /// The file of an object; `key` must have passed `policy::valid_key`.
    pub fn path_of(&self, bucket: &str, key: &str) -> PathBuf {
        self.root.join(bucket).join(key)
    }

    /// Moves a finished upload into place (replacing an object of the same name, as OSS does).
    pub fn commit(
        &self,
        tmp: tempfile::NamedTempFile,
        bucket: &str,
        key: &str,
    ) -> std::io::Result<()> {
        let dest = self.path_of(bucket, key);
        if let Some(parent) = dest.parent() {
            std::fs::create_dir_all(parent)?;
        }
        tmp.persist(&dest).map(|_| ()).map_err(|e| e.error)
    }
}

/// The content type to record: the form's `Content-Type` field, else the file part's, else one
/// guessed from the name; `application/octet-stream` when unknown.
pub fn content_type(form_field: Option<&str>, part: Option<&str>, key: &str) -> String {
    let declared = form_field.or(part).map(str::trim).filter(|t| !t.is_empty());
    if let Some(t) = declared {
        let ok = t.len() <= 100 && t.bytes().all(|b| b.is_ascii_graphic() || b == b' ');
        if ok {
            return t.to_ascii_lowercase();
        }
    }
    let ext = key.rsplit('.').next().unwrap_or("").to_ascii_lowercase();
    match ext.as_str() {
        "jpg" | "jpeg" => "image/jpeg",
        "png" => "image/png",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "pdf" => "application/pdf",
        _ => "application/octet-stream",
    }
    .to_owned()
}
