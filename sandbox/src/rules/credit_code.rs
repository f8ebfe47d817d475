//! 统一社会信用代码 (GB 32100-2015): 18 characters from a 31-character alphabet, the last one a
//! check character over the first 17. Positions 9–17 are the organisation code (GB 11714), which
//! carries its own check character; seeds use `build` so both are right.

const ALPHABET: &[u8; 31] = b"0123456789ABCDEFGHJKLMNPQRTUWXY";
const WEIGHTS: [u32; 17] = [
    1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28,
];
const ORG_CODE_WEIGHTS: [u32; 8] = [3, 7, 9, 10, 5, 8, 4, 2];

fn value(c: u8) -> Option<u32> {
    ALPHABET.iter().position(|&a| a == c).map(|p| p as u32)
}

/// The GB 32100 check character for the first 17 characters, or `None` if any is not allowed.
pub fn check_char(first17: &str) -> Option<char> {
    let bytes = first17.as_bytes();
    if bytes.len() != 17 {
        return None;
    }
    let mut sum = 0u32;
    for (b, w) in bytes.iter().zip(WEIGHTS) {
        sum += value(*b)? * w;
    }
    let check = (31 - sum % 31) % 31;
    Some(ALPHABET[check as usize] as char)
}

/// True when `code` is 18 allowed characters whose last one is the right check character.
pub fn is_valid(code: &str) -> bool {
    code.len() == 18
        && code.is_char_boundary(17)
        && check_char(&code[..17]).is_some_and(|c| code.ends_with(c))
}

/// GB 11714 check character for an 8-character organisation code body (digits and capitals).
fn org_code_check(body8: &str) -> Option<char> {
    let bytes = body8.as_bytes();
    if bytes.len() != 8 {
        return None;
    }
    let mut sum = 0u32;
    for (b, w) in bytes.iter().zip(ORG_CODE_WEIGHTS) {
        let v = match b {
            b'0'..=b'9' => u32::from(b - b'0'),
            b'A'..=b'Z' => u32::from(b - b'A') + 10,
            _ => return None,
        };
        sum += v * w;
    }
    Some(match 11 - sum % 11 {
        10 => 'X',
        11 => '0',
        n => char::from_digit(n, 10)?,
    })
}

/// A full code from its parts: registering department + kind (`"53"` = 民政 · 基金会,
/// `"52"` = 民办非企业单位, `"51"` = 社会团体), the 6-digit region code and an 8-character
/// organisation code body.
pub fn build(dept_kind: &str, region: &str, org_body8: &str) -> Option<String> {
    let org_check = org_code_check(org_body8)?;
    let first17 = format!("{dept_kind}{region}{org_body8}{org_check}");
    let check = check_char(&first17)?;
    Some(format!("{first17}{check}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_built_from_valid_parts_passes_the_check() {
        let code = build("53", "110000", "50001234").expect("parts are valid");
        assert_eq!(code.len(), 18);
        assert!(is_valid(&code));
    }

    #[test]
    fn the_sample_code_used_in_validator_documentation_is_valid() {
        assert!(is_valid("91350100M000100Y43"));
        assert!(!is_valid("91350100M000100Y44"));
    }

    #[test]
    fn changing_any_single_character_makes_the_code_invalid() {
        let code = build("53", "330100", "MJ9A0B1C").expect("parts are valid");
        for (i, original) in code.bytes().enumerate() {
            let replacement = if original == b'1' { '2' } else { '1' };
            let mut mutated = code.clone();
            mutated.replace_range(i..i + 1, &replacement.to_string());
            assert!(!is_valid(&mutated), "mutation at {i}: {mutated}");
        }
    }

    #[test]
    fn letters_outside_the_alphabet_and_wrong_lengths_are_rejected() {
        assert!(!is_valid("53110000500012345"));
        assert!(!is_valid("5311000050001234IO"));
        assert!(!is_valid("一二三四五六"));
        assert!(!is_valid(""));
    }
}
