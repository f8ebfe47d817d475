//! `pageNum`/`pageSize` parsing shared by every list call.

use crate::http::envelope::ApiError;
use std::collections::HashMap;

pub const DEFAULT_PAGE_SIZE: i64 = 10;
pub const MAX_PAGE_SIZE: i64 = 100;

/// A validated page request: `num` from 1, `size` in 1..=100.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    pub num: i64,
    pub size: i64,
}

impl Page {
    pub fn from_query(q: &HashMap<String, String>) -> Result<Self, ApiError> {
        Self::from_query_max(q, MAX_PAGE_SIZE)
    }

    /// Like `from_query` with another largest page size (exports allow 1000).
    pub fn from_query_max(q: &HashMap<String, String>, max: i64) -> Result<Self, ApiError> {
        let num = match non_empty(q, "pageNum") {
            None => 1,
            Some(s) => s
                .parse::<i64>()
                .ok()
                .filter(|n| *n >= 1)
                .ok_or_else(|| ApiError::bad("页码必须是不小于 1 的整数"))?,
        };
        let size = match non_empty(q, "pageSize") {
            None => DEFAULT_PAGE_SIZE,
            Some(s) => s
                .parse::<i64>()
                .ok()
                .filter(|n| (1..=max).contains(n))
                .ok_or_else(|| ApiError::bad(format!("每页条数必须是 1 到 {max} 之间的整数")))?,
        };
        Ok(Self { num, size })
    }

    /// Rows to skip; saturates so a huge `pageNum` is an empty page, not an overflow.
    pub fn offset(&self) -> i64 {
        (self.num - 1).saturating_mul(self.size)
    }
}

/// A query value with surrounding blanks removed; blank counts as absent.
pub fn non_empty<'a>(q: &'a HashMap<String, String>, key: &str) -> Option<&'a str> {
    q.get(key).map(|s| s.trim()).filter(|s| !s.is_empty())
}

/// An optional substring filter, bounded so a pasted novel cannot become a query.
pub fn search_text(q: &HashMap<String, String>, key: &str) -> Result<Option<String>, ApiError> {
    match non_empty(q, key) {
        Some(s) if s.chars().count() > 50 => Err(ApiError::bad("搜索关键词不能超过 50 个字符")),
        other => Ok(other.map(str::to_owned)),
    }
}

/// SQL `LIKE` pattern for a literal substring (escape character `\`).
pub fn like_pattern(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('%');
    for c in s.chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('%');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::http::input::query_of as q;

    #[test]
    fn missing_page_parameters_default_to_the_first_page_of_ten() {
        assert_eq!(
            Page::from_query(&q(&[])).ok(),
            Some(Page { num: 1, size: 10 })
        );
    }

    #[test]
    fn out_of_range_or_non_numeric_page_parameters_are_refused() {
        for (k, v) in [
            ("pageNum", "0"),
            ("pageNum", "x"),
            ("pageSize", "101"),
            ("pageSize", "-1"),
        ] {
            assert!(Page::from_query(&q(&[(k, v)])).is_err(), "{k}={v}");
        }
    }

    #[test]
    fn like_wildcards_in_a_search_are_taken_literally() {
        assert_eq!(like_pattern("50%_a"), "%50\\%\\_a%");
    }
}
