//! Where the sandbox keeps uploaded objects (`store`) and the keys it signs, encrypts and checks
//! uploads with (`keys`): foundation state every handler may reach through `AppState`; the
//! upload calls themselves are the `areas::upload` area's.

pub mod keys;
pub mod store;

pub use keys::UploadKeys;
pub use store::ObjectStore;
