//! One cell's text as Excel can hold it. A cell takes at most 32 767 UTF-16 units (the
//! writer refuses more, and the whole file with it); a longer text is cut there with a mark
//! saying so and a warning in the log, so one overlong field never breaks an export for
//! everyone (issue 40).

/// Excel's limit on a cell's text, in UTF-16 units.
pub const MAX_CELL_UTF16: usize = 32_767;
/// What ends a cut text.
pub const CUT_MARK: &str = "…（内容过长，已截断）";

/// `s` unchanged when it fits, else its longest prefix that fits with `CUT_MARK` after it.
pub fn fit(s: String) -> String {
    let len: usize = s.chars().map(char::len_utf16).sum();
    if len <= MAX_CELL_UTF16 {
        return s;
    }
    let room = MAX_CELL_UTF16 - CUT_MARK.chars().map(char::len_utf16).sum::<usize>();
    let mut used = 0;
    let end = s
        .char_indices()
        .find(|(_, c)| {
            used += c.len_utf16();
            used > room
        })
        .map_or(s.len(), |(i, _)| i);
    tracing::warn!(
        utf16_units = len,
        kept_bytes = end,
        "export cell over Excel's limit: cut with a mark"
    );
    let mut out = String::with_capacity(end + CUT_MARK.len());
    out.push_str(&s[..end]);
    out.push_str(CUT_MARK);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn utf16(s: &str) -> usize {
        s.chars().map(char::len_utf16).sum()
    }

    #[test]
    fn a_text_that_fits_is_kept_as_it_is() {
        let s = "字".repeat(MAX_CELL_UTF16);
        assert_eq!(fit(s.clone()), s);
    }

    #[test]
    fn an_overlong_text_is_cut_to_the_limit_with_the_mark_and_never_splits_a_character() {
        for unit in ["a", "发", "😀"] {
            let s = unit.repeat(MAX_CELL_UTF16 + 1);
            let cut = fit(s);
            assert!(utf16(&cut) <= MAX_CELL_UTF16, "{unit}: {}", utf16(&cut));
            assert!(cut.ends_with(CUT_MARK));
            let kept = cut.trim_end_matches(CUT_MARK);
            assert!(kept.chars().all(|c| c.to_string() == unit), "{unit}");
            assert!(utf16(&cut) > MAX_CELL_UTF16 - 2, "{unit}: as much as fits");
        }
    }
}
