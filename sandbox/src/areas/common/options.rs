//! A fixed option list as the selectors read it (help categories, project domains): the ids
//! are stored on the items, so the lists never change.

use crate::http::envelope::{ok, ApiResult};
use serde_json::{json, Value};

/// `{list: [{id, name}]}` of `options`, in their order.
pub fn fixed_list(options: &[(i64, &str)]) -> ApiResult {
    let list: Vec<Value> = options
        .iter()
        .map(|(id, name)| json!({"id": id, "name": name}))
        .collect();
    Ok(ok("获取成功", json!({ "list": list })))
}
