//! The fundraising target rule the case, project, micro-project and activity forms share: a
//! target is given, is a yuan amount with at most two decimals, and lies within the area's
//! range.

use crate::rules::form::{parse_fen, text};
use serde_json::{Map, Value};
use std::ops::RangeInclusive;

/// `target_amount` of `body` in fen, or the message naming it `label` (目标金额, 募款目标);
/// `out_of_range` names the area's range.
pub fn target_fen(
    body: &Map<String, Value>,
    label: &str,
    range: RangeInclusive<i64>,
    out_of_range: &str,
) -> Result<i64, String> {
    if text(body, "target_amount").is_empty() {
        return Err(format!("请填写{label}"));
    }
    let fen = body
        .get("target_amount")
        .and_then(parse_fen)
        .ok_or_else(|| format!("{label}须为数字，最多两位小数"))?;
    if !range.contains(&fen) {
        return Err(out_of_range.into());
    }
    Ok(fen)
}
