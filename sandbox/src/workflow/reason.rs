//! The reason a reviewer gives for a return: every table's return step needs one.

/// A return reason: 1–200 characters after trimming.
pub fn return_reason(raw: Option<&str>) -> Result<String, &'static str> {
    let r = raw.map(crate::rules::blank::trim).unwrap_or("");
    if r.is_empty() {
        Err("请填写退回原因")
    } else if r.chars().count() > 200 {
        Err("退回原因不能超过200个字")
    } else {
        Ok(r.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_return_needs_a_reason_of_at_most_200_characters() {
        assert_eq!(return_reason(None), Err("请填写退回原因"));
        assert_eq!(return_reason(Some("   ")), Err("请填写退回原因"));
        assert_eq!(
            return_reason(Some(&"字".repeat(201))),
            Err("退回原因不能超过200个字")
        );
        assert_eq!(return_reason(Some(" 材料不全 ")), Ok("材料不全".to_owned()));
    }
}
