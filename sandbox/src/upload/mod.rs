//! Cloud-upload support of the sandbox: the key material behind the upload-config calls
//! (`keys`), the encrypted config itself (`config`), and the OSS-compatible object store the
//! browser posts files to (`policy` checks the signed form, `store` keeps the objects).

pub mod config;
pub mod iso_time;
pub mod keys;
pub mod policy;
pub mod store;

pub use keys::UploadKeys;
