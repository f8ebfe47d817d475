//! What counts as empty in a required text (issue 40): a text made only of characters that
//! show nothing — whitespace, control characters (NUL…), zero-width characters, direction
//! marks, overrides and isolates, the byte-order mark and the other format characters, and
//! the fillers that render as blank — is no text. Every form reader trims these from both
//! ends, so a required field's "is it empty" check is this one rule in every area.

/// A character that shows nothing on its own.
pub fn is_blank_char(c: char) -> bool {
    c.is_whitespace()
        || c.is_control()
        || matches!(
            c,
            // Soft hyphen, combining grapheme joiner, Arabic letter mark, Mongolian vowel
            // separator.
            '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{180E}'
            // Zero-width space, non-joiner, joiner, left-to-right and right-to-left marks.
            | '\u{200B}'..='\u{200F}'
            // Direction embeddings and overrides (LRE, RLE, PDF, LRO, RLO).
            | '\u{202A}'..='\u{202E}'
            // Word joiner, invisible operators, isolates (LRI, RLI, FSI, PDI), deprecated
            // format characters.
            | '\u{2060}'..='\u{206F}'
            // Byte-order mark (zero-width no-break space), interlinear annotation marks.
            | '\u{FEFF}' | '\u{FFF9}'..='\u{FFFB}'
            // Hangul fillers and the braille blank: letters that draw as nothing.
            | '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}' | '\u{2800}'
            // Variation selectors.
            | '\u{FE00}'..='\u{FE0F}' | '\u{E0100}'..='\u{E01EF}'
            // Musical symbol format characters, Unicode tags.
            | '\u{1D173}'..='\u{1D17A}' | '\u{E0000}'..='\u{E007F}'
        )
}

/// `s` without the blank characters at either end (`""` when it has nothing else).
pub fn trim(s: &str) -> &str {
    s.trim_matches(is_blank_char)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Whether `s` shows nothing.
    fn is_blank(s: &str) -> bool {
        s.chars().all(is_blank_char)
    }

    /// Characters that show nothing, from each family the rule names.
    const INVISIBLE: &[char] = &[
        '\0',
        '\u{1}',
        '\t',
        '\n',
        '\r',
        ' ',
        '\u{7F}',
        '\u{85}',
        '\u{A0}',
        '\u{AD}',
        '\u{200B}',
        '\u{200C}',
        '\u{200D}',
        '\u{200E}',
        '\u{200F}',
        '\u{2028}',
        '\u{2029}',
        '\u{202A}',
        '\u{202B}',
        '\u{202C}',
        '\u{202D}',
        '\u{202E}',
        '\u{2060}',
        '\u{2066}',
        '\u{2067}',
        '\u{2068}',
        '\u{2069}',
        '\u{3000}',
        '\u{3164}',
        '\u{FEFF}',
        '\u{E0020}',
    ];

    proptest! {
        #[test]
        fn a_text_made_only_of_invisible_characters_is_empty(
            picks in proptest::collection::vec(0..INVISIBLE.len(), 1..40)
        ) {
            let s: String = picks.iter().map(|&i| INVISIBLE[i]).collect();
            prop_assert!(is_blank(&s));
            prop_assert_eq!(trim(&s), "");
            let mut body = serde_json::Map::new();
            body.insert("title".into(), serde_json::Value::String(s));
            let read = crate::rules::form::text(&body, "title");
            prop_assert_eq!(crate::rules::form::sized(&read, "标题", 2, 30),
                            Err("请填写标题".to_owned()));
        }

        #[test]
        fn visible_text_keeps_its_inside_and_loses_only_the_invisible_ends(
            picks in proptest::collection::vec(0..INVISIBLE.len(), 0..6),
            word in "[a-z0-9\u{4e00}-\u{9fa5}]{1,8}( [a-z\u{4e00}-\u{9fa5}]{1,8})?"
        ) {
            let pad: String = picks.iter().map(|&i| INVISIBLE[i]).collect();
            let s = format!("{pad}{word}{pad}");
            prop_assert!(!is_blank(&s));
            prop_assert_eq!(trim(&s), word.as_str());
        }
    }
}
