//! The one query parameter an account call before login needs (a captcha key, a mobile).

use crate::http::envelope::ApiError;
use crate::http::paging::non_empty;
use std::collections::HashMap;

/// Query parameter `key`, trimmed: refused with `missing` when blank, with `invalid` when
/// `valid` rejects it.
pub fn required(
    q: &HashMap<String, String>,
    key: &str,
    (missing, invalid): (&str, &str),
    valid: fn(&str) -> bool,
) -> Result<String, ApiError> {
    let value = non_empty(q, key).ok_or_else(|| ApiError::bad(missing))?;
    if !valid(value) {
        return Err(ApiError::bad(invalid));
    }
    Ok(value.to_owned())
}
