//! Any bytes from the platform: parsing an envelope and mapping user info never panics, and
//! whatever is accepted has the shape the rest of the BFF relies on.
#![no_main]

use libfuzzer_sys::fuzz_target;
use orgcenter_core::envelope::{envelope_code, parse_envelope};
use orgcenter_core::user_info::map_user_info;

fuzz_target!(|data: &[u8]| {
    let Ok(value) = parse_envelope(data) else { return };
    assert!(envelope_code(&value).is_some());
    if let Ok(user) = map_user_info(&value) {
        assert!(!user.roles.is_empty(), "a session always has roles");
        let json = serde_json::to_value(&user).unwrap();
        assert!(json.get("token").is_none());
    }
});
