//! The classes a selector needs and the classes a page's HTML has: the two sides of
//! `CriticalCss`'s test of whether a rule can apply to a page.

use std::ops::Range;

/// A selector list split at its top-level commas, as byte ranges of `prelude`.
pub(super) fn split_selectors(prelude: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in prelude.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(start..i);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(start..prelude.len());
    out
}

/// The classes a selector needs present (`.name`, outside `:not(…)` and attribute brackets).
/// `base`: where the prelude starts in `css`, so the names borrow from the sheet.
pub(super) fn required_classes(
    css: &'static str,
    base: usize,
    selector: Range<usize>,
) -> Vec<&'static str> {
    let text = &css[base + selector.start..base + selector.end];
    let offset = base + selector.start;
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if text[i..].starts_with(":not(") {
            let mut depth = 0;
            while i < bytes.len() {
                match bytes[i] {
                    b'(' => depth += 1,
                    b')' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
                i += 1;
            }
        } else if bytes[i] == b'[' {
            while i < bytes.len() && bytes[i] != b']' {
                i += 1;
            }
        } else if bytes[i] == b'\\' {
            i += 1;
        } else if bytes[i] == b'.' {
            let start = i + 1;
            let mut end = start;
            while end < bytes.len() {
                match bytes[end] {
                    b'\\' => end += 2,
                    c if c.is_ascii_alphanumeric() || c == b'-' || c == b'_' || c >= 0x80 => {
                        end += 1
                    }
                    _ => break,
                }
            }
            let end = end.min(bytes.len());
            if end > start {
                out.push(&css[offset + start..offset + end]);
            }
            i = end;
            continue;
        }
        i += 1;
    }
    out
}

/// Every class token of every `class="…"` attribute in `html`.
pub(crate) fn html_classes(html: &str) -> impl Iterator<Item = &str> {
    html.match_indices("class=\"").flat_map(move |(at, m)| {
        let value = &html[at + m.len()..];
        let end = value.find('"').unwrap_or(value.len());
        value[..end].split_ascii_whitespace()
    })
}
